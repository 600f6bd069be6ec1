package io.serialtck.worker;

import io.serialtck.worker.protocol.Response;
import java.util.Arrays;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Turns a throwable into a {@link Response.Failure} that names its root cause. */
final class Failures {

  private static final int STACK_LINES = 8;

  /** {@code Object.toString()}'s identity hash, which differs between runs. */
  private static final Pattern IDENTITY_HASH = Pattern.compile("@[0-9a-f]{4,8}\\b");

  private Failures() {}

  static Response.Failure of(Response.Failure.Stage stage, Throwable thrown) {
    Throwable cause = unwrap(thrown);
    String stack =
        Arrays.stream(cause.getStackTrace())
            .limit(STACK_LINES)
            .map(StackTraceElement::toString)
            .collect(Collectors.joining("\n"));
    return new Response.Failure(
        stage, cause.getClass().getName(), message(cause), stack, rootCauseClass(cause));
  }

  private static String rootCauseClass(Throwable cause) {
    Throwable root = cause;
    for (int depth = 0; root.getCause() != null && root.getCause() != root && depth < 20; depth++) {
      root = root.getCause();
    }
    return root == cause ? "" : root.getClass().getName();
  }

  /** Steps past wrappers that say nothing themselves, to the exception that does. */
  private static Throwable unwrap(Throwable thrown) {
    Throwable current = thrown;
    while ((current instanceof World.WorldActionException
            || current instanceof java.lang.reflect.InvocationTargetException
            || current instanceof ExceptionInInitializerError)
        && current.getCause() != null) {
      current = current.getCause();
    }
    return current;
  }

  /**
   * The first line of the message; when there is none, of {@code toString()} (some exceptions keep
   * their facts there), and the cause's message after it.
   */
  static String message(Throwable cause) {
    String message = cause.getMessage();
    if (message == null || message.isBlank()) {
      String text = cause.toString();
      message = text.equals(cause.getClass().getName()) ? "" : text;
    }
    String line = firstLine(message);
    if (cause.getCause() != null && cause.getCause() != cause) {
      line =
          line
              + (line.isEmpty() ? "" : " ")
              + "(caused by "
              + cause.getCause().getClass().getName()
              + ": "
              + firstLine(cause.getCause().getMessage())
              + ")";
    }
    return IDENTITY_HASH.matcher(line).replaceAll("@<hash>");
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "";
    }
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }
}
