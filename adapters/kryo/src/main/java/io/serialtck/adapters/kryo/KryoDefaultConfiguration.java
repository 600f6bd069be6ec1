package io.serialtck.adapters.kryo;

/** {@code kryo-default}: Kryo 5 with its default FieldSerializer. */
public final class KryoDefaultConfiguration extends KryoConfiguration {

  @Override
  public String id() {
    return "kryo-default";
  }

  @Override
  public String description() {
    return "new Kryo() with default FieldSerializer; " + COMMON;
  }
}
