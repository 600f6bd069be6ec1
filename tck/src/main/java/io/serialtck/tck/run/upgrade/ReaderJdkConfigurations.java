package io.serialtck.tck.run.upgrade;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The run's configurations as they describe themselves on the reader JDK (its flags, support). */
public final class ReaderJdkConfigurations {

  private ReaderJdkConfigurations() {}

  /** By configuration id; empty when the plan has no reader JDK. */
  public static Map<String, RegisteredConfiguration> describe(
      Plan plan, List<RegisteredConfiguration> configurations) {
    if (plan.readerJdk() == null || configurations.isEmpty()) {
      return Map.of();
    }
    Map<String, List<Path>> adapters = new LinkedHashMap<>();
    configurations.forEach(c -> adapters.putIfAbsent(c.source(), c.worldClasspath()));
    Map<String, RegisteredConfiguration> described =
        AdapterCatalog.describe(adapters, plan.readerJdk().feature());
    Map<String, RegisteredConfiguration> selected = new LinkedHashMap<>();
    for (RegisteredConfiguration configuration : configurations) {
      RegisteredConfiguration there = described.get(configuration.id());
      if (there == null) {
        throw new IllegalStateException(
            configuration.id() + " is not registered on JDK " + plan.readerJdk().version());
      }
      selected.put(configuration.id(), there);
    }
    return selected;
  }
}
