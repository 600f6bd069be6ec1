package io.serialtck.worker.protocol;

import io.serialtck.spi.StructuralProperty;
import io.serialtck.value.Value;
import java.io.Serializable;
import java.util.List;
import java.util.Map;

/** A worker's answer to one {@link Request}. */
public sealed interface Response extends Serializable {

  /** The worker's JDK, e.g. {@code 17.0.15+6} and its vendor. */
  record Hello(String jdkVersion, String jdkVendor, int jdkFeature) implements Response {}

  /** The world exists; this is what its configuration says of itself. */
  record WorldReady(ConfigurationInfo configuration) implements Response {}

  /** A request without a result succeeded. */
  record Done() implements Response {}

  /**
   * The serialized bytes, and the class metadata the writer ships, or null.
   *
   * @param written the object as it was when the configuration wrote it (its containers in their
   *     real iteration order), or null for a flexibility fixture
   */
  record Written(byte[] payload, byte[] metadata, Value written) implements Response {}

  /** What the reader made of the bytes, as a value tree checked against the declared types. */
  record ReadBack(Value value) implements Response {}

  /**
   * A fixture's observation of what the reader made of the bytes, and of the object a faithful
   * reader makes, both in the reader's world.
   *
   * @param illTyped values of the read graph that are not instances of their declared types, when
   *     the observation is a summary that cannot show them (each {@code path: declared T holds C})
   * @param structuralFacts the fixture's {@link io.serialtck.spi.Fixture#structuralFacts()}
   */
  record Observed(
      Value actual,
      Value expected,
      List<String> illTyped,
      Map<String, StructuralProperty> structuralFacts)
      implements Response {}

  /**
   * The request failed inside the worker.
   *
   * @param stage where: {@link Stage#WRITE} and {@link Stage#READ} are the library's answer; others
   *     are faults of the kit or of its set-up
   * @param rootCauseClass the class of the innermost cause, when the exception has one; else empty
   */
  record Failure(
      Stage stage,
      String exceptionClass,
      String message,
      String stackExcerpt,
      String rootCauseClass)
      implements Response {

    /** Where a request failed. */
    public enum Stage {
      /** The library refused to serialize. */
      WRITE,
      /** The library refused to deserialize. */
      READ,
      /** Creating the world or selecting its configuration failed. */
      WORLD,
      /** Defining generated classes failed. */
      DEFINE,
      /** Building the writer's object from the value tree failed. */
      MATERIALIZE,
      /** Turning the reader's object into a value tree failed. */
      CAPTURE,
      /** The request itself was not understood. */
      PROTOCOL;

      /** Whether a failure at this stage is the library's own answer, not the kit's fault. */
      public boolean isLibraryAnswer() {
        return this == WRITE || this == READ;
      }
    }
  }
}
