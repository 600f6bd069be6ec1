package io.serialtck.adapters.jackson3;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.ReusingReader;
import io.serialtck.spi.SerializerConfiguration;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.MapperBuilder;

/**
 * A Jackson 3 mapper on one {@link Jackson3Format}, set up by one {@link Jackson3Setup}, writing
 * with {@code writeValueAsBytes} and reading with {@code readValue(bytes, type)}, or into an object
 * the caller holds with {@code readerForUpdating(target).readValue(bytes)}, which sets the target's
 * properties and returns the target. The mapper is built on first use. Its wire format is named as
 * the Jackson 2 adapter names its twin's, so that a migration can join the two.
 */
abstract class Jackson3Configuration implements SerializerConfiguration, ReusingReader {

  private final String id;
  private final Jackson3Format format;
  private final Jackson3Setup setup;
  private ObjectMapper mapper;

  Jackson3Configuration(String id, Jackson3Format format, Jackson3Setup setup) {
    this.id = id;
    this.format = format;
    this.setup = setup;
  }

  /** The data format of this configuration's mapper. */
  final Jackson3Format format() {
    return format;
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final String library() {
    return format.groupId() + ":" + format.artifactId();
  }

  @Override
  public final String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), format.groupId(), format.artifactId());
  }

  /** {@code JSON}, {@code Smile} or {@code BSON}, as the Jackson 2 twin says it too. */
  @Override
  public final String wireFormat() {
    return format.wireFormat();
  }

  @Override
  public final String description() {
    return format.description()
        + "; "
        + setup.description()
        + "; writeValueAsBytes(value) / readValue(bytes, type)";
  }

  private ObjectMapper mapper() {
    if (mapper == null) {
      MapperBuilder<?, ?> builder = format.builder();
      setup.apply(builder);
      mapper = builder.build();
    }
    return mapper;
  }

  @Override
  public final byte[] write(Object value) throws Exception {
    return mapper().writeValueAsBytes(value);
  }

  @Override
  public final Object read(byte[] bytes, Class<?> type) throws Exception {
    return mapper().readValue(bytes, type);
  }

  @Override
  public final Object readInto(byte[] bytes, Object target) throws Exception {
    return mapper().readerForUpdating(target).readValue(bytes);
  }
}
