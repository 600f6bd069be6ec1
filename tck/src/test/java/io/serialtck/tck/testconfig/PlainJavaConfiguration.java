package io.serialtck.tck.testconfig;

/** Java serialization and nothing else: the sound side of a test migration. */
public final class PlainJavaConfiguration extends TestConfiguration {

  /** The format both this and {@link LongStringEncodingConfiguration} write. */
  static final String FORMAT = "test:java-serialization";

  @Override
  public String id() {
    return "test-plain-java";
  }

  @Override
  public String wireFormat() {
    return FORMAT;
  }

  @Override
  public String description() {
    return "Java serialization, ObjectOutputStream and ObjectInputStream, nothing else";
  }
}
