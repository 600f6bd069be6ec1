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

  /**
   * Builds the value in the world and serializes it with a fresh instance of the world's
   * configuration, told first of the classes the value is made of; answered by {@link
   * Response.Written}.
   *
   * @param classes the classes to announce, by {@link Class#getName()}, in the order of {@link
   *     io.serialtck.value.ValueClasses}
   */
  record Write(String worldId, String className, Value value, List<String> classes)
      implements Request {}

  /**
   * Deserializes bytes as the world's class with a fresh instance of the world's configuration,
   * told first of the classes it should read back, after importing metadata if there is some;
   * answered by {@link Response.ReadBack}.
   *
   * @param classes the classes of the object a faithful read gives, as for {@link Write}
   */
  record Read(
      String worldId, String className, byte[] payload, byte[] metadata, List<String> classes)
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
