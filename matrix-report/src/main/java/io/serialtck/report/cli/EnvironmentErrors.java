package io.serialtck.report.cli;

import io.serialtck.tck.results.NewerSchemaException;
import io.serialtck.tck.results.ResultsFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import picocli.CommandLine;

/**
 * Turns an environment error escaping a command (a path that cannot be read or written, a results
 * file that cannot be read, a document a newer kit wrote) into one line naming the path and the
 * cause and exit code {@link ExitCodes#ENVIRONMENT}; anything else is a bug of the kit and keeps
 * its stack trace.
 */
final class EnvironmentErrors implements CommandLine.IExecutionExceptionHandler {

  @Override
  public int handleExecutionException(
      Exception exception, CommandLine commandLine, CommandLine.ParseResult parseResult)
      throws Exception {
    String line = describe(exception);
    if (line == null) {
      throw exception;
    }
    commandLine.getErr().println(commandLine.getCommandSpec().qualifiedName() + ": " + line);
    return ExitCodes.ENVIRONMENT;
  }

  /** The one line for an environment error, or null when the exception is not one. */
  static String describe(Throwable exception) {
    for (Throwable t = exception; t != null; t = t.getCause()) {
      if (t instanceof EnvironmentException
          || t instanceof ResultsFolder.ResultsException
          || t instanceof NewerSchemaException) {
        return t.getMessage();
      }
    }
    IOException io = ioCause(exception);
    if (io == null) {
      return null;
    }
    String context =
        exception instanceof UncheckedIOException && exception.getMessage() != null
            ? exception.getMessage()
            : null;
    String cause = cause(io);
    if (context == null || context.equals(io.toString())) {
      return cause;
    }
    return context + ": " + cause;
  }

  /** A parser's message ends with the location on lines of its own: the first line says it all. */
  private static String firstLine(String message) {
    return message.lines().findFirst().orElse(message);
  }

  private static IOException ioCause(Throwable exception) {
    for (Throwable t = exception; t != null; t = t.getCause()) {
      if (t instanceof IOException io) {
        return io;
      }
    }
    return null;
  }

  /** The path and the reason of a file system error, in words, else the exception's message. */
  private static String cause(IOException io) {
    if (io instanceof NoSuchFileException missing) {
      return "no such file or folder: " + missing.getFile();
    }
    if (io instanceof AccessDeniedException denied) {
      return "permission denied: " + denied.getFile();
    }
    if (io instanceof NotDirectoryException notFolder) {
      return "not a folder: " + notFolder.getFile();
    }
    if (io instanceof FileSystemException fs) {
      String reason = fs.getReason() != null ? fs.getReason() : fs.getClass().getSimpleName();
      return fs.getFile() != null ? fs.getFile() + ": " + reason : reason;
    }
    return io.getMessage() != null ? firstLine(io.getMessage()) : io.getClass().getSimpleName();
  }
}
