package io.serialtck.adapters.chroniclewire;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.ReusingReader;
import io.serialtck.spi.SerializerConfiguration;
import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;

/**
 * What all Chronicle Wire configurations share: the value is written with {@code
 * wireType.apply(bytes).getValueOut().object(value)} into elastic on-heap {@code Bytes}, whose
 * content is returned; the {@code Bytes} and its wire are made once per instance and cleared before
 * each write, as Chronicle's documentation advises (the kit makes a new instance per cell), and
 * read with {@code getValueIn().object(readerClass)} from the bytes wrapped on heap. Class names
 * resolve through Chronicle's {@code ClassAliasPool}, which loads with the loader of Chronicle's
 * own classes: in the harness that is the world's loader, which also holds the generated classes.
 * Into an object the caller holds, it reads with {@code getValueIn().object(target,
 * target.getClass())}, Chronicle's own reuse, which fills the target's fields (a plain {@code
 * Serializable} class's too, not only a {@code Marshallable}'s) and returns it. Subclasses choose
 * the {@link WireType}.
 */
abstract class ChronicleWireConfiguration implements SerializerConfiguration, ReusingReader {

  static final String COMMON =
      "no aliases, no other setting; getValueOut().object(value) into one"
          + " Bytes.allocateElasticOnHeap() and its wire, kept across writes (wire.clear() before"
          + " each, toByteArray() after) / getValueIn().object(readerClass) from"
          + " Bytes.wrapForRead(bytes)";

  /** The wire format; a constant of Chronicle's own enum, so nothing is built before use. */
  abstract WireType wireType();

  @Override
  public String library() {
    return "net.openhft:chronicle-wire";
  }

  @Override
  public String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), "net.openhft", "chronicle-wire");
  }

  /**
   * The JVM arguments Chronicle's own build passes on Java 17 and later ({@code jvm.requiredArgs}
   * of {@code net.openhft:root-parent-pom} 2026.0, without its repeated line). On JDK 23 and later,
   * leave to use the memory-access methods of {@code sun.misc.Unsafe}, on which Chronicle Bytes and
   * jffi are built; on JDK 24 and later, native access for the class path, because Chronicle Core's
   * {@code Jvm} loads native libraries through jffi (posix) and JNA (affinity) when it initialises.
   */
  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    List<String> flags = new ArrayList<>();
    for (String pkg :
        List.of(
            "java.base/jdk.internal.misc",
            "java.base/jdk.internal.ref",
            "java.base/jdk.internal.util",
            "java.base/sun.nio.ch",
            "jdk.compiler/com.sun.tools.javac.file",
            "jdk.unsupported/sun.misc")) {
      flags.add("--add-exports=" + pkg + "=ALL-UNNAMED");
    }
    for (String pkg :
        List.of(
            "java.base/java.io",
            "java.base/java.lang",
            "java.base/java.lang.reflect",
            "java.base/java.util",
            "jdk.compiler/com.sun.tools.javac")) {
      flags.add("--add-opens=" + pkg + "=ALL-UNNAMED");
    }
    if (jdkFeatureVersion >= 23) {
      flags.add("--sun-misc-unsafe-memory-access=allow");
    }
    if (jdkFeatureVersion >= 24) {
      flags.add("--enable-native-access=ALL-UNNAMED");
    }
    return flags;
  }

  /** The bytes written into, made on the first write. */
  private Bytes<byte[]> out;

  /** The wire over {@link #out}. */
  private Wire outWire;

  @Override
  public byte[] write(Object value) {
    if (outWire == null) {
      out = Bytes.allocateElasticOnHeap();
      outWire = wireType().apply(out);
    }
    outWire.clear();
    outWire.getValueOut().object(value);
    return out.toByteArray();
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) {
    Bytes<byte[]> in = Bytes.wrapForRead(bytes);
    try {
      return wireType().apply(in).getValueIn().object(type);
    } finally {
      in.releaseLast();
    }
  }

  @Override
  public Object readInto(byte[] bytes, Object target) {
    Bytes<byte[]> in = Bytes.wrapForRead(bytes);
    try {
      return wireType().apply(in).getValueIn().object(target, target.getClass());
    } finally {
      in.releaseLast();
    }
  }
}
