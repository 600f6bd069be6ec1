package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code kryo-unsafe}: Kryo 5 FieldSerializer over {@code UnsafeOutput}/{@code UnsafeInput}, which
 * copy primitives with {@code sun.misc.Unsafe} in native byte order.
 */
public final class KryoUnsafeConfiguration extends KryoConfiguration implements SecureSettings {

  @Override
  public String id() {
    return "kryo-unsafe";
  }

  @Override
  public String description() {
    return setUp() + "; " + COMMON;
  }

  @Override
  String setUp() {
    return "new Kryo() with default FieldSerializer over UnsafeOutput/UnsafeInput";
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
  public List<String> jvmFlags(int jdkFeatureVersion) {
    List<String> flags = new ArrayList<>();
    flags.add("--add-opens=java.base/java.nio=ALL-UNNAMED");
    flags.add("--add-opens=java.base/sun.nio.ch=ALL-UNNAMED");
    if (jdkFeatureVersion >= 23) {
      flags.add("--sun-misc-unsafe-memory-access=allow");
    }
    return flags;
  }

  @Override
  Output newOutput() {
    return KryoGenerations.unsafeOutput(256, -1);
  }

  @Override
  Input newInput(byte[] bytes) {
    return KryoGenerations.unsafeInput(bytes);
  }
}
