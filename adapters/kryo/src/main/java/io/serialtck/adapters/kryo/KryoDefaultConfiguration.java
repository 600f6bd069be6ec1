package io.serialtck.adapters.kryo;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import java.util.Map;

/**
 * {@code kryo-default}: Kryo 5 with its default FieldSerializer. Its set-up variant {@code
 * references-off} is Kryo's own default for references ({@link KryoReferencesOff}).
 */
public final class KryoDefaultConfiguration extends KryoConfiguration
    implements SecureSettings, SetUpVariants {

  @Override
  public String id() {
    return "kryo-default";
  }

  @Override
  public String description() {
    return setUp() + "; " + COMMON;
  }

  @Override
  String setUp() {
    return "new Kryo() with default FieldSerializer";
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
  public Map<String, String> variants() {
    return Map.of(KryoReferencesOff.NAME, KryoReferencesOff.CHANGE);
  }

  @Override
  public SerializerConfiguration variant(String name) {
    if (!name.equals(KryoReferencesOff.NAME)) {
      throw new IllegalArgumentException(
          id() + " has no set-up variant '" + name + "'; it has " + variants().keySet());
    }
    return new KryoReferencesOff(this);
  }
}
