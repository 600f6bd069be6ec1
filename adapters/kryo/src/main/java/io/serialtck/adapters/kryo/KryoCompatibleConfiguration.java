package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;

/**
 * {@code kryo-compatible}: Kryo 5 with {@code CompatibleFieldSerializer} as default serializer,
 * which writes field names (and chunked values) so that fields may be added or removed.
 */
public final class KryoCompatibleConfiguration extends KryoConfiguration implements SecureSettings {

  @Override
  public String id() {
    return "kryo-compatible";
  }

  @Override
  public String description() {
    return setUp() + "; " + COMMON;
  }

  @Override
  String setUp() {
    return "new Kryo() with setDefaultSerializer(CompatibleFieldSerializer.class) (its default"
        + " config)";
  }

  @Override
  public String secureSettings() {
    return SECURE_SETTINGS;
  }

  @Override
  public SerializerConfiguration secured() {
    return new KryoSecuredConfiguration(this);
  }

  @Override
  void configure(Kryo kryo) {
    kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
  }
}
