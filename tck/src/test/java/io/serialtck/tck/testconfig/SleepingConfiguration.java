package io.serialtck.tck.testconfig;

/** Sleeps forever when writing the trigger class. */
public final class SleepingConfiguration extends TestConfiguration {

  @Override
  public String id() {
    return "test-sleeps";
  }

  @Override
  public String description() {
    return "Java serialization; sleeps forever on writing " + TRIGGER;
  }

  @Override
  void beforeWrite(Object value) throws InterruptedException {
    if (isTrigger(value)) {
      Thread.sleep(Long.MAX_VALUE);
    }
  }
}
