package io.serialtck.adapters.jackson;

/** {@code bson4jackson-system}: the {@code jackson-system} set-up on bson4jackson's BsonFactory. */
public final class Bson4JacksonSystemConfiguration extends JacksonTypedConfiguration {

  public Bson4JacksonSystemConfiguration() {
    super("bson4jackson-system", JacksonFormat.BSON);
  }
}
