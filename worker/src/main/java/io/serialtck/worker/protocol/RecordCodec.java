package io.serialtck.worker.protocol;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A binary form of messages whose types are the records and enums reachable from some roots
 * (through record components, their type arguments and the permitted subtypes of sealed
 * interfaces): each value a tag and its content (a string as its Latin-1 bytes when all its chars
 * are Latin-1, else as its UTF-16 units, an int, a long, a boolean, a byte array, a list, a map, an
 * enum constant, a record), a record its type's number and its components in order. The types are
 * numbered by name, so that two sides holding the same classes agree; nothing else is read, so
 * bytes cannot make a reader instantiate any other class. The worker's protocol is one ({@link
 * Codec}: {@link Request} and {@link Response}); the race JVM's messages are another.
 */
public final class RecordCodec {

  private static final int NULL = 0;
  private static final int STRING = 1;
  private static final int INT = 2;
  private static final int LONG = 3;
  private static final int TRUE = 4;
  private static final int FALSE = 5;
  private static final int BYTES = 6;
  private static final int LIST = 7;
  private static final int MAP = 8;
  private static final int ENUM = 9;
  private static final int RECORD = 10;
  private static final int LATIN1_STRING = 11;

  private final List<Class<?>> types;
  private final Map<Class<?>, Integer> numbers;
  private final Map<Class<?>, RecordShape> shapes = new HashMap<>();

  /**
   * A codec for the messages of these types and what they hold.
   *
   * @param roots the messages' types, typically sealed interfaces of records
   */
  public RecordCodec(Class<?>... roots) {
    types = reachableTypes(roots);
    numbers = numbers(types);
    for (Class<?> type : types) {
      if (type.isRecord()) {
        shapes.put(type, new RecordShape(type));
      }
    }
  }

  /** The message's bytes. */
  public byte[] encode(Object message) {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
    try (DataOutputStream out = new DataOutputStream(buffer)) {
      write(out, message);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return buffer.toByteArray();
  }

  /**
   * The message these bytes hold.
   *
   * @throws IOException when they hold anything else than one message of this codec's types
   */
  public Object decode(byte[] bytes) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
    Object message = read(in);
    if (in.available() > 0) {
      throw new IOException("frame holds " + in.available() + " bytes after its message");
    }
    return message;
  }

  private void write(DataOutputStream out, Object value) throws IOException {
    if (value == null) {
      out.writeByte(NULL);
    } else if (value instanceof String text) {
      byte[] latin1 = latin1(text);
      if (latin1 != null) {
        out.writeByte(LATIN1_STRING);
        out.writeInt(latin1.length);
        out.write(latin1);
      } else {
        // UTF-16 units as they are: UTF-8 would turn a lone surrogate, a value the kit asks on
        // purpose, into '?' on its way to the worker
        out.writeByte(STRING);
        out.writeInt(text.length());
        out.write(Utf16Units.of(text));
      }
    } else if (value instanceof Integer number) {
      out.writeByte(INT);
      out.writeInt(number);
    } else if (value instanceof Long number) {
      out.writeByte(LONG);
      out.writeLong(number);
    } else if (value instanceof Boolean bool) {
      out.writeByte(bool ? TRUE : FALSE);
    } else if (value instanceof byte[] bytes) {
      out.writeByte(BYTES);
      out.writeInt(bytes.length);
      out.write(bytes);
    } else if (value instanceof List<?> list) {
      out.writeByte(LIST);
      out.writeInt(list.size());
      for (Object element : list) {
        write(out, element);
      }
    } else if (value instanceof Map<?, ?> map) {
      out.writeByte(MAP);
      out.writeInt(map.size());
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        write(out, entry.getKey());
        write(out, entry.getValue());
      }
    } else if (value instanceof Enum<?> constant) {
      out.writeByte(ENUM);
      out.writeShort(number(constant.getDeclaringClass()));
      out.writeShort(constant.ordinal());
    } else if (value instanceof Record record) {
      out.writeByte(RECORD);
      out.writeShort(number(record.getClass()));
      for (Method accessor : shapes.get(record.getClass()).accessors) {
        write(out, shapes.get(record.getClass()).read(accessor, record));
      }
    } else {
      throw new IllegalArgumentException(
          "the protocol cannot carry a " + value.getClass().getName());
    }
  }

  private Object read(DataInputStream in) throws IOException {
    int tag = in.readUnsignedByte();
    switch (tag) {
      case NULL:
        return null;
      case STRING:
        return text(in);
      case LATIN1_STRING:
        return new String(in.readNBytes(length(in)), StandardCharsets.ISO_8859_1);
      case INT:
        return in.readInt();
      case LONG:
        return in.readLong();
      case TRUE:
        return Boolean.TRUE;
      case FALSE:
        return Boolean.FALSE;
      case BYTES:
        return in.readNBytes(length(in));
      case LIST:
        {
          int size = length(in);
          List<Object> list = new ArrayList<>(Math.min(size, 1 << 16));
          for (int i = 0; i < size; i++) {
            list.add(read(in));
          }
          return list;
        }
      case MAP:
        {
          int size = length(in);
          Map<Object, Object> map = new LinkedHashMap<>();
          for (int i = 0; i < size; i++) {
            Object key = read(in);
            map.put(key, read(in));
          }
          return map;
        }
      case ENUM:
        {
          Class<?> type = type(in.readUnsignedShort());
          Object[] constants = type.getEnumConstants();
          int ordinal = in.readUnsignedShort();
          if (constants == null || ordinal >= constants.length) {
            throw new IOException("no constant " + ordinal + " of " + type.getName());
          }
          return constants[ordinal];
        }
      case RECORD:
        {
          Class<?> type = type(in.readUnsignedShort());
          RecordShape shape = shapes.get(type);
          if (shape == null) {
            throw new IOException(type.getName() + " is no record");
          }
          Object[] components = new Object[shape.accessors.length];
          for (int i = 0; i < components.length; i++) {
            components[i] = read(in);
          }
          return shape.make(components);
        }
      default:
        throw new IOException("frame holds an unknown tag " + tag);
    }
  }

  private static String text(DataInputStream in) throws IOException {
    int units = in.readInt();
    if (units < 0 || units > in.available() / 2) {
      throw new IOException("bad length " + units);
    }
    return Utf16Units.toString(in.readNBytes(2 * units));
  }

  /**
   * The string's Latin-1 bytes when every char of it is one, else null. The JDK copies a Latin-1
   * string's bytes at once where a loop over its chars does not, which under the launcher's C1 took
   * 15 to 20 times as long to read back a string of 20,000,001 digits. A string whose chars are not
   * all Latin-1 comes back from the JDK's encoder with a '?' in their place, and the comparison
   * then fails.
   */
  private static byte[] latin1(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
    return bytes.length == text.length()
            && new String(bytes, StandardCharsets.ISO_8859_1).equals(text)
        ? bytes
        : null;
  }

  private static int length(DataInputStream in) throws IOException {
    int length = in.readInt();
    if (length < 0 || length > in.available()) {
      throw new IOException("bad length " + length);
    }
    return length;
  }

  private int number(Class<?> type) {
    Integer number = numbers.get(type);
    if (number == null) {
      throw new IllegalArgumentException(
          "the protocol cannot carry a " + type.getName() + ": no message reaches its type");
    }
    return number;
  }

  private Class<?> type(int number) throws IOException {
    if (number >= types.size()) {
      throw new IOException("frame holds an unknown type " + number);
    }
    return types.get(number);
  }

  /**
   * The records and enums a message can hold, from the roots: each record's component types (and
   * their type arguments), each sealed interface's permitted subtypes.
   */
  public static List<Class<?>> reachableTypes(Class<?>... roots) {
    Set<Class<?>> found = new LinkedHashSet<>();
    Deque<Type> pending = new ArrayDeque<>(List.of(roots));
    while (!pending.isEmpty()) {
      Type type = pending.poll();
      if (type instanceof ParameterizedType parameterized) {
        pending.addAll(List.of(parameterized.getActualTypeArguments()));
        pending.add(parameterized.getRawType());
        continue;
      }
      if (!(type instanceof Class<?> raw) || !found.add(raw)) {
        continue;
      }
      if (raw.isSealed()) {
        pending.addAll(List.of(raw.getPermittedSubclasses()));
      }
      if (raw.isRecord()) {
        for (RecordComponent component : raw.getRecordComponents()) {
          pending.add(component.getGenericType());
        }
      }
    }
    return found.stream()
        .filter(type -> type.isRecord() || type.isEnum())
        .sorted(Comparator.comparing(Class::getName))
        .toList();
  }

  private static Map<Class<?>, Integer> numbers(List<Class<?>> types) {
    Map<Class<?>, Integer> numbers = new HashMap<>();
    for (int i = 0; i < types.size(); i++) {
      numbers.put(types.get(i), i);
    }
    return numbers;
  }

  /** A record type's accessors and canonical constructor. */
  private static final class RecordShape {
    final Method[] accessors;
    final Constructor<?> constructor;

    RecordShape(Class<?> type) {
      RecordComponent[] components = type.getRecordComponents();
      accessors = new Method[components.length];
      Class<?>[] parameters = new Class<?>[components.length];
      for (int i = 0; i < components.length; i++) {
        accessors[i] = components[i].getAccessor();
        accessors[i].setAccessible(true);
        parameters[i] = components[i].getType();
      }
      try {
        constructor = type.getDeclaredConstructor(parameters);
        constructor.setAccessible(true);
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException(type.getName() + " has no canonical constructor", e);
      }
    }

    Object read(Method accessor, Object record) {
      try {
        return accessor.invoke(record);
      } catch (IllegalAccessException | InvocationTargetException e) {
        throw new IllegalStateException("cannot read " + accessor, e);
      }
    }

    Object make(Object[] components) throws IOException {
      try {
        return constructor.newInstance(components);
      } catch (InstantiationException
          | IllegalAccessException
          | IllegalArgumentException
          | InvocationTargetException e) {
        throw new IOException(
            "frame holds a " + constructor.getDeclaringClass().getName() + " that cannot be made",
            e);
      }
    }
  }
}
