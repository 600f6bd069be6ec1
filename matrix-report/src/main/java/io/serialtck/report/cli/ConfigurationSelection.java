package io.serialtck.report.cli;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.OnRequest;
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

  /**
   * The selection of a default run: without the configurations {@link OnRequest} names, which stay
   * reachable as the earlier sides of their migrations ({@link #unselected()}).
   */
  ConfigurationSelection leavingOutOnRequest() {
    return new ConfigurationSelection(
        registered, selected.stream().filter(c -> !OnRequest.isOnRequest(c.id())).toList());
  }

  /** The registered configurations this selection does not run, in their registered order. */
  List<RegisteredConfiguration> unselected() {
    return registered.values().stream().filter(c -> !selected.contains(c)).toList();
  }
}
