package io.serialtck.worker.protocol;

import java.io.Serializable;
import java.util.List;

/**
 * What a configuration says of itself, as reported by the world that loaded it.
 *
 * @param jvmFlags the flags it asks for on the JDK it was asked about
 */
public record ConfigurationInfo(
    String id, String library, String version, String description, List<String> jvmFlags)
    implements Serializable {

  public ConfigurationInfo {
    jvmFlags = List.copyOf(jvmFlags);
  }
}
