package io.serialtck.adapters.fury;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.ReadExtent;
import io.serialtck.spi.SerializerConfiguration;
import java.util.List;
import org.apache.fury.Fury;
import org.apache.fury.config.CompatibleMode;
import org.apache.fury.config.Language;
import org.apache.fury.memory.MemoryBuffer;
import org.apache.fury.memory.MemoryUtils;

/**
 * The Apache Fury set-up all Fury configurations share, as the fory adapter's {@code
 * ForyConfiguration} has it for Fory: Java native mode, reference tracking on, classes resolved
 * through this configuration's own class loader (its world's), and {@code serialize(Object)}/{@code
 * deserialize(byte[])}; class registration not required, unless a subclass asks for it. Subclasses
 * choose the compatible mode. It tells how far a read went (the buffer's reader index, {@link
 * ReadExtent}).
 *
 * <p>Fury is Fory before its 0.11 rename: the same project and format line in other Java packages
 * ({@code org.apache.fury}), so its configurations declare the wire format Fory's do ({@link
 * #WIRE_FORMAT}) and a migration may join the two. Neither promises that the other reads its bytes:
 * Fury's guide ensures binary compatibility between patch releases only.
 */
abstract class FuryConfiguration implements SerializerConfiguration, ReadExtent {

  /**
   * The format every Fury and Fory configuration writes: Fory's Java native format, which Fury
   * wrote before the rename. The fory adapter declares the same name.
   */
  static final String WIRE_FORMAT = "Fory/Fury Java native";

  /** The settings every Fury configuration has, registration aside. */
  static final String SHARED =
      "withRefTracking(true); withClassLoader(the configuration's own class loader, i.e. its"
          + " world's); every other FuryBuilder setting at its default; one Fury instance;"
          + " serialize(Object)/deserialize(byte[])";

  static final String COMMON =
      "withLanguage(Language.JAVA); requireClassRegistration(false); " + SHARED;

  /** The secure settings of a configuration that does not require registration. */
  static final String SECURE_SETTINGS =
      "requireClassRegistration(true), the reader's classes that Fury does not register itself"
          + " registered with register(Class) in the kit's stated order (depth first from the"
          + " root, each class at its first occurrence, then the rest of its class model)";

  private Fury fury;
  private MemoryBuffer lastInput;

  /**
   * How this configuration makes its Fury, as its description opens ({@code Fury.builder() with
   * withCompatibleMode(...)}).
   */
  abstract String setUp();

  /** The compatible mode this configuration passes to {@code withCompatibleMode}. */
  abstract CompatibleMode compatibleMode();

  /** Whether every class must be registered first (Fury's own default). */
  boolean registrationRequired() {
    return false;
  }

  /**
   * With registration required, registers the classes in the order given with {@code
   * register(Class)}, which numbers them in that order, skipping those Fury registers by itself
   * (its built-in JDK types); without, does nothing.
   */
  @Override
  public void registerClasses(List<Class<?>> classes) {
    if (!registrationRequired()) {
      return;
    }
    for (Class<?> type : classes) {
      if (!fury().getClassResolver().isRegistered(type)) {
        fury().register(type);
      }
    }
  }

  @Override
  public String library() {
    return "org.apache.fury:fury-core";
  }

  @Override
  public String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), "org.apache.fury", "fury-core");
  }

  @Override
  public String wireFormat() {
    return WIRE_FORMAT;
  }

  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    return FuryJvmFlags.forJdk(jdkFeatureVersion);
  }

  private Fury fury() {
    if (fury == null) {
      fury =
          Fury.builder()
              .withLanguage(Language.JAVA)
              .withCompatibleMode(compatibleMode())
              .requireClassRegistration(registrationRequired())
              .withRefTracking(true)
              .withClassLoader(getClass().getClassLoader())
              .build();
    }
    return fury;
  }

  @Override
  public byte[] write(Object value) {
    return fury().serialize(value);
  }

  /**
   * {@code deserialize(byte[])} does exactly this: it wraps the bytes in a {@code MemoryBuffer}
   * ({@code MemoryUtils.wrap}). Holding the buffer tells how far the read went ({@link
   * #bytesConsumed()}).
   */
  @Override
  public Object read(byte[] bytes, Class<?> type) {
    lastInput = MemoryUtils.wrap(bytes);
    return fury().deserialize(lastInput);
  }

  /** The buffer's reader index after the last read. */
  @Override
  public long bytesConsumed() {
    return lastInput == null ? -1 : lastInput.readerIndex();
  }
}
