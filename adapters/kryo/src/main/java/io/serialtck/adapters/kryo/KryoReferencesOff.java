package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.serialtck.spi.SetUpVariants;
import java.util.List;

/**
 * The set-up variant {@code references-off} of a Kryo configuration that does not require
 * registration ({@link SetUpVariants}): the same set-up with {@code setReferences(false)}, Kryo 5's
 * own default, which many teams keep. An object reachable twice is then written twice, and a cycle
 * does not end.
 */
final class KryoReferencesOff extends KryoConfiguration {

  /** The variant's name. */
  static final String NAME = "references-off";

  /** What it changes. */
  static final String CHANGE = "setReferences(false) (Kryo 5's own default) instead of true";

  private final KryoConfiguration plain;

  KryoReferencesOff(KryoConfiguration plain) {
    this.plain = plain;
  }

  @Override
  public String id() {
    return plain.id() + SetUpVariants.SEPARATOR + NAME;
  }

  @Override
  public String description() {
    return plain.setUp()
        + "; setRegistrationRequired(false); setReferences(false); "
        + INSTANTIATION;
  }

  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    return plain.jvmFlags(jdkFeatureVersion);
  }

  @Override
  void configure(Kryo kryo) {
    plain.configure(kryo);
    kryo.setReferences(false);
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
