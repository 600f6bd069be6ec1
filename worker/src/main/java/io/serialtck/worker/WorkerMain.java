package io.serialtck.worker;

import io.serialtck.value.DeepStack;
import io.serialtck.worker.protocol.Frames;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutorService;

/**
 * Entry point of a worker JVM: answers framed requests on standard input, one at a time, on
 * standard output. Anything a library prints to {@code System.out} is sent to standard error, so
 * the protocol stream stays clean. Ends when standard input closes.
 *
 * <p>Two threads serve: the library thread ({@code serialtck-worker}, the JVM's default stack)
 * handles every request, and so runs every library's code, for the worker's life; the kit's walks
 * of value trees, which recurse a level at a time, run on one helper thread of a large stack
 * ({@link DeepStack}): the protocol's codec of each request and response (with the stream's reads
 * and writes) and, inside a request, the materialization of a value and the capture of an object
 * ({@link RequestHandler}). A value nested past 1,000 levels then crosses, while how deep a graph a
 * library can handle stays what it would be in production.
 */
public final class WorkerMain {

  /**
   * The library thread has the JVM's default stack size ({@code -Xss}, 1 MiB on 64-bit Linux), as
   * an application's threads would: how deep a graph a library can handle, and how fast endless
   * recursion fails, are then what they would be in production.
   */
  private static final long DEFAULT_STACK = 0;

  /** The name of the thread every library runs on. */
  static final String LIBRARY_THREAD = "serialtck-worker";

  /** The name of the helper thread of a large stack that walks the value trees. */
  static final String VALUES_THREAD = "serialtck-worker-values";

  private WorkerMain() {}

  public static void main(String[] args) throws InterruptedException {
    DataOutputStream out =
        new DataOutputStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)));
    DataInputStream in =
        new DataInputStream(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
    System.setOut(System.err);
    Thread serving = start(in, out);
    serving.join();
  }

  /**
   * Starts the library thread serving the stream's requests until it ends, with its helper: what
   * {@link #main} does with standard input and output.
   */
  static Thread start(DataInputStream in, DataOutputStream out) {
    Thread serving = new Thread(null, () -> serve(in, out), LIBRARY_THREAD, DEFAULT_STACK);
    serving.start();
    return serving;
  }

  private static void serve(DataInputStream in, DataOutputStream out) {
    ExecutorService values = DeepStack.helper(VALUES_THREAD);
    RequestHandler handler = new RequestHandler(values);
    try {
      Response response = null;
      while (true) {
        Response answer = response;
        Object message = DeepStack.call(values, () -> answerAndReadNext(in, out, answer));
        if (message == END) {
          return;
        }
        response =
            message instanceof Request request
                ? handler.handle(request)
                : Failures.of(
                    Response.Failure.Stage.PROTOCOL,
                    new IllegalArgumentException("not a request: " + message));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    } finally {
      values.shutdown();
    }
  }

  /** What {@link #answerAndReadNext} gives when the stream has ended. */
  private static final Object END = new Object();

  /**
   * On the helper: writes the answer to the request before (none before the first), then reads the
   * next request; {@link #END} when the stream ends first.
   */
  private static Object answerAndReadNext(DataInputStream in, DataOutputStream out, Response answer)
      throws IOException {
    if (answer != null) {
      Frames.write(out, answer);
    }
    try {
      return Frames.read(in);
    } catch (EOFException end) {
      return END;
    }
  }
}
