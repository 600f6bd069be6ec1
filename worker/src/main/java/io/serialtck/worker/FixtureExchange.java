package io.serialtck.worker;

import io.serialtck.spi.Fixture;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.protocol.Response.Failure.Stage;
import java.util.List;

/**
 * Writes and reads flexibility fixtures: the fixture class is loaded in the world, so its objects
 * are the world's own, next to the library. A fixture that cannot be built or observed is the kit's
 * fault ({@link Stage#MATERIALIZE}, {@link Stage#CAPTURE}); the library's exceptions are its answer
 * ({@link Stage#WRITE}, {@link Stage#READ}). The writer's configuration is told the classes of
 * {@link Fixture#create()}, the reader's those of {@link Fixture#expected()} ({@link
 * ObjectClasses}). A request may name one part of the fixture ({@link FixtureParts}): its root with
 * one field kept, written, read and observed as the fixture itself is.
 */
final class FixtureExchange {

  Response write(World world, String fixtureClass) {
    return write(world, fixtureClass, null);
  }

  /** Writes the fixture, or its part {@code part} ({@link FixtureParts}) when not null. */
  Response write(World world, String fixtureClass, String part) {
    Object object;
    Class<?> rootType;
    List<Class<?>> classes;
    SerializerConfiguration configuration;
    try {
      Fixture fixture = FixtureParts.part(fixture(world, fixtureClass), part);
      object = world.inside(fixture::create);
      rootType = world.inside(fixture::rootType);
      classes = world.inside(() -> ObjectClasses.of(object));
      configuration = world.fresh();
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
    try {
      World.Written bytes = world.write(configuration, object, rootType, classes);
      return new Response.Written(bytes.payload(), bytes.metadata(), null);
    } catch (Throwable e) {
      return Failures.of(Stage.WRITE, e);
    }
  }

  Response read(World world, Request.ReadFixture read) {
    Fixture fixture;
    Class<?> rootType;
    List<Class<?>> classes;
    SerializerConfiguration configuration;
    try {
      fixture = FixtureParts.part(fixture(world, read.fixtureClass()), read.part());
      rootType = world.inside(fixture::rootType);
      Object faithful = world.inside(fixture::expected);
      classes = world.inside(() -> ObjectClasses.of(faithful));
      configuration = world.fresh();
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
    Object object;
    try {
      object = world.read(configuration, read.payload(), read.metadata(), rootType, classes);
    } catch (Throwable e) {
      return Failures.of(Stage.READ, e);
    }
    try {
      long consumed = world.consumed(configuration);
      return world.inside(() -> FixtureObservation.of(fixture, object)).withConsumed(consumed);
    } catch (Throwable e) {
      return Failures.of(Stage.CAPTURE, e);
    }
  }

  /** The names of the fixture's parts in the world. */
  Response parts(World world, String fixtureClass) {
    try {
      Fixture fixture = fixture(world, fixtureClass);
      return new Response.Parts(world.inside(() -> FixtureParts.names(fixture)));
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
  }

  static Fixture fixture(World world, String fixtureClass) throws Exception {
    Class<?> type = world.load(fixtureClass);
    if (!Fixture.class.isAssignableFrom(type)) {
      throw new IllegalArgumentException(fixtureClass + " does not implement " + Fixture.class);
    }
    return (Fixture) type.getConstructor().newInstance();
  }
}
