package io.serialtck.spi;

/**
 * A property of an object graph beyond its values, which a reader can keep or lose while every
 * value arrives. A difference in one of them alone makes a cell {@code ALTERED}, not {@code
 * CORRUPTED}: the data is there, but code that relies on the property may misbehave.
 */
@Stable
public enum StructuralProperty {
  /**
   * The class of a value where its declared type leaves it open: a {@code LinkedHashSet} behind a
   * {@code Set} field read back as a {@code HashSet}, a {@code Date} subclass.
   */
  CONTAINER_CLASS("container class"),
  /** One object referenced twice reads back as one object, not two equal copies. */
  SHARED_IDENTITY("shared identity"),
  /** An unmodifiable collection reads back unmodifiable. */
  IMMUTABILITY("immutability"),
  /**
   * A serialization hook the class declares ({@code readResolve}, {@code readObject}, {@code
   * readExternal}) ran on reading.
   */
  HOOK("hook not honoured"),
  /**
   * Internal state a value rebuilds when deserialized by its own hooks (a {@code ZoneOffset}'s
   * transient id) is there: the value {@code equals} the original but does not print alike.
   */
  INTERNAL_STATE("internal state not rebuilt"),
  /**
   * A bounded container reads back with its bound: a {@code LinkedBlockingQueue} of capacity 3 read
   * back unbounded holds the same elements but no longer refuses a fourth.
   */
  CAPACITY("capacity");

  private final String lost;

  StructuralProperty(String lost) {
    this.lost = lost;
  }

  /** How a report names the property when it was lost, e.g. {@code shared identity}. */
  public String whenLost() {
    return lost;
  }
}
