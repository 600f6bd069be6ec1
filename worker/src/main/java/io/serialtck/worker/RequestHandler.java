package io.serialtck.worker;

import io.serialtck.value.Value;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.protocol.Response.Failure.Stage;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Answers requests against the worlds of one worker JVM. */
final class RequestHandler {

  private final Map<String, World> worlds = new HashMap<>();
  private final FixtureExchange fixtures = new FixtureExchange();

  Response handle(Request request) {
    if (request instanceof Request.Hello) {
      Runtime.Version version = Runtime.version();
      return new Response.Hello(
          version.toString(), System.getProperty("java.vendor"), version.feature());
    } else if (request instanceof Request.CreateWorld create) {
      return attempt(Stage.WORLD, () -> createWorld(create));
    } else if (request instanceof Request.DefineClasses define) {
      return attempt(Stage.DEFINE, () -> define(define));
    } else if (request instanceof Request.Write write) {
      return write(write);
    } else if (request instanceof Request.Read read) {
      return read(read);
    } else if (request instanceof Request.WriteFixture write) {
      return attempt(
          Stage.PROTOCOL, () -> fixtures.write(world(write.worldId()), write.fixtureClass()));
    } else if (request instanceof Request.ReadFixture read) {
      return attempt(Stage.PROTOCOL, () -> fixtures.read(world(read.worldId()), read));
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
    return new Response.WorldReady(world.info(Runtime.version().feature()));
  }

  private Response define(Request.DefineClasses define) {
    world(define.worldId()).loader().addClasses(define.classes());
    return new Response.Done();
  }

  private Response write(Request.Write write) {
    World world;
    Object object;
    try {
      world = world(write.worldId());
      object = world.inside(() -> ValueMaterializer.materialize(write.value(), world.loader()));
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
    return attempt(
        Stage.WRITE,
        () ->
            world.inside(
                () -> {
                  byte[] payload = world.configuration().write(object);
                  Optional<byte[]> metadata =
                      world.configuration().exportMetadata(world.load(write.className()));
                  return new Response.Written(payload, metadata.orElse(null));
                }));
  }

  private Response read(Request.Read read) {
    World world;
    Class<?> type;
    try {
      world = world(read.worldId());
      type = world.load(read.className());
    } catch (Throwable e) {
      return Failures.of(Stage.DEFINE, e);
    }
    Object object;
    try {
      object = world.read(read.payload(), read.metadata(), type);
    } catch (Throwable e) {
      return Failures.of(Stage.READ, e);
    }
    return attempt(
        Stage.CAPTURE,
        () -> {
          Value value = world.inside(() -> ValueCapture.capture(object));
          return new Response.ReadBack(value);
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
