package io.serialtck.adapters.jackson;

/**
 * {@code smile-system}: Jackson 2 Smile with type information for every value and lenient reading.
 */
public final class SmileSystemConfiguration extends JacksonTypedConfiguration {

  public SmileSystemConfiguration() {
    super("smile-system", JacksonFormat.SMILE);
  }
}
