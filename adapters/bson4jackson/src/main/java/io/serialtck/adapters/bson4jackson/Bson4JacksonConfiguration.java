package io.serialtck.adapters.bson4jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import de.undercouch.bson4jackson.BsonFactory;
import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.SerializerConfiguration;

/**
 * A Jackson 2 {@link ObjectMapper} on bson4jackson's {@link BsonFactory}, set up by one {@link
 * MapperSetup}, writing with {@code writeValueAsBytes} and reading with {@code readValue(bytes,
 * type)}. The mapper is made on first use.
 */
abstract class Bson4JacksonConfiguration implements SerializerConfiguration {

  private static final String GROUP_ID = "de.undercouch";
  private static final String ARTIFACT_ID = "bson4jackson";

  private final String id;
  private final MapperSetup setup;
  private ObjectMapper mapper;

  Bson4JacksonConfiguration(String id, MapperSetup setup) {
    this.id = id;
    this.setup = setup;
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final String library() {
    return GROUP_ID + ":" + ARTIFACT_ID;
  }

  /**
   * bson4jackson's own version (its Gradle-built jar has no pom.properties: see LibraryVersion).
   */
  @Override
  public final String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), GROUP_ID, ARTIFACT_ID);
  }

  @Override
  public final String description() {
    return "new ObjectMapper(new BsonFactory()) (BSON, BsonFactory defaults, no BsonModule); "
        + setup.description()
        + "; writeValueAsBytes(value) / readValue(bytes, type)";
  }

  private ObjectMapper mapper() {
    if (mapper == null) {
      ObjectMapper fresh = new ObjectMapper(new BsonFactory());
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
}
