package io.serialtck.adapters.jackson;

/**
 * {@code bson4jackson-default}: the {@code jackson-default} set-up on bson4jackson's BsonFactory.
 */
public final class Bson4JacksonDefaultConfiguration extends JacksonConfiguration {

  public Bson4JacksonDefaultConfiguration() {
    super("bson4jackson-default", JacksonFormat.BSON, MapperSetup.DEFAULT);
  }
}
