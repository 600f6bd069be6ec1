package io.serialtck.adapters.fury;

import org.apache.fury.config.CompatibleMode;

/**
 * A Fury configuration at its secure settings: the same compatible mode with class registration
 * required, Fury's own default, and only the reader's classes registered.
 */
final class FurySecuredConfiguration extends FuryConfiguration {

  private final FuryConfiguration plain;

  FurySecuredConfiguration(FuryConfiguration plain) {
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
  String setUp() {
    return plain.setUp();
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
