package io.serialtck.adapters.bson4jackson;

/**
 * {@code bson4jackson-system}: bson4jackson BSON with type information for every value and lenient
 * reading.
 */
public final class Bson4JacksonSystemConfiguration extends Bson4JacksonConfiguration {

  public Bson4JacksonSystemConfiguration() {
    super("bson4jackson-system", MapperSetup.SYSTEM);
  }
}
