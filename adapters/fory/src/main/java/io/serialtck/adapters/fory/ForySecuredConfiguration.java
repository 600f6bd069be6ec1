package io.serialtck.adapters.fory;

import org.apache.fory.config.CompatibleMode;

/**
 * A Fory configuration at its secure settings: the same compatible mode with class registration
 * required, as {@code fory-registered} has it, and only the reader's classes registered.
 */
final class ForySecuredConfiguration extends ForyConfiguration {

  private final ForyConfiguration plain;

  ForySecuredConfiguration(ForyConfiguration plain) {
    this.plain = plain;
  }

  @Override
  public String id() {
    return plain.id() + "-secured";
  }

  @Override
  public String description() {
    return plain.setUp() + "; withLanguage(Language.JAVA); " + SECURE_SETTINGS + "; " + SHARED;
  }

  @Override
  CompatibleMode compatibleMode() {
    return plain.compatibleMode();
  }

  @Override
  boolean registrationRequired() {
    return true;
  }
}
