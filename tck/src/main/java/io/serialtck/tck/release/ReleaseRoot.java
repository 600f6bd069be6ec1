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
    ReadShape old = ClassShapes.read(before, className);
    ReadShape updated = ClassShapes.read(after, className);
    return new ReleaseRoot(
        className, old, updated, ReleaseChanges.between(old.shape(), updated.shape()));
  }

  /** The cell's scenario id, the class name: {@code com.example.OrderDto}. */
  public String scenario() {
    return className;
  }
}
