package io.serialtck.tck.run.interop;

import io.serialtck.tck.plan.CategorySetting;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.Collection;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The {@code interop} category's setting: the configurations that declare JSON as the format they
 * write ({@link ConfigurationInfo#wireFormat()}), which its cells are asked of. A plan without it
 * asks none. Whether what they write is JSON that other programs read is what the cells observe.
 *
 * @param configurations the ids of those configurations
 */
public record JsonWriters(Set<String> configurations) implements CategorySetting {

  /** The format name by which a configuration declares that it writes JSON text. */
  public static final String JSON = "JSON";

  public JsonWriters {
    configurations = Set.copyOf(configurations);
  }

  /** Those of these configurations that declare {@value #JSON} as their format. */
  public static JsonWriters of(Collection<ConfigurationInfo> configurations) {
    return new JsonWriters(
        configurations.stream()
            .filter(c -> JSON.equals(c.wireFormat()))
            .map(ConfigurationInfo::id)
            .collect(Collectors.toSet()));
  }

  /** Whether the cells are asked of this configuration. */
  public boolean asks(String configuration) {
    return configurations.contains(configuration);
  }
}
