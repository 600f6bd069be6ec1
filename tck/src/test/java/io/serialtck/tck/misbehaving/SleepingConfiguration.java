package io.serialtck.tck.misbehaving;

/** Sleeps forever when writing the trigger class. */
public final class SleepingConfiguration extends MisbehavingConfiguration {

  @Override
  public String id() {
    return "test-sleeps";
  }

  @Override
  public String description() {
    return "Java serialization; sleeps forever on writing " + TRIGGER;
  }

  @Override
  void misbehave() throws InterruptedException {
    Thread.sleep(Long.MAX_VALUE);
  }
}
