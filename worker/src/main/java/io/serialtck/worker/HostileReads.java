package io.serialtck.worker;

import io.serialtck.spi.Fixture;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.protocol.Response.Failure.Stage;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Reads hostile inputs one by one, each on a new thread with the JVM's default stack (as a request
 * thread of an application has), each with a fresh instance of the configuration that first read
 * the unharmed bytes, and reports what each read did. A read that outlives the deadline ends the
 * request: its thread cannot be stopped, so the harness replaces this worker.
 */
final class HostileReads {

  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  Response read(World world, Request.ReadHostile request) {
    Class<?> rootType;
    List<Class<?>> classes;
    try {
      if (request.fixtureClass() != null) {
        Fixture fixture = FixtureExchange.fixture(world, request.fixtureClass());
        rootType = world.inside(fixture::rootType);
        Object faithful = world.inside(fixture::expected);
        classes = world.inside(() -> ObjectClasses.of(faithful));
      } else {
        rootType = world.load(request.rootClass());
        classes = List.of(rootType);
      }
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
    List<Response.HostileRead> reads = new ArrayList<>();
    List<byte[]> inputs = request.inputs();
    for (int i = 0; i < inputs.size(); i++) {
      AtomicReference<Response.HostileRead> result = new AtomicReference<>();
      byte[] input = inputs.get(i);
      Thread reader =
          new Thread(
              null,
              () -> result.set(readOne(world, request, rootType, classes, input)),
              "serialtck-hostile-read",
              0);
      reader.setDaemon(true);
      reader.start();
      try {
        reader.join(request.deadlineMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return new Response.HostileReads(reads, i);
      }
      if (reader.isAlive()) {
        return new Response.HostileReads(reads, i);
      }
      Response.HostileRead read = result.get();
      if (read == null) {
        return Failures.of(
            Stage.PROTOCOL, new IllegalStateException("hostile read " + i + " left no result"));
      }
      reads.add(read);
    }
    return new Response.HostileReads(reads, -1);
  }

  private static Response.HostileRead readOne(
      World world,
      Request.ReadHostile request,
      Class<?> rootType,
      List<Class<?>> classes,
      byte[] input) {
    SerializerConfiguration reader;
    try {
      reader = world.fresh();
      world.prepare(reader, request.metadata(), classes);
      if (request.warmup() != null) {
        world.readPrepared(reader, request.warmup(), rootType);
      }
    } catch (Throwable e) {
      return of(new IllegalStateException("the unharmed bytes were not read: " + e, e), -1);
    }
    long before = THREADS.getCurrentThreadAllocatedBytes();
    Throwable thrown = null;
    try {
      world.readPrepared(reader, input, rootType);
    } catch (Throwable e) {
      thrown = e;
    }
    long allocated = before < 0 ? -1 : THREADS.getCurrentThreadAllocatedBytes() - before;
    return of(World.unwrap(thrown), allocated);
  }

  static Response.HostileRead of(Throwable thrown, long allocated) {
    if (thrown == null) {
      return new Response.HostileRead(null, null, null, false, allocated);
    }
    String flavour =
        thrown instanceof Error
            ? "error"
            : thrown instanceof RuntimeException ? "runtime" : "checked";
    ClassLoader loader = thrown.getClass().getClassLoader();
    boolean jdkType = loader == null || loader == ClassLoader.getPlatformClassLoader();
    return new Response.HostileRead(
        thrown.getClass().getName(), Failures.message(thrown), flavour, jdkType, allocated);
  }
}
