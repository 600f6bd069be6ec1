package repro.spi;

import java.util.Map;

/**
 * A flexibility fixture, as SerialTCK declares it: builds the object one criterion writes, and says
 * what of the object read back is compared with what a faithful reader would have. A local copy of
 * the kit's contract, so that the fixture's own source runs here unchanged but for its package.
 */
public interface Fixture {

  /** A new object graph, the same on every call. */
  Object create();

  /** The root class the reader asks the library for; by default the class of {@link #create()}. */
  default Class<?> rootType() {
    return create().getClass();
  }

  /** What a faithful reader produces: by default {@link #create()}. */
  default Object expected() {
    return create();
  }

  /** What of an object is compared: by default the object itself, else a summary of facts. */
  default Object observe(Object read) {
    return read;
  }

  /** The facts of {@link #observe}'s result that record a structural property, not a value. */
  default Map<String, StructuralProperty> structuralFacts() {
    return Map.of();
  }
}
