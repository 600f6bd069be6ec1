package io.serialtck.tck.testconfig;

import java.util.Optional;

/** Declares that it cannot run on any JDK: its cells must be UNSUPPORTED without a worker. */
public final class UnsupportedConfiguration extends TestConfiguration {

  @Override
  public String id() {
    return "test-unsupported";
  }

  @Override
  public String description() {
    return "Java serialization; declares itself unsupported on every JDK";
  }

  @Override
  public Optional<String> unsupportedOn(int jdkFeatureVersion) {
    return Optional.of(
        "this test configuration runs on no JDK (asked about " + jdkFeatureVersion + ")");
  }

  @Override
  void beforeWrite(Object value) {
    throw new AssertionError("an unsupported configuration must not be run");
  }
}
