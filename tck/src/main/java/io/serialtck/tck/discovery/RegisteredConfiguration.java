package io.serialtck.tck.discovery;

import io.serialtck.spi.Stable;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.nio.file.Path;
import java.util.List;

/**
 * A configuration found among the adapters: what it says of itself and the class path of its
 * worlds.
 *
 * @param source the adapter module or folder it came from, for error messages
 */
@Stable
public record RegisteredConfiguration(
    ConfigurationInfo info, List<Path> worldClasspath, String source) {

  public RegisteredConfiguration {
    worldClasspath = List.copyOf(worldClasspath);
  }

  public String id() {
    return info.id();
  }
}
