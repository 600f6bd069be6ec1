/**
 * A team's own classes across two of its releases: their shapes read from the compiled classes
 * ({@link io.serialtck.tck.release.ClassShapes}), what changed between the releases ({@link
 * io.serialtck.tck.release.ReleaseChanges}), and category {@code release} ({@link
 * io.serialtck.tck.release.ReleaseCategory}), which the matrix runner runs as it runs the matrix's
 * categories: its cells write with one release and read with the other in a configuration's worker
 * ({@link io.serialtck.tck.release.ReleaseRootCell}), from what the plan holds as its setting
 * ({@link io.serialtck.tck.release.ReleaseSetting}).
 */
package io.serialtck.tck.release;
