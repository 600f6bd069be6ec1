package io.serialtck.tck.testconfig;

/** Looks up and initializes every class its bytes name, and instantiates none. */
public final class InitializingConfiguration extends CanaryNamingConfiguration {

  @Override
  public String id() {
    return "test-initializes";
  }

  @Override
  public String description() {
    return "writes class names; reads with Class.forName(name, true, loader)";
  }

  @Override
  boolean initialize() {
    return true;
  }
}
