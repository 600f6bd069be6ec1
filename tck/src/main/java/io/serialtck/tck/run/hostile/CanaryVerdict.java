package io.serialtck.tck.run.hostile;

import io.serialtck.tck.HostileFacts;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Response;
import java.util.List;
import java.util.Map;

/**
 * Judges what a read did with a canary: {@code RAN_UNASKED} when the canary's code ran (its static
 * initializer, a constructor, {@code readObject}, {@code readResolve}, a setter), else {@code PASS}
 * when the read returned and {@code REJECTED} when it threw. A canary that was only looked up ran
 * nothing: its mode says {@code looked up}.
 */
final class CanaryVerdict {

  private CanaryVerdict() {}

  static MalformedCell.Cell of(Response.CanaryRead read, String settings) {
    List<String> recorded = read.recorded();
    boolean ran = recorded.stream().anyMatch(event -> !event.equals("looked up"));
    String happened = recorded.isEmpty() ? "not looked up" : String.join(", ", recorded);
    Outcome outcome;
    String readText;
    String mode = happened;
    if (read.readFailure() != null) {
      Response.Failure failure = read.readFailure();
      readText = "The read threw " + failure.exceptionClass() + ": " + failure.message();
      mode = happened + "; read: " + failure.exceptionClass();
      outcome = ran ? Outcome.RAN_UNASKED : Outcome.REJECTED;
    } else {
      readText = "The read returned " + (read.readClass() == null ? "null" : read.readClass());
      outcome = ran ? Outcome.RAN_UNASKED : Outcome.PASS;
    }
    String detail = "The canary: " + happened + ". " + readText + ". Settings: " + settings + ".";
    return new MalformedCell.Cell(
        new Verdict(outcome, detail).withMode(mode),
        new HostileFacts(
            1, Map.of(outcome.name(), 1), -1, 0, -1, null, List.copyOf(recorded), settings));
  }
}
