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

  /** Deep object graphs (chains of 10,000 links) need a deep stack to capture and to serialize. */
  private static final long STACK_BYTES = 512L << 20;

  private WorkerMain() {}

  public static void main(String[] args) throws InterruptedException {
    DataOutputStream out =
        new DataOutputStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)));
    DataInputStream in =
        new DataInputStream(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
    System.setOut(System.err);
    Thread serving = new Thread(null, () -> serve(in, out), "serialtck-worker", STACK_BYTES);
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
