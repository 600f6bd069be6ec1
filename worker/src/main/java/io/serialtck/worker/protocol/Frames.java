package io.serialtck.worker.protocol;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/**
 * Length-prefixed frames: a four-byte marker, a four-byte big-endian length, then that many bytes
 * holding one {@link Request} or {@link Response} in Java serialization. The marker tells a frame
 * from stray bytes a library printed to standard output. Only the protocol's own records, the value
 * tree and {@code java.lang}/{@code java.util} types are accepted on reading.
 */
public final class Frames {

  private static final int MARKER = 0x5E71A17C;
  private static final int MAX_FRAME = 1 << 30;
  private static final ObjectInputFilter ALLOWED =
      ObjectInputFilter.Config.createFilter(
          "maxdepth=100000;io.serialtck.value.*;io.serialtck.worker.protocol.*;"
              + "io.serialtck.spi.StructuralProperty;"
              + "java.lang.*;java.util.*;java.io.Serializable;[B;!*");

  private Frames() {}

  public static void write(DataOutputStream out, Serializable message) throws IOException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream objects = new ObjectOutputStream(buffer)) {
      objects.writeObject(message);
    }
    out.writeInt(MARKER);
    out.writeInt(buffer.size());
    buffer.writeTo(out);
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
    try (ObjectInputStream objects = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      objects.setObjectInputFilter(ALLOWED);
      return objects.readObject();
    } catch (ClassNotFoundException e) {
      throw new IOException("frame holds an unknown class", e);
    }
  }
}
