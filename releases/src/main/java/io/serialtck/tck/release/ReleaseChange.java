package io.serialtck.tck.release;

import java.util.Optional;

/**
 * One change in a team's class graph between two releases.
 *
 * @param kind what changed
 * @param className the class (or enum) it changed in
 * @param member the field, the constant or the subtype (a class name), or empty for a change of the
 *     class itself
 * @param text the change as a line of the change list, after the member's name
 * @param renamedTo for a removed field that a field added in the same class with the same type may
 *     have replaced, or a removed constant where one was added at the same place (a possible
 *     rename, not declared), or for a declared rename (of a field or a constant), the new name
 */
public record ReleaseChange(
    Kind kind, String className, String member, String text, Optional<String> renamedTo) {

  /** The kinds of change the kit tells apart. */
  public enum Kind {
    FIELD_ADDED,
    FIELD_REMOVED,
    FIELD_RENAMED,
    FIELD_CHANGED,
    CONSTANT_ADDED,
    CONSTANT_REMOVED,
    CONSTANT_RENAMED,
    CONSTANTS_REORDERED,
    COMPONENTS_REORDERED,
    CLASS_MOVED,
    SUBTYPE_ADDED,
    SUBTYPE_REMOVED,
    CLASS_CHANGED,
    CLASS_ONLY_BEFORE,
    CLASS_ONLY_AFTER
  }

  /**
   * {@code com.example.OrderLine.quantity}, the class name for a change of the class, the subtype's
   * for a subtype added or removed.
   */
  public String where() {
    if (kind == Kind.SUBTYPE_ADDED || kind == Kind.SUBTYPE_REMOVED) {
      return member;
    }
    return member.isEmpty() ? className : className + "." + member;
  }

  /**
   * The change as the change list prints it: {@code com.example.OrderLine.quantity: long -> ...}.
   */
  public String line() {
    return where() + ": " + text;
  }

  /** A removed field that may have been renamed, the rename not declared. */
  public boolean isPossibleRename() {
    return kind == Kind.FIELD_REMOVED && renamedTo.isPresent();
  }

  /** A removed field whose values no reader of the later release keeps. */
  public boolean dropsData() {
    return kind == Kind.FIELD_REMOVED;
  }
}
