package io.serialtck.spi;

import java.util.List;
import java.util.Optional;

/**
 * One serializer configuration: a library set up in one exact, described way. It is a row of the
 * matrix.
 *
 * <p>Implementations are found with {@link java.util.ServiceLoader} inside a <em>world</em>: a
 * child-first class loader that holds the adapter, its own copy of the library and the classes
 * generated for one side of a cell. Only this package and {@code java.*} are shared with the
 * harness, so an implementation may keep static state; it lives and dies with its world.
 *
 * <p>Constructors must be cheap and must not touch the library: the harness instantiates every
 * configuration once just to read {@link #id()}, {@link #description()} and {@link #jvmFlags(int)}
 * before it starts a worker JVM. Create serializers lazily.
 *
 * <p>Every exception thrown by {@link #write} or {@link #read} is reported as the library's answer
 * (outcome {@code REJECTED}); it must not be swallowed or wrapped into a default value.
 */
public interface SerializerConfiguration {

  /**
   * A stable identifier, unique among all registered configurations, in lower-case words joined by
   * hyphens, e.g. {@code kryo-default}. Reports and baselines are keyed by it.
   */
  String id();

  /** Maven coordinates of the library without version, {@code groupId:artifactId}. */
  String library();

  /**
   * The version of the library as loaded in this configuration's world, read from the library
   * itself (see {@link LibraryVersion}), never typed in.
   */
  String libraryVersion();

  /**
   * One line that says exactly how the library is configured: every non-default setting,
   * registration, convention or custom codec. A reader of the report must be able to reproduce the
   * configuration from it.
   */
  String description();

  /**
   * Flags the worker JVM needs to run this configuration on a JDK of the given feature version (17,
   * 25, ...), such as {@code --add-opens}. Flags a JDK does not know must not be returned for it.
   */
  default List<String> jvmFlags(int jdkFeatureVersion) {
    return List.of();
  }

  /**
   * Why this configuration cannot run on a JDK of the given feature version, or empty when it can.
   * Its cells on that JDK are then {@code UNSUPPORTED} with this reason, and no worker is started.
   */
  default Optional<String> unsupportedOn(int jdkFeatureVersion) {
    return Optional.empty();
  }

  /** Serializes {@code value}; the harness compares what {@link #read} makes of the bytes. */
  byte[] write(Object value) throws Exception;

  /**
   * Deserializes bytes written by {@link #write}, possibly by another version of the class, of the
   * library or of the JDK. {@code type} is the reader's class of the root object.
   */
  Object read(byte[] bytes, Class<?> type) throws Exception;

  /**
   * Class metadata the writer ships to the reader out of band, for libraries whose bytes do not
   * describe their classes (one-nio's default mode). Called by the writer after {@link #write}.
   * Empty (the default) when this configuration ships none.
   */
  default Optional<byte[]> exportMetadata(Class<?> type) throws Exception {
    return Optional.empty();
  }

  /** Receives, on the reader side and before {@link #read}, what {@link #exportMetadata} gave. */
  default void importMetadata(byte[] metadata) throws Exception {
    throw new UnsupportedOperationException(id() + " does not import class metadata");
  }
}
