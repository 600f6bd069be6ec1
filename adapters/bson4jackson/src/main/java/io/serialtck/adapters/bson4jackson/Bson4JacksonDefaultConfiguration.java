package io.serialtck.adapters.bson4jackson;

/**
 * {@code bson4jackson-default}: bson4jackson BSON with Jackson's default settings and fields
 * visible.
 */
public final class Bson4JacksonDefaultConfiguration extends Bson4JacksonConfiguration {

  public Bson4JacksonDefaultConfiguration() {
    super("bson4jackson-default", MapperSetup.DEFAULT);
  }
}
