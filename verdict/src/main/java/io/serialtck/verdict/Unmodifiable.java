package io.serialtck.verdict;

/**
 * Whether a JDK container class is unmodifiable by name: the classes behind {@code List.of}, {@code
 * Map.of} and {@code Set.of} ({@code ImmutableCollections$...}) and behind {@code
 * Collections.unmodifiable...}, {@code emptyList()} and {@code singletonList(...)}.
 */
final class Unmodifiable {

  private Unmodifiable() {}

  static boolean is(String className) {
    return className.startsWith("java.util.ImmutableCollections$")
        || className.startsWith("java.util.Collections$Unmodifiable")
        || className.startsWith("java.util.Collections$Empty")
        || className.startsWith("java.util.Collections$Singleton");
  }
}
