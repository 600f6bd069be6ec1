package io.serialtck.adapters.fst;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.ReadExtent;
import io.serialtck.spi.SerializerConfiguration;
import java.util.ArrayList;
import java.util.List;
import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectInput;

/**
 * What all FST configurations share: one {@link FSTConfiguration} made by a factory method of FST
 * and left as that method makes it, {@code asByteArray} to write, {@code
 * getObjectInput(bytes).readObject()} to read. FST resolves class names through {@link
 * FSTConfiguration#getClassLoader()}, which by default is the loader of FST's own classes: in the
 * harness that is the world's loader, which also holds the generated classes, so it is not set.
 * Subclasses choose the factory method. It tells how far a read went (the decoder's input position,
 * {@link ReadExtent}).
 */
abstract class FstConfiguration implements SerializerConfiguration, ReadExtent {

  static final String COMMON =
      "no registrations, no other setting (shared references on, FST's own class loader, which is"
          + " the world's); asByteArray(value) / getObjectInput(bytes).readObject()";

  private FSTConfiguration fst;
  private long consumed = -1;

  /** Makes the FST configuration, with one of FST's factory methods. */
  abstract FSTConfiguration create();

  @Override
  public String library() {
    return "de.ruedigermoeller:fst";
  }

  @Override
  public String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), "de.ruedigermoeller", "fst");
  }

  /**
   * FST 3.0.4-jdk17 makes the JDK classes it registers by default ({@code String}, {@code
   * BigDecimal}, {@code URL}, {@code SimpleDateFormat}, {@code java.sql.Date}, collections)
   * accessible by reflection when the configuration is created, so their packages must be open; it
   * reads and writes fields with {@code sun.misc.Unsafe} in every configuration.
   */
  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    List<String> flags = new ArrayList<>();
    for (String pkg :
        List.of(
            "java.base/java.lang",
            "java.base/java.math",
            "java.base/java.util",
            "java.base/java.util.concurrent",
            "java.base/java.net",
            "java.base/java.text",
            "java.sql/java.sql")) {
      flags.add("--add-opens=" + pkg + "=ALL-UNNAMED");
    }
    if (jdkFeatureVersion >= 23) {
      flags.add("--sun-misc-unsafe-memory-access=allow");
    }
    return flags;
  }

  private FSTConfiguration fst() {
    if (fst == null) {
      fst = create();
    }
    return fst;
  }

  @Override
  public byte[] write(Object value) {
    return fst().asByteArray(value);
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    consumed = -1;
    FSTObjectInput in = fst().getObjectInput(bytes);
    Object read = in.readObject();
    consumed = in.getCodec().getInputPos();
    return read;
  }

  /** The input position of the decoder of the last read. */
  @Override
  public long bytesConsumed() {
    return consumed;
  }
}
