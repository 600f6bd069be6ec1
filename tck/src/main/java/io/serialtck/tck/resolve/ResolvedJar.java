package io.serialtck.tck.resolve;

import java.nio.file.Path;

/**
 * One jar of a resolved library: the library itself or one of its runtime dependencies.
 *
 * @param coordinates what the jar is, with the version that was resolved
 * @param file the jar in the local repository
 */
public record ResolvedJar(LibraryCoordinates coordinates, Path file) {}
