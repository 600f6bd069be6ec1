package io.serialtck.tck.release;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The two worlds of one configuration's release cells, each a whole class path: the release's
 * classes and their dependencies first, then the configuration's own world (its library, at the
 * side's version when a library upgrade is compared; in a migration, the earlier side's world runs
 * the configuration migrated from); the worker adds the fixtures at the end.
 *
 * @param beforeLabel how the earlier side is named in cells and reports ({@code 1.0})
 * @param afterLabel the later side's name
 * @param jvmFlags the flags of the worker holding both worlds: the configuration's, and those it
 *     states for the library's version on each side when a library upgrade is compared
 * @param beforeConfiguration in a migration ({@code jackson-default..jackson3-default}), the
 *     configuration the earlier side's world runs; empty when both run the cells' configuration
 */
public record ReleaseWorlds(
    String beforeLabel,
    List<Path> before,
    String afterLabel,
    List<Path> after,
    List<String> jvmFlags,
    Optional<String> beforeConfiguration) {

  public ReleaseWorlds {
    before = List.copyOf(before);
    after = List.copyOf(after);
    jvmFlags = List.copyOf(jvmFlags);
  }
}
