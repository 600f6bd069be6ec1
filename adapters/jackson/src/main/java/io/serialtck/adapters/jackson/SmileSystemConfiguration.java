package io.serialtck.adapters.jackson;

/**
 * {@code smile-system}: Jackson 2 Smile with type information for every value and lenient reading.
 */
public final class SmileSystemConfiguration extends JacksonConfiguration {

  public SmileSystemConfiguration() {
    super("smile-system", JacksonFormat.SMILE, MapperSetup.SYSTEM);
  }
}
