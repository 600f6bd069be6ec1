package io.serialtck.tck.run;

import java.util.List;
import java.util.regex.Pattern;

/**
 * What a cell's detail may say differently from one run of the same kit to the next, the library
 * being the same: how deep a library's stack overflowed, how much heap a read allocated, one-nio's
 * random class ids, the time a library logged on a crashed worker's standard error ({@code
 * .ci/same-results} masks the same). Two details that differ only there say the same.
 */
final class RunToRunDetail {

  private record Mask(Pattern pattern, String replacement) {}

  private static final List<Mask> MASKS =
      List.of(
          new Mask(Pattern.compile("more than \\d+ levels deep"), "more than N levels deep"),
          new Mask(Pattern.compile("allocated:? \\d+ bytes"), "allocated N bytes"),
          new Mask(Pattern.compile("\\(\\d[\\d,]* B for a "), "(N B for a "),
          // one-nio's random class ids, in hex without leading zeros
          new Mask(
              Pattern.compile("SerializerNotFoundException: [0-9a-f]{1,16}"),
              "SerializerNotFoundException: ID"),
          new Mask(Pattern.compile("Stub\\$[0-9a-f]{1,16}\\$"), "Stub\\$ID\\$"),
          new Mask(
              Pattern.compile("\\b\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}(?:[.,]\\d+)?\\b"),
              "TIME"));

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
}
