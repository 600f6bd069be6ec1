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

  /**
   * Puts a world's static state back as it was when the world was made, for a world whose {@link
   * Response.WorldReady#restoresStaticState()} said it can; answered by {@link Response.Done}.
   */
  record RestoreStaticState(String worldId) implements Request {}

  /** Adds generated classes (binary name to class file bytes) to a world. */
  record DefineClasses(String worldId, Map<String, byte[]> classes) implements Request {}

  /**
   * Builds the value in the world and serializes it with a fresh instance of the world's
   * configuration, told first of the classes the value is made of; answered by {@link
   * Response.Written}.
   *
   * @param classes the classes to announce, by {@link Class#getName()}, in the order of {@link
   *     io.serialtck.value.ValueClasses}
   * @param throughConstructors build objects as their classes' own code would, through a public
   *     constructor and public setters ({@link io.serialtck.worker.ConstructorChoice}), rather than
   *     field by field without running a constructor
   */
  record Write(
      String worldId,
      String className,
      Value value,
      List<String> classes,
      boolean throughConstructors)
      implements Request {

    /** A write whose objects are built field by field, without running a constructor. */
    public Write(String worldId, String className, Value value, List<String> classes) {
      this(worldId, className, value, classes, false);
    }
  }

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
   * @param part the one root field kept, every other at its default ({@link
   *     io.serialtck.worker.FixtureParts}), or null for the whole fixture
   */
  record WriteFixture(String worldId, String fixtureClass, String part) implements Request {

    /** The whole fixture. */
    public WriteFixture(String worldId, String fixtureClass) {
      this(worldId, fixtureClass, null);
    }
  }

  /**
   * Deserializes bytes as the fixture's root type and observes the result and a faithful object (of
   * the part, when {@code part} names one, as for {@link WriteFixture}); answered by {@link
   * Response.Observed}.
   */
  record ReadFixture(
      String worldId, String fixtureClass, String part, byte[] payload, byte[] metadata)
      implements Request {

    /** The whole fixture. */
    public ReadFixture(String worldId, String fixtureClass, byte[] payload, byte[] metadata) {
      this(worldId, fixtureClass, null, payload, metadata);
    }
  }

  /**
   * Names a fixture's parts ({@link io.serialtck.worker.FixtureParts#names}); answered by {@link
   * Response.Parts}, empty for a fixture that has none.
   */
  record ListParts(String worldId, String fixtureClass) implements Request {}

  /**
   * Reads each input with a fresh instance of the world's configuration, as the root type of the
   * fixture (or {@code rootClass} when there is no fixture), told first of that root's classes, on
   * a thread of its own with the JVM's default stack, and measures the heap each read allocated;
   * answered by {@link Response.HostileReads}. Before each measured read the same instance reads
   * {@code warmup} (the bytes the inputs were made from), so that what is measured is the input's
   * own cost, not the library's first-use set-up.
   *
   * @param fixtureClass a {@link io.serialtck.spi.Fixture} whose root type and expected object's
   *     classes the reader is given, or null
   * @param rootClass the root type when {@code fixtureClass} is null
   * @param warmup bytes read before each input, unmeasured, or null
   * @param deadlineMillis how long one read may take before the worker answers with the reads so
   *     far and the index of the one still running
   */
  record ReadHostile(
      String worldId,
      String fixtureClass,
      String rootClass,
      byte[] warmup,
      byte[] metadata,
      List<byte[]> inputs,
      long deadlineMillis)
      implements Request {}

  /**
   * Links {@code depth} new objects of {@code nestClass} through its field {@code linkField} and
   * has a fresh instance of the world's configuration write the outermost, on a thread with a large
   * stack; answered by {@link Response.Written}.
   */
  record WriteNest(String worldId, String nestClass, String linkField, int depth)
      implements Request {}

  /**
   * Reads bytes that name a canary class as the fixture's root type, at the configuration's own
   * settings or at its library's secure ones ({@link io.serialtck.spi.SecureSettings}), and asks
   * the world what happened to the canary; answered by {@link Response.CanaryRead}.
   */
  record ReadCanary(
      String worldId,
      String fixtureClass,
      String canaryClass,
      byte[] payload,
      byte[] metadata,
      boolean secure)
      implements Request {}

  /**
   * Has ONE instance of the world's configuration, made once and told {@code classes} once, as an
   * application holds its serializer, perform the steps in order; answered by {@link
   * Response.Sequence}, one answer per step ({@link Response.Written}, {@link Response.ReadBack} or
   * {@link Response.Failure}). A failed step does not end the sequence: the same instance goes on
   * to the next step.
   *
   * @param classes the classes the instance is told before its first step, as for {@link Write}
   */
  record Sequence(String worldId, List<String> classes, List<SequenceStep> steps)
      implements Request {

    public Sequence {
      classes = List.copyOf(classes);
      steps = List.copyOf(steps);
    }
  }

  /** One step of a {@link Sequence}. */
  sealed interface SequenceStep extends Serializable {}

  /**
   * The held instance builds {@code value} in the world, as {@code className}, and writes it, then
   * exports its metadata for that class.
   */
  record WriteStep(String className, Value value) implements SequenceStep {}

  /**
   * The held instance imports {@code metadata} when there is some and reads {@code payload} as
   * {@code className}.
   */
  record ReadStep(String className, byte[] payload, byte[] metadata) implements SequenceStep {}
}
