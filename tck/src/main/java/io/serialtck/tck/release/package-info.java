/**
 * A team's own classes across two of its releases: their shapes read from the compiled classes
 * ({@link io.serialtck.tck.release.ClassShapes}), what changed between the releases ({@link
 * io.serialtck.tck.release.ReleaseChanges}), and the cells that write with one release and read
 * with the other in a configuration's worker ({@link io.serialtck.tck.release.ReleaseCells}).
 */
package io.serialtck.tck.release;
