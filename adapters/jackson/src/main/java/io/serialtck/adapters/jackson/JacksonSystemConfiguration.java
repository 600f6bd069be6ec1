package io.serialtck.adapters.jackson;

/**
 * {@code jackson-system}: Jackson 2 JSON with type information for every value and lenient reading.
 */
public final class JacksonSystemConfiguration extends JacksonTypedConfiguration {

  public JacksonSystemConfiguration() {
    super("jackson-system", JacksonFormat.JSON);
  }
}
