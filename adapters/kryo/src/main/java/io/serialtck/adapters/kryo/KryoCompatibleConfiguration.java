package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;

/**
 * {@code kryo-compatible}: Kryo 5 with {@code CompatibleFieldSerializer} as default serializer,
 * which writes field names (and chunked values) so that fields may be added or removed.
 */
public final class KryoCompatibleConfiguration extends KryoConfiguration {

  @Override
  public String id() {
    return "kryo-compatible";
  }

  @Override
  public String description() {
    return "new Kryo() with setDefaultSerializer(CompatibleFieldSerializer.class) (its default"
        + " config); "
        + COMMON;
  }

  @Override
  void configure(Kryo kryo) {
    kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
  }
}
