package io.serialtck.adapters.jackson;

/** {@code jackson-default}: Jackson 2 JSON with default settings and fields visible. */
public final class JacksonDefaultConfiguration extends JacksonConfiguration {

  public JacksonDefaultConfiguration() {
    super("jackson-default", JacksonFormat.JSON, MapperSetup.DEFAULT);
  }
}
