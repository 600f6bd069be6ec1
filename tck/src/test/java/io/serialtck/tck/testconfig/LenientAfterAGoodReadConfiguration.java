package io.serialtck.tck.testconfig;

/**
 * {@link ShapeCheckingConfiguration} whose instance stops checking shapes once one of its reads
 * succeeded: a held instance then reads another shape's bytes, which a fresh one refuses, a
 * difference a service would see although nothing fails.
 */
public final class LenientAfterAGoodReadConfiguration extends ShapeCheckingConfiguration {

  private boolean lenient;

  @Override
  public String id() {
    return "test-lenient-after-a-good-read";
  }

  @Override
  public String description() {
    return "Java serialization with a shape check an instance skips after a read that succeeded";
  }

  @Override
  public String heldInstance() {
    return "one instance, which a good read makes lenient";
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    Object read = super.read(bytes, type);
    lenient = true;
    return read;
  }

  @Override
  boolean checksShape() {
    return !lenient;
  }
}
