package io.serialtck.tck.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a cell's detail may say differently from one run of the same kit to the next, the library
 * being the same: how deep a library's stack overflowed, how much heap a read allocated, one-nio's
 * random class ids, identity hash codes, the time a library logged on a crashed worker's standard
 * error. Two details that differ only there say the same. The masks are {@value #MASKS_RESOURCE},
 * which {@code .ci/same-results} reads too, so that both say the same thing is volatile.
 */
final class RunToRunDetail {

  static final String MASKS_RESOURCE = "run-to-run-masks.tsv";

  private record Mask(Pattern pattern, String replacement) {}

  private static final List<Mask> MASKS = read(MASKS_RESOURCE);

  private RunToRunDetail() {}

  /** The detail with what varies from run to run replaced by placeholders. */
  static String masked(String detail) {
    if (detail == null) {
      return null;
    }
    String masked = detail;
    for (Mask mask : MASKS) {
      masked = mask.pattern().matcher(masked).replaceAll(mask.replacement());
    }
    return masked;
  }

  private static List<Mask> read(String resource) {
    InputStream in = RunToRunDetail.class.getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("the kit's jar lacks " + resource);
    }
    List<Mask> masks = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      int number = 0;
      while ((line = reader.readLine()) != null) {
        number++;
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        int tab = line.indexOf('\t');
        if (tab < 0) {
          throw new IllegalStateException(resource + ":" + number + " has no tab: " + line);
        }
        masks.add(
            new Mask(
                Pattern.compile(line.substring(0, tab)),
                Matcher.quoteReplacement(line.substring(tab + 1))));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return List.copyOf(masks);
  }
}
