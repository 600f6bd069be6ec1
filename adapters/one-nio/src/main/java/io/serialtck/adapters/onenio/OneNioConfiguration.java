package io.serialtck.adapters.onenio;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.ReadExtent;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.StaticStateRestore;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import one.nio.serial.DeserializeStream;

/**
 * What all one-nio configurations share: the library's coordinates and version, and the JVM flags
 * its {@code one.nio.serial} code generation needs.
 */
abstract class OneNioConfiguration
    implements SerializerConfiguration, ReadExtent, StaticStateRestore {

  private long consumed = -1;

  /** How the shared {@code Repository} and code generator are set up. */
  static final String COMMON =
      "Repository options at their defaults; serializer code generation mode method_handles"
          + " (-Done.nio.serial.gen.mode=method_handles before JDK 24, and on every JDK before"
          + " one-nio 2.3.0, whose default it is from JDK 24)";

  @Override
  public String library() {
    return "ru.odnoklassniki:one-nio";
  }

  @Override
  public String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), "ru.odnoklassniki", "one-nio");
  }

  /**
   * one-nio's {@code Repository} is static: a reader that once met a class (a {@code BigInteger}
   * field) knows serializers a fresh process would not (it then reads a {@code BigDecimal} it
   * otherwise rejects). Each cell therefore starts from the {@code Repository} of a fresh copy of
   * the library: {@link #restoreStaticState} puts back what it held when the world was made.
   */
  @Override
  public boolean keepsStaticState() {
    return true;
  }

  /** A copy of one-nio's {@code Repository} maps and options ({@link RepositorySnapshot}). */
  @Override
  public Object snapshotStaticState() throws ReflectiveOperationException {
    return RepositorySnapshot.take();
  }

  @Override
  public void restoreStaticState(Object snapshot) throws ReflectiveOperationException {
    ((RepositorySnapshot) snapshot).restore();
  }

  /**
   * The held instance is one of this class, but what one-nio learns lives in its static {@code
   * Repository}, shared by every instance in the world: the {@code stateful} cells hold it for one
   * scenario's sequences, in worlds renewed before the scenario.
   */
  @Override
  public String heldInstance() {
    return "one instance; one-nio's serializers live in its static Repository, shared by every"
        + " instance of the process";
  }

  /**
   * The first one-nio that starts on JDK 25: 1.7.1 and 2.0.0 generate serializers through {@code
   * jdk.internal.reflect.MagicAccessorImpl}, 2.1.0 through {@code
   * SerializationConstructorAccessorImpl}, and JDK 25 has neither (measured outside the kit on JDK
   * 25; JDK 18 to 24 not checked).
   */
  static final String FIRST_ON_JDK_25 = "2.2.0";

  /**
   * The first one-nio whose generation mode on JDK 24 and later is method_handles by default: 2.2.0
   * refuses to start there unless it is set.
   */
  static final String FIRST_WITH_HANDLES_BY_DEFAULT = "2.3.0";

  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    List<String> flags = new ArrayList<>();
    if (jdkFeatureVersion < 24
        || LibraryVersion.isBefore(libraryVersion(), FIRST_WITH_HANDLES_BY_DEFAULT)) {
      // Its default before JDK 24, magic_accessor, defines jdk.internal.reflect.MagicAccessorBridge
      // in the boot loader when one-nio is initialised, which fails the second time: the worker
      // loads one-nio in two worlds. JDK 24+ uses method_handles by default from 2.3.0 on.
      flags.add("-Done.nio.serial.gen.mode=method_handles");
    }
    return flags;
  }

  @Override
  public Optional<String> unsupportedOn(int jdkFeatureVersion) {
    String version = libraryVersion();
    if (jdkFeatureVersion >= 25 && LibraryVersion.isBefore(version, FIRST_ON_JDK_25)) {
      return Optional.of(
          "one-nio "
              + version
              + " cannot generate a serializer on JDK "
              + jdkFeatureVersion
              + ", so it writes no class but an Externalizable one (which writes itself): its"
              + " generation uses jdk.internal.reflect classes that JDK no longer has"
              + " (MagicAccessorImpl; SerializationConstructorAccessorImpl in 2.1.0); "
              + FIRST_ON_JDK_25
              + " is the first that runs there");
    }
    return Optional.empty();
  }

  /**
   * What {@code Serializer.deserialize(bytes)} does, {@code new
   * DeserializeStream(bytes).readObject()}, keeping the stream to tell how far the read went.
   */
  final Object deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
    consumed = -1;
    DeserializeStream in = new DeserializeStream(bytes);
    Object read = in.readObject();
    consumed = in.count();
    return read;
  }

  /** The {@code DeserializeStream}'s count after the last read. */
  @Override
  public long bytesConsumed() {
    return consumed;
  }
}
