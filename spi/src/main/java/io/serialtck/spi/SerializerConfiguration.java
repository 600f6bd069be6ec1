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
 * <p>The kit makes a new instance, with the public no-arg constructor, for every write and every
 * read: {@link #registerClasses}, then {@link #write} and {@link #exportMetadata} on one instance;
 * {@link #registerClasses}, {@link #importMetadata} and {@link #read} on another. Whatever an
 * instance learns (a class resolver's cache, a mapper's serializers, registrations) is therefore
 * gone by the next cell, as in a fresh process; keep set-up in the instance, not in static fields.
 *
 * <p>Every exception thrown by {@link #write} or {@link #read} is reported as the library's answer
 * (outcome {@code REJECTED}); it must not be swallowed or wrapped into a default value.
 */
@Stable
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
   * The format of the bytes {@link #write} produces, named alike by configurations of different
   * libraries or majors that read each other's bytes: Jackson 2's and Jackson 3's JSON mappers both
   * say {@code JSON}. An upgrade pair that joins two configurations (a migration, {@code
   * jackson-default..jackson3-default}) must join two of one format. The default is the library,
   * {@link #library()}: only that library reads what it writes.
   */
  default String wireFormat() {
    return library();
  }

  /**
   * Other artifacts of the library's project ({@code groupId:artifactId}) that this configuration's
   * world holds beside the library and that are released with it, always at its version, without
   * being among its dependencies: MongoDB's {@code bson-record-codec}, which depends on {@code
   * bson}. A world of another version of the library (a side of an upgrade pair) holds them at that
   * version, as it holds the library's own dependencies at theirs.
   *
   * <p>The kit asks in each world that holds the library, so the list follows {@link
   * #libraryVersion()} as {@link #jvmFlags(int)} does: an artifact first released after that
   * version is left out, and that version's world is made without it (what needs it then says it
   * cannot be built there). The default is none: the library's jar and its dependencies are the
   * whole library.
   */
  @Experimental
  default List<String> companionArtifacts() {
    return List.of();
  }

  /**
   * One line that says exactly how the library is configured: every non-default setting,
   * registration, convention or custom codec. A reader of the report must be able to reproduce the
   * configuration from it.
   */
  String description();

  /**
   * Flags the worker JVM needs to run this configuration on a JDK of the given feature version (17,
   * 25, ...), such as {@code --add-opens}. Flags a JDK does not know must not be returned for it.
   *
   * <p>The kit asks in each world that holds the library, so the flags may follow the version found
   * there, {@link #libraryVersion()} (an older version may need more: {@link
   * LibraryVersion#isBefore}); an upgrade's worker gets both sides' flags. A side of an upgrade
   * that still cannot round-trip the plainest fixture on its own makes the pair's cells harness
   * errors that name the cause.
   */
  default List<String> jvmFlags(int jdkFeatureVersion) {
    return List.of();
  }

  /**
   * Why this configuration cannot run on a JDK of the given feature version, or empty when it can.
   * Its cells on that JDK are then {@code UNSUPPORTED} with this reason, and no worker is started.
   * Like {@link #jvmFlags(int)}, it may follow the {@link #libraryVersion()} of the world it is
   * asked in: an upgrade pair one of whose versions says it cannot run is {@code UNSUPPORTED}.
   */
  default Optional<String> unsupportedOn(int jdkFeatureVersion) {
    return Optional.empty();
  }

  /**
   * True when the library keeps what it learns in static state that a new instance of this class
   * does not reset (one-nio's {@code Repository} of serializers is static), so that a cell's
   * verdict could depend on the cells run before it in the same world. The kit then gives every
   * flexibility criterion, every evolution scenario and every property worlds of their own, at some
   * cost in time (a new class loader and library per cell), so that each is read as by a fresh
   * process. The default is false: static state a new instance does reset needs nothing.
   *
   * <p>A configuration that can put that state back also implements {@link StaticStateRestore}: the
   * kit then keeps its worlds and restores the state they had when they were made, instead of
   * making new ones.
   */
  default boolean keepsStaticState() {
    return false;
  }

  /**
   * How an application holds this configuration's serializer, as the {@code stateful} cells model
   * it: one instance of this class, made with its public no-arg constructor, is told its classes
   * once and then asked to write and read in sequence, as a service keeps one mapper or one {@code
   * Fory} for its lifetime. One line, shown in the cells' detail. The default says {@code "one
   * instance built by the configuration, reused for every call"}; a configuration whose library
   * keeps its state elsewhere (static, global: see {@link #keepsStaticState()}) says where, so that
   * a reader of a cell knows that state, too, lives across the sequence.
   */
  default String heldInstance() {
    return "one instance built by the configuration, reused for every call";
  }

  /**
   * The classes the next {@link #write} or {@link #read} of this instance involves: in the writer's
   * world the classes of the object written, in the reader's world those of the object a faithful
   * read gives (each world names its own version of a class that changed). The order is stated so
   * that two sides that register in it agree on registration ids when their classes agree: depth
   * first from the root, each class at its first occurrence (the root's class first; an object's
   * fields, its own in declaration order and then its superclass's; a collection's elements in
   * iteration order; a map's keys and values entry by entry; an array's class before its elements';
   * an enum constant as its enum; a sorted collection's comparator before its elements), then any
   * other class of the side's class model, then the declared types of the fields of the classes
   * listed so far (outside {@code java.*}) and the classes among those types' type arguments, when
   * they are concrete classes or arrays, as a null field's type or an empty list's element type may
   * still have to be named. JDK classes are included ({@code java.util.ArrayList}, {@code [I});
   * primitives are not.
   *
   * <p>A configuration that requires class registration, as Kryo's and Fory's defaults do,
   * registers them here, in this order; the default ignores them. An exception thrown here is the
   * library's answer, like one thrown by {@link #write} or {@link #read}.
   */
  default void registerClasses(List<Class<?>> classes) throws Exception {}

  /**
   * True when {@link #registerClasses} numbers the classes in the order it is given them and the
   * bytes name a class by that number, as Kryo's and Fory's {@code register(Class)} do with
   * registration required: a reader that registered the same classes in another order, or one class
   * more or less, may then read another class than the one written. The kit asks such a
   * configuration its {@code registration-order} cells, where writer and reader register in
   * different orders. The default is false: a configuration that registers nothing, or whose
   * registration is a set (an allow-list, a deserialization filter), where order does not matter.
   * Declare what the configuration's registration really does, not what its library can do.
   */
  @Experimental
  default boolean registrationAssignsIds() {
    return false;
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
