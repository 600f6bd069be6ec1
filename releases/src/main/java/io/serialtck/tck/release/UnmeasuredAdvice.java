package io.serialtck.tck.release;

/**
 * What a team can do about a release cell that measures nothing because one side cannot even write
 * and read its own values: a cell that says nothing about the change is no evidence, and the gate
 * refuses to accept it without a reason.
 */
public final class UnmeasuredAdvice {

  private UnmeasuredAdvice() {}

  /**
   * The advice for a configuration whose side failed with {@code evidence}.
   *
   * @param configuration the configuration's id
   * @param evidence what the failing value showed
   */
  public static String of(String configuration, String evidence) {
    return "This cell measures nothing about the change: "
        + configuration
        + " cannot round-trip these classes as configured ("
        + cause(evidence)
        + "). Fix: a configuration of the team's own that handles them, as the team's"
        + " application configures the library (./serialtck init-configuration --library "
        + library(configuration)
        + " writes a starting one into src/test); or accept the cell with the reason why it"
        + " may measure nothing (compare --update --accept-unmeasured \"REASON\", the"
        + " plugin's -Dserialtck.acceptUnmeasured=\"REASON\")";
  }

  private static String cause(String evidence) {
    String line = evidence.lines().findFirst().orElse("");
    return line.length() <= 200 ? line : line.substring(0, 200) + "…";
  }

  private static String library(String configuration) {
    int dash = configuration.indexOf('-');
    return dash < 0 ? configuration : configuration.substring(0, dash);
  }
}
