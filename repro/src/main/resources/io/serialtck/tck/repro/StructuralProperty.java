package repro.spi;

/**
 * A property of an object graph beyond its values, as SerialTCK names them: a difference in one of
 * them alone means the object was altered, not corrupted. A local copy of the kit's enum.
 */
public enum StructuralProperty {
  CONTAINER_CLASS,
  SHARED_IDENTITY,
  IMMUTABILITY,
  HOOK,
  INTERNAL_STATE,
  CAPACITY
}
