package io.serialtck.tck.misbehaving;

/** Calls {@code System.exit(42)} when writing the trigger class. */
public final class ExitingConfiguration extends MisbehavingConfiguration {

  @Override
  public String id() {
    return "test-exits";
  }

  @Override
  public String description() {
    return "Java serialization; System.exit(42) on writing " + TRIGGER;
  }

  @Override
  void misbehave() {
    System.exit(42);
  }
}
