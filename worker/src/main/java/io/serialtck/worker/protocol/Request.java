package io.serialtck.worker.protocol;

import io.serialtck.value.Value;
import java.io.Serializable;
import java.util.List;
import java.util.Map;

/** What the harness asks a worker. Each request gets exactly one {@link Response}. */
public sealed interface Request extends Serializable {

  /** Asks for the worker's JDK; answered by {@link Response.Hello}. */
  record Hello() implements Request {}

  /**
   * Creates a world from a class path and selects one configuration in it; answered by {@link
   * Response.WorldReady}.
   */
  record CreateWorld(String worldId, List<String> classpath, String configurationId)
      implements Request {}

  /** Adds generated classes (binary name to class file bytes) to a world. */
  record DefineClasses(String worldId, Map<String, byte[]> classes) implements Request {}

  /** Builds the value in the world and serializes it; answered by {@link Response.Written}. */
  record Write(String worldId, String className, Value value) implements Request {}

  /**
   * Deserializes bytes as the world's class, after importing metadata if there is some; answered by
   * {@link Response.ReadBack}.
   */
  record Read(String worldId, String className, byte[] payload, byte[] metadata)
      implements Request {}

  /**
   * Builds a flexibility fixture's object in the world and serializes it; answered by {@link
   * Response.Written}.
   *
   * @param fixtureClass binary name of an {@link io.serialtck.spi.Fixture} implementation
   */
  record WriteFixture(String worldId, String fixtureClass) implements Request {}

  /**
   * Deserializes bytes as the fixture's root type and observes the result and a faithful object;
   * answered by {@link Response.Observed}.
   */
  record ReadFixture(String worldId, String fixtureClass, byte[] payload, byte[] metadata)
      implements Request {}
}
