package io.serialtck.tck.testconfig;

/** Looks every class its bytes name up, without initializing it. */
public final class LookingUpConfiguration extends CanaryNamingConfiguration {

  @Override
  public String id() {
    return "test-looks-up";
  }

  @Override
  public String description() {
    return "writes class names; reads with Class.forName(name, false, loader)";
  }

  @Override
  boolean initialize() {
    return false;
  }
}
