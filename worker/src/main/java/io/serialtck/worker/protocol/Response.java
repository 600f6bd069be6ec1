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

  /**
   * The world exists; this is what its configuration says of itself.
   *
   * @param restoresStaticState whether its configuration keeps static state and took a snapshot of
   *     it ({@link io.serialtck.spi.StaticStateRestore}), so that {@link
   *     Request.RestoreStaticState} stands in for a new world
   */
  record WorldReady(ConfigurationInfo configuration, boolean restoresStaticState)
      implements Response {}

  /** A request without a result succeeded. */
  record Done() implements Response {}

  /**
   * The serialized bytes, and the class metadata the writer ships, or null.
   *
   * @param written the object as it was when the configuration wrote it (its containers in their
   *     real iteration order), or null for a flexibility fixture
   */
  record Written(byte[] payload, byte[] metadata, Value written) implements Response {}

  /**
   * What the reader made of the bytes, as a value tree checked against the declared types.
   *
   * @param consumed the bytes the library says it consumed ({@link io.serialtck.spi.ReadExtent}),
   *     or -1 when it does not say
   */
  record ReadBack(Value value, long consumed) implements Response {}

  /** The parts of a fixture, by name ({@link Request.ListParts}); empty when it has none. */
  record Parts(List<String> names) implements Response {}

  /**
   * The answers to a {@link Request.Sequence}'s steps, in order: a {@link Written}, a {@link
   * ReadBack} or a {@link Failure} each.
   *
   * @param heldInstance how the configuration says an application holds it ({@link
   *     io.serialtck.spi.SerializerConfiguration#heldInstance()})
   */
  record Sequence(List<Response> answers, String heldInstance) implements Response {

    public Sequence {
      answers = List.copyOf(answers);
    }
  }

  /**
   * A fixture's observation of what the reader made of the bytes, and of the object a faithful
   * reader makes, both in the reader's world.
   *
   * @param illTyped values of the read graph that are not instances of their declared types, when
   *     the observation is a summary that cannot show them (each {@code path: declared T holds C})
   * @param structuralFacts the fixture's {@link io.serialtck.spi.Fixture#structuralFacts()}
   * @param consumed the bytes the library says it consumed, or -1 when it does not say
   */
  record Observed(
      Value actual,
      Value expected,
      List<String> illTyped,
      Map<String, StructuralProperty> structuralFacts,
      long consumed)
      implements Response {

    /** The same observation with what the library said it consumed. */
    public Observed withConsumed(long bytes) {
      return new Observed(actual, expected, illTyped, structuralFacts, bytes);
    }
  }

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
      /**
       * The class's own public constructor or setter refused the value (it threw): the value is not
       * one the class lets its code build.
       */
      CONSTRUCT,
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

  /**
   * What each input of a {@link Request.ReadHostile} did, in order.
   *
   * @param hungAt the index of the input whose read did not end within the deadline (the worker
   *     must then be replaced: the read still runs), or -1; {@code reads} holds the inputs before
   *     it
   */
  record HostileReads(List<HostileRead> reads, int hungAt) implements Response {}

  /**
   * One hostile read.
   *
   * @param thrown the class of what the read threw, or null when it returned
   * @param message its message's first line
   * @param flavour {@code checked}, {@code runtime} or {@code error}
   * @param jdkType whether the thrown class is the JDK's own (loaded by the boot or platform
   *     loader) rather than the library's
   * @param allocatedBytes heap the reading thread allocated during the read, or -1 when unknown
   */
  record HostileRead(
      String thrown, String message, String flavour, boolean jdkType, long allocatedBytes)
      implements Serializable {}

  /**
   * What a {@link Request.ReadCanary} did.
   *
   * @param recorded what happened to the canary in the reader's world, in order: {@code looked up}
   *     (its loader was asked for it), then what the canary itself recorded ({@code initialized},
   *     {@code constructor}, {@code readObject}, {@code readResolve}, {@code setter})
   * @param readFailure the read's failure, or null when it returned
   * @param readClass the class of what the read returned, or null
   */
  record CanaryRead(List<String> recorded, Failure readFailure, String readClass)
      implements Response {}
}
