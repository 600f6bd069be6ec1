package io.serialtck.tck.release;

/**
 * One root class of a team's model in both releases.
 *
 * @param className its name, the same in both releases
 * @param before its shape in the earlier release
 * @param after its shape in the later release
 * @param changes what changed between them, over the whole graph the root reaches
 */
public record ReleaseRoot(
    String className, ReadShape before, ReadShape after, ReleaseChanges changes) {

  /** Reads both shapes and their changes. */
  public static ReleaseRoot of(String className, ClassLoader before, ClassLoader after) {
    return of(className, before, after, Renames.NONE);
  }

  /**
   * Reads both shapes, what their classes' construction gives their fields, and their changes with
   * the declared renames.
   *
   * @throws IllegalArgumentException when a class cannot be read or a declared rename does not fit
   */
  public static ReleaseRoot of(
      String className, ClassLoader before, ClassLoader after, Renames renames) {
    ReadShape old = ClassShapes.read(before, className).withConstructed(before);
    ReadShape updated = ClassShapes.read(after, className).withConstructed(after);
    return new ReleaseRoot(
        className, old, updated, ReleaseChanges.between(old.shape(), updated.shape(), renames));
  }

  /** The cell's scenario id, the class name: {@code com.example.OrderDto}. */
  public String scenario() {
    return className;
  }
}
