package io.serialtck.worker;

import io.serialtck.spi.Fixture;
import io.serialtck.value.Value;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.protocol.Response.Failure.Stage;
import java.util.Optional;

/**
 * Writes and reads flexibility fixtures: the fixture class is loaded in the world, so its objects
 * are the world's own, next to the library. A fixture that cannot be built or observed is the kit's
 * fault ({@link Stage#MATERIALIZE}, {@link Stage#CAPTURE}); the library's exceptions are its answer
 * ({@link Stage#WRITE}, {@link Stage#READ}).
 */
final class FixtureExchange {

  Response write(World world, String fixtureClass) {
    Fixture fixture;
    Object object;
    Class<?> rootType;
    try {
      fixture = fixture(world, fixtureClass);
      object = world.inside(fixture::create);
      rootType = world.inside(fixture::rootType);
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
    try {
      return world.inside(
          () -> {
            byte[] payload = world.configuration().write(object);
            Optional<byte[]> metadata = world.configuration().exportMetadata(rootType);
            return new Response.Written(payload, metadata.orElse(null));
          });
    } catch (Throwable e) {
      return Failures.of(Stage.WRITE, e);
    }
  }

  Response read(World world, Request.ReadFixture read) {
    Fixture fixture;
    Class<?> rootType;
    try {
      fixture = fixture(world, read.fixtureClass());
      rootType = world.inside(fixture::rootType);
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
    Object object;
    try {
      object = world.read(read.payload(), read.metadata(), rootType);
    } catch (Throwable e) {
      return Failures.of(Stage.READ, e);
    }
    try {
      Value actual = world.inside(() -> ValueCapture.capture(fixture.observe(object)));
      Value expected =
          world.inside(() -> ValueCapture.capture(fixture.observe(fixture.expected())));
      return new Response.Observed(actual, expected);
    } catch (Throwable e) {
      return Failures.of(Stage.CAPTURE, e);
    }
  }

  private static Fixture fixture(World world, String fixtureClass) throws Exception {
    Class<?> type = world.load(fixtureClass);
    if (!Fixture.class.isAssignableFrom(type)) {
      throw new IllegalArgumentException(fixtureClass + " does not implement " + Fixture.class);
    }
    return (Fixture) type.getConstructor().newInstance();
  }
}
