package io.serialtck.maven;

import java.nio.file.Path;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.project.MavenProject;

/** The command that accepts a run, as typed where the build was started. */
final class AcceptCommand {

  private AcceptCommand() {}

  /**
   * {@code command} as is for the project the build was started in; for a module of a larger build,
   * with {@code -pl <module> -am}, so that only that module's baseline is rewritten.
   */
  static String forProject(String command, MavenSession session, MavenProject project) {
    if (project.isExecutionRoot() || session.getExecutionRootDirectory() == null) {
      return command;
    }
    Path root = Path.of(session.getExecutionRootDirectory()).toAbsolutePath().normalize();
    Path module = project.getBasedir().toPath().toAbsolutePath().normalize();
    return forModule(command, root.relativize(module).toString());
  }

  static String forModule(String command, String modulePath) {
    return modulePath.isEmpty() ? command : command + " -pl " + modulePath + " -am";
  }
}
