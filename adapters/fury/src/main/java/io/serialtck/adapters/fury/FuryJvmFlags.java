package io.serialtck.adapters.fury;

import java.util.ArrayList;
import java.util.List;

/**
 * The JVM flags Fury needs per JDK. On JDK 17 to 22 none: Fury reaches JDK internals through {@code
 * sun.misc.Unsafe}, which needs no flag there. From JDK 23 on, the memory-access methods of {@code
 * sun.misc.Unsafe} are allowed explicitly, as for Fory. Fury 0.10 has no JDK 25 classes of its own
 * (Fory's trusted lookup through {@code java.lang.invoke} came after the rename), so it needs no
 * {@code --add-opens}.
 */
final class FuryJvmFlags {

  private FuryJvmFlags() {}

  static List<String> forJdk(int jdkFeatureVersion) {
    List<String> flags = new ArrayList<>();
    if (jdkFeatureVersion >= 23) {
      flags.add("--sun-misc-unsafe-memory-access=allow");
    }
    return List.copyOf(flags);
  }
}
