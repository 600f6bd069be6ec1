package io.serialtck.spi;

import java.util.Map;

/**
 * A flexibility fixture: builds the object one criterion writes, and says what of the object read
 * back is compared with what a faithful reader would have. A fixture lives inside a world, next to
 * the library, so it may use any class; the worker calls it through this interface, which is shared
 * with the harness.
 *
 * <p>Implementations need a public no-arg constructor. The worker writes {@link #create()} in one
 * world, reads the bytes as {@link #rootType()} in another world, and compares {@code
 * observe(read)} with {@code observe(expected())}, both captured as value trees in the reader's
 * world: fields by name, classes by name, order where the container keeps order, and identity
 * (shared and cyclic references). Any difference is silent corruption of a round trip.
 */
@Stable
public interface Fixture {

  /** A new object graph, the same on every call. */
  Object create();

  /** The root class the reader asks the library for; by default the class of {@link #create()}. */
  default Class<?> rootType() {
    return create().getClass();
  }

  /**
   * What a faithful reader produces: by default {@link #create()}. A fixture whose rule says a
   * value must not arrive (a transient field) returns the object with that value at its default.
   */
  default Object expected() {
    return create();
  }

  /**
   * What of an object is compared: by default the object itself. A fixture whose rule is about
   * behaviour (a lambda applied, {@code readResolve}'s singleton) or about a large graph (a 1 MB
   * payload, a 10,000-deep chain) returns a small summary instead, such as a {@code LinkedHashMap}
   * of named facts.
   */
  default Object observe(Object read) {
    return read;
  }

  /**
   * The parts of {@link #observe}'s result that record a structural property rather than a value:
   * keys of a summary map ({@code "unmodifiable"}) or fields of the root ({@code "restoredBy"}, set
   * only by a hook). When every difference lies in them, the cell is {@code ALTERED} with the
   * property named, not {@code CORRUPTED}. By default none: every fact is a value.
   */
  default Map<String, StructuralProperty> structuralFacts() {
    return Map.of();
  }
}
