package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.List;

/**
 * A Kryo configuration made from another one ({@code plain}): the same default serializer, streams
 * and JVM flags, with settings of its own on top (its secure settings, a set-up variant).
 */
abstract class KryoDerivedConfiguration extends KryoConfiguration {

  /** The configuration this one is made from. */
  final KryoConfiguration plain;

  KryoDerivedConfiguration(KryoConfiguration plain) {
    this.plain = plain;
  }

  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    return plain.jvmFlags(jdkFeatureVersion);
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
