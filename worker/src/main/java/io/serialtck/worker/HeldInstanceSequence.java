package io.serialtck.worker;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.value.DeepStack;
import io.serialtck.value.Value;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.protocol.Response.Failure.Stage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;

/**
 * Answers a {@link Request.Sequence}: one instance of the world's configuration, made once and told
 * its classes once, performs every step, as an application holds its serializer. Unlike every other
 * request, nothing here is a fresh instance: what the library learnt in one step is there in the
 * next.
 */
final class HeldInstanceSequence {

  private final ExecutorService values;

  /**
   * @param values the helper of a large stack that materializes and captures value trees ({@link
   *     RequestHandler})
   */
  HeldInstanceSequence(ExecutorService values) {
    this.values = values;
  }

  Response run(World world, Request.Sequence sequence) {
    SerializerConfiguration held;
    List<Class<?>> classes;
    try {
      classes = world.loadAll(sequence.classes());
      held = world.fresh();
    } catch (Throwable e) {
      return Failures.of(Stage.DEFINE, e);
    }
    try {
      world.prepare(held, null, classes);
    } catch (Throwable e) {
      return Failures.of(Stage.WRITE, e);
    }
    List<Response> answers = new ArrayList<>();
    for (Request.SequenceStep step : sequence.steps()) {
      if (step instanceof Request.WriteStep write) {
        answers.add(write(world, held, write));
      } else if (step instanceof Request.ReadStep read) {
        answers.add(read(world, held, read));
      }
    }
    String heldInstance;
    try {
      heldInstance = world.inside(held::heldInstance);
    } catch (Throwable e) {
      return Failures.of(Stage.PROTOCOL, e);
    }
    return new Response.Sequence(answers, heldInstance);
  }

  private Response write(World world, SerializerConfiguration held, Request.WriteStep step) {
    Object object;
    Class<?> rootType;
    Value written;
    try {
      Made made =
          DeepStack.call(
              values,
              () -> {
                Object materialized =
                    world.inside(
                        () -> ValueMaterializer.materialize(step.value(), world.loader(), false));
                Class<?> root = world.load(step.className());
                Value captured = world.inside(() -> ValueCapture.capture(materialized, root));
                return new Made(materialized, root, captured);
              });
      object = made.object();
      rootType = made.rootType();
      written = made.captured();
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
    try {
      return world.inside(
          () -> {
            byte[] payload = held.write(object);
            Optional<byte[]> metadata = held.exportMetadata(rootType);
            return new Response.Written(payload, metadata.orElse(null), written);
          });
    } catch (Throwable e) {
      return Failures.of(Stage.WRITE, e);
    }
  }

  /** What the helper made of a step's value: the object, its root class, what capture sees. */
  private record Made(Object object, Class<?> rootType, Value captured) {}

  private Response read(World world, SerializerConfiguration held, Request.ReadStep step) {
    Class<?> type;
    try {
      type = world.load(step.className());
    } catch (Throwable e) {
      return Failures.of(Stage.DEFINE, e);
    }
    Object object;
    try {
      object =
          world.inside(
              () -> {
                if (step.metadata() != null) {
                  held.importMetadata(step.metadata());
                }
                return held.read(step.payload(), type);
              });
    } catch (Throwable e) {
      return Failures.of(Stage.READ, e);
    }
    try {
      Value value = RequestHandler.capture(values, world, object, type);
      return new Response.ReadBack(value, world.consumed(held));
    } catch (Throwable e) {
      return Failures.of(Stage.CAPTURE, e);
    }
  }
}
