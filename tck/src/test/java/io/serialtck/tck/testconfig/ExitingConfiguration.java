package io.serialtck.tck.testconfig;

/** Calls {@code System.exit(42)} when writing the trigger class. */
public final class ExitingConfiguration extends TestConfiguration {

  @Override
  public String id() {
    return "test-exits";
  }

  @Override
  public String description() {
    return "Java serialization; System.exit(42) on writing " + TRIGGER;
  }

  @Override
  void beforeWrite(Object value) {
    if (isTrigger(value)) {
      System.exit(42);
    }
  }
}
