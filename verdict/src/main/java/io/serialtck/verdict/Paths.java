package io.serialtck.verdict;

import io.serialtck.value.Value;
import java.util.Set;

/**
 * How a comparison names a place in an object: {@code address.zip}, {@code tags[1]}, {@code
 * scores["alice"]}; the root is {@code object}.
 */
final class Paths {

  private Paths() {}

  static String field(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }

  static String index(String path, int index) {
    return path + "[" + index + "]";
  }

  static String key(String path, Value key) {
    return path + "[" + key.render() + "]";
  }

  static String shown(String path) {
    return path.isEmpty() ? "object" : path;
  }

  /**
   * The first segment of a path: a root field ({@code restoredBy} of {@code restoredBy.x}) or a key
   * of a root map, unquoted ({@code unmodifiable} of {@code ["unmodifiable"]}).
   */
  static String head(String path) {
    if (path.startsWith("[\"")) {
      int end = path.indexOf("\"]");
      return end < 0 ? path : path.substring(2, end);
    }
    int end = 0;
    while (end < path.length() && path.charAt(end) != '.' && path.charAt(end) != '[') {
      end++;
    }
    return path.substring(0, end);
  }

  /**
   * Whether a place lies at or inside one of the given paths, where {@code tags[]} stands for every
   * element of {@code tags}: {@code tags[2].name} lies inside {@code tags[]}.
   */
  static boolean isWithin(String path, Set<String> paths) {
    String normalized = path.replaceAll("\\[\\d+]", "[]");
    for (String outer : paths) {
      if (normalized.equals(outer)
          || normalized.startsWith(outer + ".")
          || normalized.startsWith(outer + "[")) {
        return true;
      }
    }
    return false;
  }
}
