package io.serialtck.adapters.kryo;

/**
 * A Kryo configuration at its secure settings: the same set-up (default serializer, streams, JVM
 * flags) with class registration required, as {@code kryo-registered} has it, and only the reader's
 * classes registered. A class name the bytes hold is still looked up ({@code Class.forName} without
 * initializing it) before Kryo finds it unregistered.
 */
final class KryoSecuredConfiguration extends KryoDerivedConfiguration {

  KryoSecuredConfiguration(KryoConfiguration plain) {
    super(plain);
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
  boolean registrationRequired() {
    return true;
  }
}
