package io.serialtck.tck.baseline;

import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.upgrade.ExplorationSetting;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * What a baseline's random cells ran with: the property cells' outcome depends on the seed and the
 * number of tries, the exploration cells' on the seed and the cases asked of each pair, so a run is
 * only comparable with the baseline under the same. Stored in {@code run.properties} at the
 * baseline's root, shared by every JDK's folder.
 *
 * @param explore the random cases exploration asked of each pair ({@code run --explore}); a file
 *     written before it was recorded has the default, {@link ExplorationSetting#DEFAULT_CASES},
 *     with which those baselines ran
 */
public record BaselineSettings(long seed, int tries, int explore) {

  static final String FILE = "run.properties";

  public BaselineSettings {
    if (tries < 1) {
      throw new BaselineException("a baseline's tries per property must be at least 1: " + tries);
    }
    if (explore < 0) {
      throw new BaselineException("a baseline's exploration cases cannot be negative: " + explore);
    }
  }

  /** Settings with the default exploration cases. */
  public BaselineSettings(long seed, int tries) {
    this(seed, tries, ExplorationSetting.DEFAULT_CASES);
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
        number(properties, "seed", file),
        (int) number(properties, "tries", file),
        properties.getProperty("explore") == null
            ? ExplorationSetting.DEFAULT_CASES
            : (int) number(properties, "explore", file));
  }

  void write(Path root) throws IOException {
    Files.createDirectories(root);
    Files.writeString(
        root.resolve(FILE),
        "# The property cells of every jdk-N/*.baseline file here ran with this seed and this\n"
            + "# many random cases per property, the exploration cells with this many random\n"
            + "# cases per pair; a gated run uses the same (their outcomes depend on them).\n"
            + "seed="
            + seed
            + "\ntries="
            + tries
            + "\nexplore="
            + explore
            + "\n");
  }

  /**
   * Why a run with this seed, tries and exploration cases cannot be compared with the baseline, or
   * null if it can; a run that does not say its exploration cases ({@code runExplore} null) is
   * compared on the seed and tries.
   */
  public String mismatch(long runSeed, int runTries, Integer runExplore) {
    String settings = mismatch(runSeed, runTries);
    if (settings != null || runExplore == null || runExplore == explore) {
      return settings;
    }
    return "the baseline's exploration cells asked "
        + explore
        + " random cases of each pair, this run "
        + runExplore
        + ": use --explore "
        + explore
        + " (or -D"
        + ExplorationSetting.CASES_PROPERTY
        + "="
        + explore
        + ")";
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
