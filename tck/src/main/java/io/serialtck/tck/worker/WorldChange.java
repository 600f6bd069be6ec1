package io.serialtck.tck.worker;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a {@link WorkerSession} changes in its worlds without asking the worker anything yet: the
 * worker learns it before the next request that needs an answer. A cell cache ({@link
 * SessionCache}) counts these among a cell's inputs, so that a cell replayed from it has been asked
 * in the same worlds.
 */
public sealed interface WorldChange {

  /** The worlds the change touches. */
  List<String> worlds();

  /** Applies the change to the session's view of its worlds. */
  void applyTo(WorkerSession session);

  /** New worlds: a new class loader, a new copy of the library, no generated classes. */
  record Renew(List<String> worlds) implements WorldChange {

    public Renew {
      worlds = List.copyOf(worlds);
    }

    @Override
    public void applyTo(WorkerSession session) {
      session.applyRenew(worlds);
    }
  }

  /**
   * The static state of new worlds: restored where the world's configuration can ({@link
   * io.serialtck.spi.StaticStateRestore}), else new worlds.
   */
  record Reset(List<String> worlds) implements WorldChange {

    public Reset {
      worlds = List.copyOf(worlds);
    }

    @Override
    public void applyTo(WorkerSession session) {
      session.applyReset(worlds);
    }
  }

  /**
   * Generated classes a world is to hold, by binary name (sorted, so that two equal sets of classes
   * are one change).
   */
  record Define(String world, Map<String, byte[]> classes) implements WorldChange {

    public Define {
      classes = new TreeMap<>(classes);
    }

    @Override
    public List<String> worlds() {
      return List.of(world);
    }

    @Override
    public void applyTo(WorkerSession session) {
      session.applyDefine(world, classes);
    }
  }
}
