package io.serialtck.worker;

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

/**
 * Entry point of a worker JVM: answers framed requests on standard input, one at a time, on
 * standard output. Anything a library prints to {@code System.out} is sent to standard error, so
 * the protocol stream stays clean. Ends when standard input closes.
 */
public final class WorkerMain {

  /**
   * Requests are served on a thread with the JVM's default stack size ({@code -Xss}, 1 MiB on
   * 64-bit Linux), as an application's threads would be: how deep a graph a library can handle, and
   * how fast endless recursion fails, are then what they would be in production.
   */
  private static final long DEFAULT_STACK = 0;

  private WorkerMain() {}

  public static void main(String[] args) throws InterruptedException {
    DataOutputStream out =
        new DataOutputStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)));
    DataInputStream in =
        new DataInputStream(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
    System.setOut(System.err);
    Thread serving = new Thread(null, () -> serve(in, out), "serialtck-worker", DEFAULT_STACK);
    serving.start();
    serving.join();
  }

  private static void serve(DataInputStream in, DataOutputStream out) {
    RequestHandler handler = new RequestHandler();
    try {
      while (true) {
        Object message;
        try {
          message = Frames.read(in);
        } catch (EOFException end) {
          return;
        }
        Response response =
            message instanceof Request request
                ? handler.handle(request)
                : Failures.of(
                    Response.Failure.Stage.PROTOCOL,
                    new IllegalArgumentException("not a request: " + message));
        Frames.write(out, response);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
