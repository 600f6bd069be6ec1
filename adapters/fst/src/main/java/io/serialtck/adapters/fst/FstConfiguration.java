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

  /** The first FST that no longer registers {@code java.awt} classes at start. */
  static final String FIRST_WITHOUT_AWT = "2.18";

  /**
   * Whether this world's FST tells how far a read went: {@code FSTObjectInput.getCodec()} came with
   * FST 2.x's pluggable codecs (2.04 has none), and a version without it reports no extent.
   */
  private static final boolean TELLS_INPUT_POSITION = hasMethod(FSTObjectInput.class, "getCodec");

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
   * reads and writes fields with {@code sun.misc.Unsafe} in every configuration. FST before 2.18
   * also registers {@code java.awt} classes ({@code Color}, {@code Point}, {@code Rectangle},
   * {@code Dimension}) when the configuration is created, so that package must be open too (the
   * flags follow the version this configuration's world loads).
   */
  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    List<String> packages =
        new ArrayList<>(
            List.of(
                "java.base/java.lang",
                "java.base/java.math",
                "java.base/java.util",
                "java.base/java.util.concurrent",
                "java.base/java.net",
                "java.base/java.text",
                "java.sql/java.sql"));
    if (LibraryVersion.isBefore(libraryVersion(), FIRST_WITHOUT_AWT)) {
      packages.add("java.desktop/java.awt");
      packages.add("java.desktop/java.awt.geom");
    }
    List<String> flags = new ArrayList<>();
    for (String pkg : packages) {
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
    consumed = TELLS_INPUT_POSITION ? in.getCodec().getInputPos() : -1;
    return read;
  }

  private static boolean hasMethod(Class<?> type, String name) {
    return java.util.Arrays.stream(type.getMethods()).anyMatch(m -> m.getName().equals(name));
  }

  /** The input position of the decoder of the last read, or -1 when FST does not tell it. */
  @Override
  public long bytesConsumed() {
    return consumed;
  }
}
