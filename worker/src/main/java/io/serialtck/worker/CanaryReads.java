package io.serialtck.worker;

import io.serialtck.spi.Fixture;
import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.protocol.Response.Failure.Stage;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads bytes that name a canary and asks the reader's world what happened to it: whether its
 * loader was asked for the canary's name, and what the canary recorded in that world's {@code
 * CanaryLog}, which the kit reaches by name only.
 */
final class CanaryReads {

  static final String CANARY_LOG = "io.serialtck.fixtures.objects.hostile.CanaryLog";

  Response read(World world, Request.ReadCanary request) {
    Class<?> rootType;
    List<Class<?>> classes;
    SerializerConfiguration reader;
    try {
      Fixture fixture = FixtureExchange.fixture(world, request.fixtureClass());
      rootType = world.inside(fixture::rootType);
      Object faithful = world.inside(fixture::expected);
      classes = world.inside(() -> ObjectClasses.of(faithful));
      reader = world.fresh();
      if (request.secure()) {
        if (!(reader instanceof SecureSettings secure)) {
          throw new IllegalArgumentException(
              reader.getClass().getName() + " does not implement " + SecureSettings.class);
        }
        reader = world.inside(secure::secured);
      }
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
    Response.Failure failure = null;
    String readClass = null;
    try {
      Object read = world.read(reader, request.payload(), request.metadata(), rootType, classes);
      readClass = read == null ? null : read.getClass().getName();
    } catch (Throwable e) {
      failure = Failures.of(Stage.READ, e);
    }
    try {
      return new Response.CanaryRead(recorded(world, request.canaryClass()), failure, readClass);
    } catch (Throwable e) {
      return Failures.of(Stage.CAPTURE, e);
    }
  }

  private static List<String> recorded(World world, String canaryClass) throws Exception {
    List<String> recorded = new ArrayList<>();
    if (world.loader().wasAskedFor(canaryClass)) {
      recorded.add("looked up");
    }
    Object events =
        world.load(CANARY_LOG).getMethod("events", String.class).invoke(null, canaryClass);
    for (Object event : (List<?>) events) {
      recorded.add(String.valueOf(event));
    }
    return recorded;
  }
}
