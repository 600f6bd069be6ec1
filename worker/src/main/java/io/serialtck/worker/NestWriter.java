package io.serialtck.worker;

import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.protocol.Response.Failure.Stage;
import java.lang.reflect.Field;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Writes a depth bomb with the library's own writer: a chain of objects as deep as asked, written
 * on a thread whose stack is large enough for a recursive writer, so that what is tested is the
 * reader on an ordinary stack.
 */
final class NestWriter {

  /** The writer thread's stack: a recursive writer needs some hundreds of bytes per level. */
  private static final long WRITER_STACK_BYTES = 1L << 30;

  Response write(World world, Request.WriteNest request) {
    Object outermost;
    Class<?> type;
    try {
      type = world.load(request.nestClass());
      Field link = type.getField(request.linkField());
      Object inner = null;
      for (int level = 0; level < request.depth(); level++) {
        Object nest = type.getConstructor().newInstance();
        link.set(nest, inner);
        inner = nest;
      }
      outermost = inner;
    } catch (Throwable e) {
      return Failures.of(Stage.MATERIALIZE, e);
    }
    AtomicReference<Response> answer = new AtomicReference<>();
    Object root = outermost;
    Thread writer =
        new Thread(
            null,
            () -> {
              try {
                World.Written bytes = world.write(world.fresh(), root, type, List.of(type));
                answer.set(new Response.Written(bytes.payload(), bytes.metadata(), null));
              } catch (Throwable e) {
                answer.set(Failures.of(Stage.WRITE, e));
              }
            },
            "serialtck-nest-writer",
            WRITER_STACK_BYTES);
    writer.start();
    try {
      writer.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Failures.of(Stage.PROTOCOL, e);
    }
    return answer.get();
  }
}
