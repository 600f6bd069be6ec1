package io.serialtck.adapters.jackson;

/**
 * {@code jackson-plain}: Jackson 2 JSON exactly as {@code new ObjectMapper()} ships, which maps
 * properties (public getters and setters, public fields) and fails on an unknown property.
 */
public final class JacksonPlainConfiguration extends JacksonConfiguration {

  public JacksonPlainConfiguration() {
    super("jackson-plain", JacksonFormat.JSON, MapperSetup.PLAIN);
  }
}
