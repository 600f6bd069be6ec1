package io.serialtck.tck.baseline;

import io.serialtck.tck.plan.RunOptions;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * What a baseline's property cells ran with: their outcome depends on the seed and the number of
 * tries, so a run is only comparable with the baseline under the same. Stored in {@code
 * run.properties} at the baseline's root, shared by every JDK's folder.
 */
public record BaselineSettings(long seed, int tries) {

  static final String FILE = "run.properties";

  public BaselineSettings {
    if (tries < 1) {
      throw new BaselineException("a baseline's tries per property must be at least 1: " + tries);
    }
  }

  static BaselineSettings read(Path root) {
    Path file = root.resolve(FILE);
    if (!Files.isRegularFile(file)) {
      throw new BaselineException(
          "no baseline at "
              + root
              + ": "
              + FILE
              + " is missing (create one with the update command)");
    }
    Properties properties = new Properties();
    try (Reader reader = Files.newBufferedReader(file)) {
      properties.load(reader);
    } catch (IOException e) {
      throw new BaselineException("cannot read " + file + ": " + e.getMessage(), e);
    }
    return new BaselineSettings(
        number(properties, "seed", file), (int) number(properties, "tries", file));
  }

  void write(Path root) throws IOException {
    Files.createDirectories(root);
    Files.writeString(
        root.resolve(FILE),
        "# The property cells of every jdk-N/*.baseline file here ran with this seed and this\n"
            + "# many random cases per property; a gated run uses the same (their outcomes depend\n"
            + "# on them).\n"
            + "seed="
            + seed
            + "\ntries="
            + tries
            + "\n");
  }

  /** Why a run with this seed and tries cannot be compared with the baseline, or null if it can. */
  public String mismatch(long runSeed, int runTries) {
    if (runSeed == seed && runTries == tries) {
      return null;
    }
    return "the baseline's property cells ran with seed "
        + seed
        + " and "
        + tries
        + " tries per property, this run with seed "
        + runSeed
        + " and "
        + runTries
        + " tries: use --seed "
        + seed
        + " --tries "
        + tries
        + " (or -D"
        + RunOptions.SEED_PROPERTY
        + "="
        + seed
        + " -D"
        + RunOptions.TRIES_PROPERTY
        + "="
        + tries
        + ")";
  }

  private static long number(Properties properties, String key, Path file) {
    String value = properties.getProperty(key);
    if (value == null) {
      throw new BaselineException(file + " has no " + key);
    }
    try {
      return Long.parseLong(value.trim());
    } catch (NumberFormatException e) {
      throw new BaselineException(file + ": " + key + " is not a number: " + value);
    }
  }
}
