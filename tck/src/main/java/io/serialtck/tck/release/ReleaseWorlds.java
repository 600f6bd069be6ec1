package io.serialtck.tck.release;

import java.nio.file.Path;
import java.util.List;

/**
 * The two worlds of one configuration's release cells, each a whole class path: the release's
 * classes and their dependencies first, then the configuration's own world (its library, at the
 * side's version when a library upgrade is compared); the worker adds the fixtures at the end.
 *
 * @param beforeLabel how the earlier side is named in cells and reports ({@code 1.0})
 * @param afterLabel the later side's name
 * @param jvmFlags the flags of the worker holding both worlds: the configuration's, and those it
 *     states for the library's version on each side when a library upgrade is compared
 */
public record ReleaseWorlds(
    String beforeLabel,
    List<Path> before,
    String afterLabel,
    List<Path> after,
    List<String> jvmFlags) {

  public ReleaseWorlds {
    before = List.copyOf(before);
    after = List.copyOf(after);
    jvmFlags = List.copyOf(jvmFlags);
  }
}
