package io.serialtck.report.cli;

/**
 * What the environment, not the user's options nor a library, stopped: its message is the one line
 * printed, naming the path and the cause. Exit code {@link ExitCodes#ENVIRONMENT}.
 */
final class EnvironmentException extends RuntimeException {

  EnvironmentException(String message) {
    super(message);
  }

  EnvironmentException(String message, Throwable cause) {
    super(message, cause);
  }
}
