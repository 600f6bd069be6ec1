package io.serialtck.adapters.fory;

import java.util.ArrayList;
import java.util.List;

/**
 * The JVM flags Fory needs per JDK. On JDK 17 to 22 none: Fory's JDK 8-24 classes reach JDK
 * internals through {@code sun.misc.Unsafe}, which needs no flag there. From JDK 23 on, the
 * memory-access methods of {@code sun.misc.Unsafe} are allowed explicitly. From JDK 25 on, Fory's
 * JDK 25 classes get the trusted lookup through {@code java.lang.invoke}, which its documentation
 * recommends opening to Fory (on the class path: to ALL-UNNAMED) so that it does not fall back to
 * {@code Unsafe}.
 */
final class ForyJvmFlags {

  private ForyJvmFlags() {}

  static List<String> forJdk(int jdkFeatureVersion) {
    List<String> flags = new ArrayList<>();
    if (jdkFeatureVersion >= 23) {
      flags.add("--sun-misc-unsafe-memory-access=allow");
    }
    if (jdkFeatureVersion >= 25) {
      flags.add("--add-opens=java.base/java.lang.invoke=ALL-UNNAMED");
    }
    return List.copyOf(flags);
  }
}
