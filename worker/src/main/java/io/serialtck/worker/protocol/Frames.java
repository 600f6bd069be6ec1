package io.serialtck.worker.protocol;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;

/**
 * Length-prefixed frames: a four-byte marker, a four-byte big-endian length, then that many bytes
 * holding one {@link Request} or {@link Response} in the protocol's binary form ({@link Codec}).
 * The marker tells a frame from stray bytes a library printed to standard output. Only the
 * protocol's own records, the value tree, strings, numbers, booleans, byte arrays, lists and maps
 * are read.
 */
public final class Frames {

  private static final int MARKER = 0x5E71A17C;
  private static final int MAX_FRAME = 1 << 30;

  private Frames() {}

  public static void write(DataOutputStream out, Object message) throws IOException {
    byte[] bytes = Codec.encode(message);
    out.writeInt(MARKER);
    out.writeInt(bytes.length);
    out.write(bytes);
    out.flush();
  }

  /**
   * Reads one frame.
   *
   * @throws EOFException when the stream ends before a frame starts or completes
   */
  public static Object read(DataInputStream in) throws IOException {
    int marker = in.readInt();
    if (marker != MARKER) {
      throw new IOException(
          String.format("stream holds something other than a frame (starts with 0x%08x)", marker));
    }
    int length = in.readInt();
    if (length < 0 || length > MAX_FRAME) {
      throw new IOException("bad frame length " + length);
    }
    byte[] bytes = new byte[length];
    in.readFully(bytes);
    return Codec.decode(bytes);
  }
}
