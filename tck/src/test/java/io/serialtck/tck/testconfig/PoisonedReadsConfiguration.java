package io.serialtck.tck.testconfig;

/**
 * {@link ShapeCheckingConfiguration} with a held-state bug: once a read of an instance has thrown,
 * every later read of that instance throws too. A fresh instance reads what its shape check lets
 * through, so a held instance that met another shape's bytes fails a read a fresh one passes.
 */
public final class PoisonedReadsConfiguration extends ShapeCheckingConfiguration {

  private boolean poisoned;

  @Override
  public String id() {
    return "test-reads-poisoned-by-a-failed-read";
  }

  @Override
  public String description() {
    return "Java serialization with a shape check; an instance whose read threw refuses every"
        + " later read";
  }

  @Override
  public String heldInstance() {
    return "one instance, whose reads a failed read poisons";
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    if (poisoned) {
      throw new IllegalStateException("poisoned by an earlier failed read");
    }
    try {
      return super.read(bytes, type);
    } catch (Exception e) {
      poisoned = true;
      throw e;
    }
  }
}
