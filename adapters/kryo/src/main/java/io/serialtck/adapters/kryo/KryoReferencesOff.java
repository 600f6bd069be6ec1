package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import io.serialtck.spi.SetUpVariants;

/**
 * The set-up variant {@code references-off} of a Kryo configuration that does not require
 * registration ({@link SetUpVariants}): the same set-up with {@code setReferences(false)}, Kryo 5's
 * own default, which many teams keep. An object reachable twice is then written twice, and a cycle
 * does not end.
 */
final class KryoReferencesOff extends KryoDerivedConfiguration {

  /** The variant's name. */
  static final String NAME = "references-off";

  /** What it changes. */
  static final String CHANGE = "setReferences(false) (Kryo 5's own default) instead of true";

  KryoReferencesOff(KryoConfiguration plain) {
    super(plain);
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
  void configure(Kryo kryo) {
    super.configure(kryo);
    kryo.setReferences(false);
  }
}
