package io.serialtck.adapters.javastd;

import io.serialtck.spi.SerializerConfiguration;
import java.io.ByteArrayInputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code java-standard} at its secure settings: the same writer, and a reader whose {@code
 * ObjectInputStream} has an {@link ObjectInputFilter} that allows only the classes {@link
 * #registerClasses} names. Every class descriptor the stream holds is checked before its class is
 * instantiated or its {@code readObject} runs, but after it is resolved (loaded, not initialized),
 * so a refused class is still looked up.
 */
final class JavaStandardFilteredReader implements SerializerConfiguration {

  static final String SETTINGS =
      "ObjectInputStream.setObjectInputFilter(a filter that answers ALLOWED for a class whose"
          + " getName() is among the reader's classes, or is a superclass of one of them, or is an"
          + " array of such classes or of a primitive, and REJECTED for every other class; UNDECIDED for the depth, reference and byte checks,"
          + " which name no class)";

  private final JavaStandardConfiguration plain;
  private final Set<String> allowed = new HashSet<>();

  JavaStandardFilteredReader(JavaStandardConfiguration plain) {
    this.plain = plain;
  }

  @Override
  public String id() {
    return plain.id() + "-filtered";
  }

  @Override
  public String library() {
    return plain.library();
  }

  @Override
  public String libraryVersion() {
    return plain.libraryVersion();
  }

  @Override
  public String description() {
    return "ObjectOutputStream.writeObject / ObjectInputStream.readObject with "
        + SETTINGS
        + "; the fixture classes declare a fixed serialVersionUID";
  }

  /**
   * Allows these classes and their superclasses: a serializable superclass's descriptor travels
   * with its subclass's ({@code java.lang.Number} with {@code Integer}, {@code java.lang.Enum} with
   * every enum), so the filter is asked about it too.
   */
  @Override
  public void registerClasses(List<Class<?>> classes) {
    for (Class<?> type : classes) {
      for (Class<?> c = type; c != null; c = c.getSuperclass()) {
        allowed.add(c.getName());
      }
    }
  }

  @Override
  public byte[] write(Object value) throws Exception {
    return plain.write(value);
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      in.setObjectInputFilter(this::check);
      return in.readObject();
    }
  }

  /**
   * An array is asked about by its class, also where a collection's {@code readObject} checks the
   * array it will fill ({@code ArrayList} asks about {@code Object[]}): it is allowed when its
   * element class is.
   */
  private ObjectInputFilter.Status check(ObjectInputFilter.FilterInfo info) {
    Class<?> type = info.serialClass();
    if (type == null) {
      return ObjectInputFilter.Status.UNDECIDED;
    }
    while (type.isArray()) {
      type = type.getComponentType();
    }
    return type.isPrimitive() || allowed.contains(type.getName())
        ? ObjectInputFilter.Status.ALLOWED
        : ObjectInputFilter.Status.REJECTED;
  }
}
