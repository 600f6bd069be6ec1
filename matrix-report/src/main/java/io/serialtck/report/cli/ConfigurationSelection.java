package io.serialtck.report.cli;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/** The registered configurations, and the ones a command was asked for by id. */
record ConfigurationSelection(
    Map<String, RegisteredConfiguration> registered, List<RegisteredConfiguration> selected) {

  /** A usage error names the unknown ids and lists the valid ones. */
  static ConfigurationSelection of(
      CommandLine commandLine, TargetOptions target, int jdkFeature, List<String> ids) {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(AdapterCatalog.adapterClasspaths(target.adaptersDir()), jdkFeature);
    if (ids.isEmpty()) {
      return new ConfigurationSelection(registered, List.copyOf(registered.values()));
    }
    List<String> unknown = ids.stream().filter(id -> !registered.containsKey(id)).toList();
    if (!unknown.isEmpty()) {
      throw new CommandLine.ParameterException(
          commandLine,
          "unknown configuration"
              + (unknown.size() > 1 ? "s " : " ")
              + String.join(", ", unknown)
              + "; valid ids: "
              + String.join(", ", registered.keySet()));
    }
    return new ConfigurationSelection(
        registered, ids.stream().distinct().map(registered::get).toList());
  }
}
