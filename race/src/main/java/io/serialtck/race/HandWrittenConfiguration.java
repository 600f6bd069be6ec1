package io.serialtck.race;

import io.serialtck.fixtures.objects.Session;
import io.serialtck.fixtures.objects.TestObjectFixture.TestObject;
import io.serialtck.fixtures.objects.TopOfBookFixture.TopOfBook;
import io.serialtck.spi.ReusingReader;
import io.serialtck.spi.SerializerConfiguration;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code hand-written}: the race's yardstick, straightforward code written for exactly the three
 * payload classes of the race ({@link Session}, {@link TestObject}, {@link TopOfBook}) and nothing
 * else. It is the yardstick every time is divided by, not a limit: it uses only public JDK API (a
 * string is scanned for characters above U+00FF, once to size it and once to write it, and copied
 * with {@code String.getBytes}), where the fastest libraries reach into {@code String}'s own array
 * and coder with {@code Unsafe} and copy it without a scan, so on string-heavy payloads a library
 * may come out level with it or faster, within the race's intervals. No reflection, no class names,
 * no references: one type tag byte, then the fields in declaration order. The exact size is
 * computed first, so a write allocates one {@code byte[]}.
 *
 * <p>Layout, little-endian: {@code long}, {@code double} (raw bits: NaN payloads and -0.0 kept) and
 * {@code int} through {@link MethodHandles#byteArrayViewVarHandle}. A reference to an array,
 * collection or map is its {@code int} length, -1 for null, then its elements; a map is read into a
 * {@code LinkedHashMap} and a list into an {@code ArrayList}, the classes the payloads hold. A
 * string is an {@code int} header, -1 for null, else {@code byteCount << 1 | kind}: kind 0 is one
 * byte per character when every character is at most U+00FF (copied as it is, read back with
 * ISO-8859-1), kind 1 is UTF-8, in which a surrogate that is not half of a pair is encoded on its
 * own as a three-byte sequence (as WTF-8 does), so that any {@code String} reads back equal.
 *
 * <p>It also reads into an object the caller holds ({@link ReusingReader}): the fields of the
 * target are set from the bytes, its {@code long[]} kept when the length is the same, its map and
 * list cleared and filled; the strings are new. So the race's reuse rows have a yardstick too.
 *
 * <p>Lives in the race JVM's own class loader, never in a world: its classes are the fixture
 * classes of the application class path.
 */
public final class HandWrittenConfiguration implements SerializerConfiguration, ReusingReader {

  /** The configuration id. */
  public static final String ID = "hand-written";

  /**
   * The id of the race's A/A control: this same code raced as another entrant, whose ratio to
   * {@link #ID} must come out at 1 within its interval.
   */
  public static final String COPY_ID = "hand-written-copy";

  private static final byte NULL = 0;
  private static final byte SESSION = 1;
  private static final byte TEST_OBJECT = 2;
  private static final byte TOP_OF_BOOK = 3;

  private static final int LATIN1 = 0;
  private static final int UTF8 = 1;

  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle DOUBLE =
      MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String library() {
    return "java.base:java.lang.invoke.VarHandle";
  }

  @Override
  public String libraryVersion() {
    return Integer.toString(Runtime.version().feature());
  }

  @Override
  public String description() {
    return "hand-written code for Session, TestObject and TopOfBook only (the race's baseline, not"
        + " a limit): a type tag byte, then the"
        + " fields in declaration order into one byte[] sized exactly beforehand; little-endian"
        + " long/int/double through MethodHandles.byteArrayViewVarHandle; lengths as int, -1 for"
        + " null; strings as one byte per char when all chars are Latin-1, else UTF-8 (lone"
        + " surrogates as three bytes); no reflection, no class names, no references";
  }

  @Override
  public byte[] write(Object value) {
    if (value == null) {
      return new byte[] {NULL};
    }
    Class<?> type = value.getClass();
    if (type == Session.class) {
      Session session = (Session) value;
      byte[] out = new byte[checkedSize(1 + sizeOf(session))];
      out[0] = SESSION;
      write(session, out, 1);
      return out;
    } else if (type == TestObject.class) {
      TestObject object = (TestObject) value;
      byte[] out = new byte[checkedSize(1 + sizeOf(object))];
      out[0] = TEST_OBJECT;
      write(object, out, 1);
      return out;
    } else if (type == TopOfBook.class) {
      TopOfBook event = (TopOfBook) value;
      byte[] out = new byte[checkedSize(1 + sizeOf(event))];
      out[0] = TOP_OF_BOOK;
      write(event, out, 1);
      return out;
    }
    throw new IllegalArgumentException(
        ID
            + " writes only "
            + Session.class.getName()
            + ", "
            + TestObject.class.getName()
            + " and "
            + TopOfBook.class.getName()
            + ", not "
            + type.getName());
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) {
    if (bytes.length == 0) {
      throw new IllegalArgumentException(ID + " cannot read an empty array");
    }
    Reader in = new Reader(bytes);
    byte tag = bytes[0];
    Object value =
        switch (tag) {
          case NULL -> null;
          case SESSION -> readSession(in);
          case TEST_OBJECT -> readTestObject(in);
          case TOP_OF_BOOK -> readTopOfBook(in);
          default -> throw new IllegalArgumentException(ID + " knows no type tag " + tag);
        };
    if (in.position != bytes.length) {
      throw new IllegalArgumentException(
          ID + " read " + in.position + " of " + bytes.length + " bytes: trailing bytes");
    }
    if (value != null && !type.isInstance(value)) {
      throw new IllegalArgumentException(
          ID + " read a " + value.getClass().getName() + ", not a " + type.getName());
    }
    return value;
  }

  @Override
  public Object readInto(byte[] bytes, Object target) {
    if (bytes.length == 0) {
      throw new IllegalArgumentException(ID + " cannot read an empty array");
    }
    Reader in = new Reader(bytes);
    byte tag = bytes[0];
    Class<?> type = target.getClass();
    if (tag == SESSION && type == Session.class) {
      readSession(in, (Session) target);
    } else if (tag == TEST_OBJECT && type == TestObject.class) {
      readTestObject(in, (TestObject) target);
    } else if (tag == TOP_OF_BOOK && type == TopOfBook.class) {
      readTopOfBook(in, (TopOfBook) target);
    } else {
      throw new IllegalArgumentException(
          ID + " cannot read type tag " + tag + " into a " + type.getName());
    }
    if (in.position != bytes.length) {
      throw new IllegalArgumentException(
          ID + " read " + in.position + " of " + bytes.length + " bytes: trailing bytes");
    }
    return target;
  }

  private static int checkedSize(long size) {
    if (size > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(ID + " cannot write " + size + " bytes into one array");
    }
    return (int) size;
  }

  // Sizes.

  private static long sizeOf(Session s) {
    long size = sizeOf(s.id) + 4;
    if (s.attributes != null) {
      for (Map.Entry<String, String> entry : s.attributes.entrySet()) {
        size += sizeOf(entry.getKey()) + sizeOf(entry.getValue());
      }
    }
    size += 4;
    if (s.blobs != null) {
      for (byte[] blob : s.blobs) {
        size += 4 + (blob == null ? 0 : blob.length);
      }
    }
    return size;
  }

  private static long sizeOf(TestObject t) {
    return 8
        + 4
        + (t.values == null ? 0 : 8L * t.values.length)
        + sizeOf(t.name)
        + sizeOf(t.comment);
  }

  private static long sizeOf(TopOfBook t) {
    return 8 + sizeOf(t.symbol) + sizeOf(t.ecn) + 8 + 8 + 8 + 8;
  }

  private static long sizeOf(String s) {
    if (s == null) {
      return 4;
    }
    return 4 + (isLatin1(s) ? s.length() : utf8Length(s));
  }

  /**
   * Whether every character is at most U+00FF. For a string the JDK stores compactly (Latin-1) the
   * compiler can tell that no character exceeds 0xFF, so the loop costs next to nothing.
   */
  private static boolean isLatin1(String s) {
    for (int i = 0, n = s.length(); i < n; i++) {
      if (s.charAt(i) > 0xFF) {
        return false;
      }
    }
    return true;
  }

  private static long utf8Length(String s) {
    long length = 0;
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        length += 1;
      } else if (c < 0x800) {
        length += 2;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < n
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        length += 4;
        i++;
      } else {
        length += 3;
      }
    }
    return length;
  }

  // Writing: each method returns the position after what it wrote.

  private static int write(Session s, byte[] out, int at) {
    int p = writeString(s.id, out, at);
    Map<String, String> attributes = s.attributes;
    if (attributes == null) {
      INT.set(out, p, -1);
      p += 4;
    } else {
      INT.set(out, p, attributes.size());
      p += 4;
      for (Map.Entry<String, String> entry : attributes.entrySet()) {
        p = writeString(entry.getKey(), out, p);
        p = writeString(entry.getValue(), out, p);
      }
    }
    List<byte[]> blobs = s.blobs;
    if (blobs == null) {
      INT.set(out, p, -1);
      return p + 4;
    }
    INT.set(out, p, blobs.size());
    p += 4;
    for (byte[] blob : blobs) {
      if (blob == null) {
        INT.set(out, p, -1);
        p += 4;
      } else {
        INT.set(out, p, blob.length);
        p += 4;
        System.arraycopy(blob, 0, out, p, blob.length);
        p += blob.length;
      }
    }
    return p;
  }

  private static int write(TestObject t, byte[] out, int at) {
    LONG.set(out, at, t.id);
    int p = at + 8;
    long[] values = t.values;
    if (values == null) {
      INT.set(out, p, -1);
      p += 4;
    } else {
      INT.set(out, p, values.length);
      p += 4;
      for (long v : values) {
        LONG.set(out, p, v);
        p += 8;
      }
    }
    p = writeString(t.name, out, p);
    return writeString(t.comment, out, p);
  }

  private static int write(TopOfBook t, byte[] out, int at) {
    LONG.set(out, at, t.sendingTimeNs);
    int p = writeString(t.symbol, out, at + 8);
    p = writeString(t.ecn, out, p);
    DOUBLE.set(out, p, t.bidPrice);
    DOUBLE.set(out, p + 8, t.askPrice);
    LONG.set(out, p + 16, t.bidQuantity);
    LONG.set(out, p + 24, t.askQuantity);
    return p + 32;
  }

  private static int writeString(String s, byte[] out, int at) {
    if (s == null) {
      INT.set(out, at, -1);
      return at + 4;
    }
    int n = s.length();
    if (isLatin1(s)) {
      INT.set(out, at, header(n, LATIN1));
      copyLatin1(s, n, out, at + 4);
      return at + 4 + n;
    }
    int length = (int) utf8Length(s);
    INT.set(out, at, header(length, UTF8));
    int p = at + 4;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        out[p++] = (byte) c;
      } else if (c < 0x800) {
        out[p++] = (byte) (0xC0 | c >> 6);
        out[p++] = (byte) (0x80 | c & 0x3F);
      } else if (Character.isHighSurrogate(c)
          && i + 1 < n
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        int code = Character.toCodePoint(c, s.charAt(++i));
        out[p++] = (byte) (0xF0 | code >> 18);
        out[p++] = (byte) (0x80 | code >> 12 & 0x3F);
        out[p++] = (byte) (0x80 | code >> 6 & 0x3F);
        out[p++] = (byte) (0x80 | code & 0x3F);
      } else {
        out[p++] = (byte) (0xE0 | c >> 12);
        out[p++] = (byte) (0x80 | c >> 6 & 0x3F);
        out[p++] = (byte) (0x80 | c & 0x3F);
      }
    }
    return p;
  }

  private static int header(int byteCount, int kind) {
    if (byteCount > Integer.MAX_VALUE >> 1) {
      throw new IllegalArgumentException(ID + " cannot write a string of " + byteCount + " bytes");
    }
    return byteCount << 1 | kind;
  }

  // Its caller has checked that every character fits in a byte, which is exactly when this
  // deprecated method (it keeps each character's low byte) is right; it copies a compact string's
  // bytes with one array copy.
  @SuppressWarnings("deprecation")
  private static void copyLatin1(String s, int n, byte[] out, int at) {
    s.getBytes(0, n, out, at);
  }

  // Reading.

  /** A position in the bytes being read. */
  private static final class Reader {
    final byte[] bytes;
    int position = 1;

    Reader(byte[] bytes) {
      this.bytes = bytes;
    }

    int readInt() {
      int v = (int) INT.get(bytes, position);
      position += 4;
      return v;
    }

    long readLong() {
      long v = (long) LONG.get(bytes, position);
      position += 8;
      return v;
    }

    double readDouble() {
      double v = (double) DOUBLE.get(bytes, position);
      position += 8;
      return v;
    }

    /**
     * A count of elements that take at least {@code bytesEach} bytes each, or -1 for null; a count
     * the remaining bytes cannot hold is an error, before anything is allocated for it.
     */
    int count(int bytesEach) {
      int count = readInt();
      if (count < -1 || count > (bytes.length - position) / bytesEach) {
        throw new IllegalArgumentException(
            ID + " read a count of " + count + " at byte " + (position - 4) + " that cannot be");
      }
      return count;
    }

    String readString() {
      int header = readInt();
      if (header == -1) {
        return null;
      }
      if (header < 0) {
        throw new IllegalArgumentException(ID + " read a bad string header " + header);
      }
      int length = header >>> 1;
      int at = position;
      if (length > bytes.length - at) {
        throw new IllegalArgumentException(ID + " read a string beyond the end of the bytes");
      }
      position = at + length;
      if ((header & 1) == LATIN1) {
        return new String(bytes, at, length, StandardCharsets.ISO_8859_1);
      }
      return decodeUtf8(bytes, at, length);
    }
  }

  private static String decodeUtf8(byte[] bytes, int at, int length) {
    char[] chars = new char[length];
    int n = 0;
    int end = at + length;
    int p = at;
    while (p < end) {
      int b = bytes[p];
      int size =
          b >= 0 ? 1 : (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : (b & 0xF8) == 0xF0 ? 4 : 0;
      if (size == 0 || size > end - p) {
        throw new IllegalArgumentException(ID + " read bad UTF-8 at byte " + p);
      }
      switch (size) {
        case 1 -> chars[n++] = (char) b;
        case 2 -> chars[n++] = (char) ((b & 0x1F) << 6 | bytes[p + 1] & 0x3F);
        case 3 ->
            chars[n++] =
                (char) ((b & 0x0F) << 12 | (bytes[p + 1] & 0x3F) << 6 | bytes[p + 2] & 0x3F);
        default -> {
          int code =
              (b & 0x07) << 18
                  | (bytes[p + 1] & 0x3F) << 12
                  | (bytes[p + 2] & 0x3F) << 6
                  | bytes[p + 3] & 0x3F;
          chars[n++] = Character.highSurrogate(code);
          chars[n++] = Character.lowSurrogate(code);
        }
      }
      p += size;
    }
    return new String(chars, 0, n);
  }

  private static Session readSession(Reader in) {
    return readSession(in, new Session());
  }

  /** Reads into {@code s}, keeping its map and list when it has them. */
  private static Session readSession(Reader in, Session s) {
    s.id = in.readString();
    int attributes = in.count(8);
    if (attributes < 0) {
      s.attributes = null;
    } else {
      Map<String, String> map = s.attributes;
      if (map == null) {
        map = new LinkedHashMap<>(capacity(attributes));
      } else {
        map.clear();
      }
      for (int i = 0; i < attributes; i++) {
        String key = in.readString();
        map.put(key, in.readString());
      }
      s.attributes = map;
    }
    int blobs = in.count(4);
    if (blobs < 0) {
      s.blobs = null;
    } else {
      List<byte[]> list = s.blobs;
      if (list == null) {
        list = new ArrayList<>(blobs);
      } else {
        list.clear();
      }
      for (int i = 0; i < blobs; i++) {
        int length = in.count(1);
        if (length < 0) {
          list.add(null);
        } else {
          byte[] blob = new byte[length];
          System.arraycopy(in.bytes, in.position, blob, 0, length);
          in.position += length;
          list.add(blob);
        }
      }
      s.blobs = list;
    }
    return s;
  }

  /** A hash map capacity that holds {@code size} entries without resizing. */
  private static int capacity(int size) {
    return (int) Math.min(Integer.MAX_VALUE - 8, (long) Math.ceil(size / 0.75));
  }

  private static TestObject readTestObject(Reader in) {
    return readTestObject(in, new TestObject());
  }

  /** Reads into {@code t}, keeping its array when it has the length read. */
  private static TestObject readTestObject(Reader in, TestObject t) {
    t.id = in.readLong();
    int values = in.count(8);
    if (values < 0) {
      t.values = null;
    } else {
      long[] array = t.values != null && t.values.length == values ? t.values : new long[values];
      for (int i = 0; i < values; i++) {
        array[i] = in.readLong();
      }
      t.values = array;
    }
    t.name = in.readString();
    t.comment = in.readString();
    return t;
  }

  private static TopOfBook readTopOfBook(Reader in) {
    return readTopOfBook(in, new TopOfBook());
  }

  private static TopOfBook readTopOfBook(Reader in, TopOfBook t) {
    t.sendingTimeNs = in.readLong();
    t.symbol = in.readString();
    t.ecn = in.readString();
    t.bidPrice = in.readDouble();
    t.askPrice = in.readDouble();
    t.bidQuantity = in.readLong();
    t.askQuantity = in.readLong();
    return t;
  }
}
