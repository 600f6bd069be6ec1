package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.List;

/**
 * A Kryo configuration at its secure settings: the same set-up (default serializer, streams, JVM
 * flags) with class registration required, as {@code kryo-registered} has it, and only the reader's
 * classes registered. A class name the bytes hold is still looked up ({@code Class.forName} without
 * initializing it) before Kryo finds it unregistered.
 */
final class KryoSecuredConfiguration extends KryoConfiguration {

  private final KryoConfiguration plain;

  KryoSecuredConfiguration(KryoConfiguration plain) {
    this.plain = plain;
  }

  @Override
  public String id() {
    return plain.id() + "-secured";
  }

  @Override
  public String description() {
    return plain.setUp() + "; " + SECURE_SETTINGS + "; " + SHARED;
  }

  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    return plain.jvmFlags(jdkFeatureVersion);
  }

  @Override
  boolean registrationRequired() {
    return true;
  }

  @Override
  void configure(Kryo kryo) {
    plain.configure(kryo);
  }

  @Override
  Output newOutput() {
    return plain.newOutput();
  }

  @Override
  Input newInput(byte[] bytes) {
    return plain.newInput(bytes);
  }
}
