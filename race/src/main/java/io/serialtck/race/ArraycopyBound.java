package io.serialtck.race;

import io.serialtck.fixtures.objects.Session;
import io.serialtck.fixtures.objects.SessionFixture;
import io.serialtck.spi.SerializerConfiguration;
import java.util.List;
import java.util.Map;

/**
 * {@code arraycopy-bound}: a lower bound for a session payload, not a serializer. Its write
 * allocates one {@code byte[]} of the session's payload size ({@link SessionFixture#payloadOf}: its
 * strings' bytes and its byte arrays' lengths) and copies into it, one after the other, the id,
 * each attribute's key and value, and each blob; a string's characters are copied with {@code
 * String.getBytes(int, int, byte[], int)}, one byte per character, which for the session's ASCII
 * strings are exactly their UTF-8 bytes. Nothing else is written: no lengths, no structure, no
 * type. Its read copies the array once into a new one and returns that copy: it does <em>not</em>
 * rebuild a {@link Session}, so the race's round-trip guard is skipped for it. The two figures are
 * what moving the payload's bytes costs, below which no serializer of the session can go.
 *
 * <p>Lives in the race JVM's own class loader, never in a world. Any other object is rejected.
 */
public final class ArraycopyBound implements SerializerConfiguration {

  /** The configuration id. */
  public static final String ID = "arraycopy-bound";

  /** The race times the bound for sessions of at least this many bytes: the 1 MiB session. */
  public static final long FROM_SESSION_BYTES = 1 << 20;

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String library() {
    return "java.base:java.lang.System.arraycopy";
  }

  @Override
  public String libraryVersion() {
    return Integer.toString(Runtime.version().feature());
  }

  @Override
  public String description() {
    return "not a serializer: write copies a session's strings (one byte per char) and byte arrays"
        + " into one byte[] of its payload size; read copies that array once and does not rebuild"
        + " the session";
  }

  @Override
  public byte[] write(Object value) {
    if (value == null || value.getClass() != Session.class) {
      throw new IllegalArgumentException(
          ID
              + " is defined only for a "
              + Session.class.getName()
              + ", not "
              + (value == null ? "null" : value.getClass().getName()));
    }
    Session s = (Session) value;
    int size = length(s.id);
    if (s.attributes != null) {
      for (Map.Entry<String, String> entry : s.attributes.entrySet()) {
        size += length(entry.getKey()) + length(entry.getValue());
      }
    }
    List<byte[]> blobs = s.blobs;
    if (blobs != null) {
      for (byte[] blob : blobs) {
        size += blob == null ? 0 : blob.length;
      }
    }
    byte[] out = new byte[size];
    int p = copy(s.id, out, 0);
    if (s.attributes != null) {
      for (Map.Entry<String, String> entry : s.attributes.entrySet()) {
        p = copy(entry.getKey(), out, p);
        p = copy(entry.getValue(), out, p);
      }
    }
    if (blobs != null) {
      for (byte[] blob : blobs) {
        if (blob != null) {
          System.arraycopy(blob, 0, out, p, blob.length);
          p += blob.length;
        }
      }
    }
    return out;
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) {
    byte[] copy = new byte[bytes.length];
    System.arraycopy(bytes, 0, copy, 0, bytes.length);
    return copy;
  }

  private static int length(String s) {
    return s == null ? 0 : s.length();
  }

  // The session's strings are ASCII: the low byte of each character is its UTF-8 byte, and this
  // deprecated method copies a compact string's bytes with one array copy.
  @SuppressWarnings("deprecation")
  private static int copy(String s, byte[] out, int at) {
    if (s == null) {
      return at;
    }
    int n = s.length();
    s.getBytes(0, n, out, at);
    return at + n;
  }
}
