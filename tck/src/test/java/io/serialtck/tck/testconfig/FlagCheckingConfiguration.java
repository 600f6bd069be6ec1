package io.serialtck.tck.testconfig;

import java.util.List;

/**
 * Declares a JVM flag that names the JDK feature version it was asked for, and refuses to write
 * unless the worker runs with exactly that flag: its cells pass only if the harness starts the
 * worker with the configuration's flags for the worker's own JDK.
 */
public final class FlagCheckingConfiguration extends TestConfiguration {

  static final String PROPERTY = "serialtck.test.feature";

  @Override
  public String id() {
    return "test-flags";
  }

  @Override
  public String description() {
    return "Java serialization; needs -D" + PROPERTY + "=<JDK feature version>";
  }

  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    return List.of("-D" + PROPERTY + "=" + jdkFeatureVersion);
  }

  @Override
  void beforeWrite(Object value) {
    String expected = String.valueOf(Runtime.version().feature());
    if (!expected.equals(System.getProperty(PROPERTY))) {
      throw new IllegalStateException(
          "worker started without -D"
              + PROPERTY
              + "="
              + expected
              + ": "
              + System.getProperty(PROPERTY));
    }
  }
}
