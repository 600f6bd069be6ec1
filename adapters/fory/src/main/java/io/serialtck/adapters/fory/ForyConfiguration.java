package io.serialtck.adapters.fory;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.ReadExtent;
import io.serialtck.spi.SerializerConfiguration;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.ForyBuilder;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/**
 * The Apache Fory set-up all Fory configurations share: Java native mode, reference tracking on,
 * classes resolved through this configuration's own class loader (its world's), and {@code
 * serialize(Object)}/{@code deserialize(byte[])}; class registration not required, unless a
 * subclass asks for it. Subclasses choose the compatible mode. It tells how far a read went (the
 * buffer's reader index, {@link ReadExtent}).
 */
abstract class ForyConfiguration implements SerializerConfiguration, ReadExtent {

  /**
   * The format every Fory configuration writes: Fory's Java native format, which Fory wrote as
   * Apache Fury ({@code org.apache.fury}) before its 0.11 rename. The fury adapter declares the
   * same name, so that a migration may join Fury and Fory; neither promises to read the other's
   * bytes (Fory documents no binary compatibility across releases before 1.0).
   */
  static final String WIRE_FORMAT = "Fory/Fury Java native";

  /** The settings every Fory configuration has, registration and reference tracking aside. */
  static final String LOADER =
      "withClassLoader(the configuration's own class loader, i.e. its world's); every other"
          + " ForyBuilder setting at its default; one Fory instance;"
          + " serialize(Object)/deserialize(byte[])";

  /** The settings every Fory configuration has, registration aside. */
  static final String SHARED = "withRefTracking(true); " + LOADER;

  static final String COMMON =
      "withLanguage(Language.JAVA); requireClassRegistration(false); " + SHARED;

  /** The secure settings of a configuration that does not require registration. */
  static final String SECURE_SETTINGS =
      "requireClassRegistration(true), the reader's classes that Fory does not register itself"
          + " registered with register(Class) in the kit's stated order (depth first from the"
          + " root, each class at its first occurrence, then the rest of its class model)";

  private Fory fory;
  private MemoryBuffer lastInput;

  /**
   * How this configuration makes its Fory, as its description opens ({@code Fory.builder() with
   * withCompatibleMode(...)}); empty for one that describes itself whole.
   */
  String setUp() {
    return "";
  }

  /** The compatible mode this configuration passes to {@code withCompatibleMode}. */
  abstract CompatibleMode compatibleMode();

  /** Whether every class must be registered first (Fory's own default). */
  boolean registrationRequired() {
    return false;
  }

  /**
   * With registration required, {@code register(Class)} gives each class the next id and the bytes
   * name a class by its id, so the order of registration decides which class an id reads as.
   */
  @Override
  public boolean registrationAssignsIds() {
    return registrationRequired();
  }

  /**
   * With registration required, registers the classes in the order given with {@code
   * register(Class)}, which numbers them in that order, skipping those Fory registers by itself
   * (its built-in JDK types); without, does nothing.
   */
  @Override
  public void registerClasses(List<Class<?>> classes) {
    if (!registrationRequired()) {
      return;
    }
    for (Class<?> type : classes) {
      if (!fory().getTypeResolver().isRegistered(type)) {
        fory().register(type);
      }
    }
  }

  @Override
  public String library() {
    return "org.apache.fory:fory-core";
  }

  @Override
  public String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), "org.apache.fory", "fory-core");
  }

  @Override
  public String wireFormat() {
    return WIRE_FORMAT;
  }

  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    return ForyJvmFlags.forJdk(jdkFeatureVersion);
  }

  /** Whether references are tracked ({@code withRefTracking}); Fory's own default is false. */
  boolean refTracking() {
    return true;
  }

  /** Whether Fory generates serializer code (its default); false calls {@code withCodegen}. */
  boolean codegen() {
    return true;
  }

  private Fory fory() {
    if (fory == null) {
      ForyBuilder builder =
          Fory.builder()
              .withLanguage(Language.JAVA)
              .withCompatibleMode(compatibleMode())
              .requireClassRegistration(registrationRequired())
              .withRefTracking(refTracking())
              .withClassLoader(getClass().getClassLoader());
      if (!codegen()) {
        builder.withCodegen(false);
      }
      fory = builder.build();
    }
    return fory;
  }

  @Override
  public byte[] write(Object value) {
    return fory().serialize(value);
  }

  /**
   * {@code deserialize(byte[])} does exactly this: it wraps the bytes in a {@code MemoryBuffer}.
   * Holding the buffer tells how far the read went ({@link #bytesConsumed()}).
   */
  @Override
  public Object read(byte[] bytes, Class<?> type) {
    lastInput = MemoryBuffer.fromByteArray(bytes);
    return fory().deserialize(lastInput);
  }

  /** The buffer's reader index after the last read. */
  @Override
  public long bytesConsumed() {
    return lastInput == null ? -1 : lastInput.readerIndex();
  }
}
