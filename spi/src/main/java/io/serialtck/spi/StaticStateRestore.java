package io.serialtck.spi;

/**
 * An optional capability of a {@link SerializerConfiguration} that {@link
 * SerializerConfiguration#keepsStaticState() keeps static state}: it can take a snapshot of that
 * state and put it back. The kit then does not make new worlds (a new class loader, a new copy of
 * the library) before every flexibility criterion, evolution scenario and property: it takes one
 * snapshot right after it made the world, and restores it instead. A world costs a library's whole
 * start (one-nio's took 81% of its worker's CPU, 674 worlds per configuration); a restore costs a
 * few map copies.
 *
 * <p>The snapshot must hold everything the library learns from the classes it meets and the bytes
 * it reads (registered serializers, resolved class names, options), so that after {@link
 * #restoreStaticState} the world answers every cell as a new world would. Counters that only name
 * classes the library generates (so that two generated classes never share a name) are best left to
 * grow: the world's class loader keeps the classes generated before the restore. A configuration
 * that cannot promise this does not implement the interface, and gets new worlds.
 *
 * <p>The kit calls {@link #snapshotStaticState()} once per world, on an instance it made for the
 * purpose, before any cell ran there, and {@link #restoreStaticState} with what it returned, on
 * another instance, between cells; neither runs while a write or a read runs in the world. The
 * snapshot lives in the world, so it may hold the library's own types.
 *
 * <p>The kit checks the promise for one-nio: its matrix run with restores has every cell's outcome
 * and mode of a run with new worlds (the tck's {@code StaticStateRestoreTest}, run again whenever
 * the library's version changes).
 */
@Experimental
public interface StaticStateRestore {

  /** What the library holds in static state now, in a form {@link #restoreStaticState} takes. */
  Object snapshotStaticState() throws Exception;

  /** Puts the library's static state back as it was when {@code snapshot} was taken. */
  void restoreStaticState(Object snapshot) throws Exception;
}
