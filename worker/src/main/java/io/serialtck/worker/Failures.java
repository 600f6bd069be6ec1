package io.serialtck.worker;

import io.serialtck.worker.protocol.Response;
import java.util.Arrays;
import java.util.stream.Collectors;

/** Turns a throwable into a {@link Response.Failure} that names its root cause. */
final class Failures {

  private static final int STACK_LINES = 8;

  private Failures() {}

  static Response.Failure of(Response.Failure.Stage stage, Throwable thrown) {
    Throwable cause = unwrap(thrown);
    String stack =
        Arrays.stream(cause.getStackTrace())
            .limit(STACK_LINES)
            .map(StackTraceElement::toString)
            .collect(Collectors.joining("\n"));
    return new Response.Failure(
        stage, cause.getClass().getName(), firstLine(cause.getMessage()), stack);
  }

  private static Throwable unwrap(Throwable thrown) {
    Throwable current = thrown;
    while ((current instanceof World.WorldActionException
            || current instanceof java.lang.reflect.InvocationTargetException)
        && current.getCause() != null) {
      current = current.getCause();
    }
    return current;
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "";
    }
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }
}
