package io.serialtck.worker;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.value.DeepStack;
import io.serialtck.value.Value;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.protocol.Response.Failure.Stage;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;

/**
 * Answers requests against the worlds of one worker JVM, on the thread that calls {@link #handle}
 * (the library thread, {@link WorkerMain}), but for the kit's walks of a value tree, which it hands
 * to a helper thread of a large stack ({@link DeepStack}): the materialization of a value to write
 * and the capture of what was written and what was read. The library's own code (its write, read,
 * set-up) never runs on the helper.
 */
final class RequestHandler {

  private final Map<String, World> worlds = new HashMap<>();
  private final FixtureExchange fixtures = new FixtureExchange();
  private final HostileReads hostileReads = new HostileReads();
  private final NestWriter nests = new NestWriter();
  private final CanaryReads canaries = new CanaryReads();
  private final HeldInstanceSequence sequences;
  private final ExecutorService values;

  /**
   * @param values the helper of a large stack that materializes and captures value trees
   */
  RequestHandler(ExecutorService values) {
    this.values = values;
    this.sequences = new HeldInstanceSequence(values);
  }

  Response handle(Request request) {
    if (request instanceof Request.Hello) {
      Runtime.Version version = Runtime.version();
      return new Response.Hello(
          version.toString(), System.getProperty("java.vendor"), version.feature());
    } else if (request instanceof Request.CreateWorld create) {
      return attempt(Stage.WORLD, () -> createWorld(create));
    } else if (request instanceof Request.RestoreStaticState restore) {
      return attempt(
          Stage.WORLD,
          () -> {
            world(restore.worldId()).restoreStaticState();
            return new Response.Done();
          });
    } else if (request instanceof Request.DefineClasses define) {
      return attempt(Stage.DEFINE, () -> define(define));
    } else if (request instanceof Request.Write write) {
      return write(write);
    } else if (request instanceof Request.Read read) {
      return read(read);
    } else if (request instanceof Request.WriteFixture write) {
      return attempt(
          Stage.PROTOCOL,
          () -> fixtures.write(world(write.worldId()), write.fixtureClass(), write.part()));
    } else if (request instanceof Request.ListParts list) {
      return attempt(
          Stage.PROTOCOL, () -> fixtures.parts(world(list.worldId()), list.fixtureClass()));
    } else if (request instanceof Request.ReadFixture read) {
      return attempt(Stage.PROTOCOL, () -> fixtures.read(world(read.worldId()), read));
    } else if (request instanceof Request.ReadHostile read) {
      return attempt(Stage.PROTOCOL, () -> hostileReads.read(world(read.worldId()), read));
    } else if (request instanceof Request.WriteNest write) {
      return attempt(Stage.PROTOCOL, () -> nests.write(world(write.worldId()), write));
    } else if (request instanceof Request.ReadCanary read) {
      return attempt(Stage.PROTOCOL, () -> canaries.read(world(read.worldId()), read));
    } else if (request instanceof Request.Sequence sequence) {
      return attempt(Stage.PROTOCOL, () -> sequences.run(world(sequence.worldId()), sequence));
    }
    return Failures.of(Stage.PROTOCOL, new IllegalArgumentException("unknown request " + request));
  }

  private Response createWorld(Request.CreateWorld create) {
    World previous = worlds.remove(create.worldId());
    if (previous != null) {
      previous.loader().close();
    }
    List<Path> classpath = create.classpath().stream().map(Path::of).toList();
    World world = World.create(create.worldId(), classpath, create.configurationId());
    worlds.put(create.worldId(), world);
    return new Response.WorldReady(
        world.info(Runtime.version().feature()), world.restoresStaticState());
  }

  private Response define(Request.DefineClasses define) {
    world(define.worldId()).loader().addClasses(define.classes());
    return new Response.Done();
  }

  private Response write(Request.Write write) {
    World world;
    Object object;
    Class<?> rootType;
    List<Class<?>> classes;
    SerializerConfiguration configuration;
    Value written;
    try {
      world = world(write.worldId());
      Materialized made =
          DeepStack.call(
              values,
              () -> {
                Object materialized =
                    world.inside(
                        () ->
                            ValueMaterializer.materialize(
                                write.value(), world.loader(), write.throughConstructors()));
                Class<?> root = world.load(write.className());
                List<Class<?>> loaded = world.loadAll(write.classes());
                Value captured = world.inside(() -> ValueCapture.capture(materialized, root));
                return new Materialized(materialized, root, loaded, captured);
              });
      object = made.object();
      rootType = made.rootType();
      classes = made.classes();
      written = made.captured();
      configuration = world.fresh();
    } catch (Throwable e) {
      return Failures.of(refusedByTheClass(e) ? Stage.CONSTRUCT : Stage.MATERIALIZE, e);
    }
    return attempt(
        Stage.WRITE,
        () -> {
          World.Written bytes = world.write(configuration, object, rootType, classes);
          return new Response.Written(bytes.payload(), bytes.metadata(), written);
        });
  }

  /**
   * What the helper made of a value to write: the object, the classes the write names as the world
   * loads them, and what {@link ValueCapture} sees of the object.
   */
  private record Materialized(
      Object object, Class<?> rootType, List<Class<?>> classes, Value captured) {}

  /** On the helper, in the world: what {@link ValueCapture} sees of an object as {@code type}. */
  static Value capture(ExecutorService values, World world, Object object, Class<?> type)
      throws Exception {
    return DeepStack.call(values, () -> world.inside(() -> ValueCapture.capture(object, type)));
  }

  private static boolean refusedByTheClass(Throwable thrown) {
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      if (t instanceof ValueMaterializer.RefusedValueException) {
        return true;
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return false;
  }

  private Response read(Request.Read read) {
    World world;
    Class<?> type;
    List<Class<?>> classes;
    SerializerConfiguration configuration;
    try {
      world = world(read.worldId());
      type = world.load(read.className());
      classes = world.loadAll(read.classes());
      configuration = world.fresh();
    } catch (Throwable e) {
      return Failures.of(Stage.DEFINE, e);
    }
    Object object;
    try {
      object = world.read(configuration, read.payload(), read.metadata(), type, classes);
    } catch (Throwable e) {
      return Failures.of(Stage.READ, e);
    }
    return attempt(
        Stage.CAPTURE,
        () -> {
          Value value = capture(values, world, object, type);
          return new Response.ReadBack(value, world.consumed(configuration));
        });
  }

  private World world(String worldId) {
    World world = worlds.get(worldId);
    if (world == null) {
      throw new IllegalStateException("no world " + worldId + " in this worker");
    }
    return world;
  }

  private static Response attempt(Stage stage, ResponseAction action) {
    try {
      return action.run();
    } catch (Throwable e) {
      return Failures.of(stage, e);
    }
  }

  @FunctionalInterface
  private interface ResponseAction {
    Response run() throws Exception;
  }
}
