package io.serialtck.worker.protocol;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;

/**
 * Length-prefixed frames: a four-byte marker, a four-byte big-endian length, then that many bytes
 * holding one message in a binary form: for {@link #write} and {@link #read}, one {@link Request}
 * or {@link Response} in the worker protocol's ({@link Codec}); {@link #writeBody} and {@link
 * #readBody} carry any bytes, e.g. another {@link RecordCodec}'s. The marker tells a frame from
 * stray bytes a library printed to standard output. Only the protocol's own records, the value
 * tree, strings, numbers, booleans, byte arrays, lists and maps are read.
 */
public final class Frames {

  /** The four bytes that open every frame. */
  public static final int MARKER = 0x5E71A17C;

  private static final int MAX_FRAME = 1 << 30;

  private Frames() {}

  /** Writes one worker protocol message as a frame and flushes. */
  public static void write(DataOutputStream out, Object message) throws IOException {
    writeBody(out, Codec.encode(message));
  }

  /**
   * Reads one frame holding a worker protocol message.
   *
   * @throws EOFException when the stream ends before a frame starts or completes
   */
  public static Object read(DataInputStream in) throws IOException {
    return Codec.decode(readBody(in));
  }

  /** Writes a frame holding these bytes and flushes. */
  public static void writeBody(DataOutputStream out, byte[] body) throws IOException {
    out.writeInt(MARKER);
    out.writeInt(body.length);
    out.write(body);
    out.flush();
  }

  /**
   * Reads one frame and returns the bytes it holds.
   *
   * @throws EOFException when the stream ends before a frame starts or completes
   * @throws IOException when the stream does not start with the marker or the length is bad
   */
  public static byte[] readBody(DataInputStream in) throws IOException {
    int marker = in.readInt();
    if (marker != MARKER) {
      throw new IOException(
          String.format("stream holds something other than a frame (starts with 0x%08x)", marker));
    }
    return readBodyAfterMarker(in);
  }

  /**
   * Reads the rest of a frame whose marker was just read: its length and the bytes it holds.
   *
   * @throws EOFException when the stream ends before the frame completes
   * @throws IOException when the length is negative or above 1 GiB
   */
  public static byte[] readBodyAfterMarker(DataInputStream in) throws IOException {
    int length = in.readInt();
    if (length < 0 || length > MAX_FRAME) {
      throw new IOException("bad frame length " + length);
    }
    byte[] bytes = new byte[length];
    in.readFully(bytes);
    return bytes;
  }
}
