package io.serialtck.adapters.jackson;

/** {@code smile-default}: Jackson 2 Smile with default settings and fields visible. */
public final class SmileDefaultConfiguration extends JacksonConfiguration {

  public SmileDefaultConfiguration() {
    super("smile-default", JacksonFormat.SMILE, MapperSetup.DEFAULT);
  }
}
