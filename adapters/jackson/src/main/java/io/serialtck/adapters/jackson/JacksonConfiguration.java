package io.serialtck.adapters.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.ReusingReader;
import io.serialtck.spi.SerializerConfiguration;

/**
 * A Jackson 2 {@link ObjectMapper} on one {@link JacksonFormat}, set up by one {@link MapperSetup},
 * writing with {@code writeValueAsBytes} and reading with {@code readValue(bytes, type)}, or into
 * an object the caller holds with {@code readerForUpdating(target).readValue(bytes)}, which sets
 * the target's properties and returns the target. The mapper is made on first use.
 */
abstract class JacksonConfiguration implements SerializerConfiguration, ReusingReader {

  private final String id;
  private final JacksonFormat format;
  private final MapperSetup setup;
  private ObjectMapper mapper;

  JacksonConfiguration(String id, JacksonFormat format, MapperSetup setup) {
    this.id = id;
    this.format = format;
    this.setup = setup;
  }

  /** The data format of this configuration's mapper. */
  final JacksonFormat format() {
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

  /** {@code JSON}, {@code Smile} or {@code BSON}, as a Jackson 3 configuration says it too. */
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
      ObjectMapper fresh = format.newMapper();
      setup.apply(fresh);
      mapper = fresh;
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
