package io.serialtck.report.cli;

import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.io.PrintStream;
import java.util.Collection;

/**
 * Prints configurations: id, library and version, worker flags, the exact set-up, and the set-up
 * variants exploration asks.
 */
final class ConfigurationListing {

  private ConfigurationListing() {}

  static void print(
      PrintStream out, Collection<RegisteredConfiguration> configurations, String jdk) {
    out.printf("%d configurations (flags and support for JDK %s):%n", configurations.size(), jdk);
    if (!Runtime.version().toString().startsWith(jdk)) {
      out.printf(
          "  (versions as this JVM, JDK %s, loads them; java-standard's results name the worker's"
              + " JDK)%n",
          Runtime.version());
    }
    for (RegisteredConfiguration configuration : configurations) {
      ConfigurationInfo info = configuration.info();
      out.printf(
          "  %-28s %s %s%s%n      %s%n",
          info.id(),
          info.library(),
          info.version(),
          info.jvmFlags().isEmpty() ? "" : "  flags: " + String.join(" ", info.jvmFlags()),
          info.isSupported() ? info.description() : "UNSUPPORTED: " + info.unsupported());
      info.variants()
          .forEach(
              (name, change) ->
                  out.printf(
                      "      set-up variant %s~%s (exploration): %s%n", info.id(), name, change));
    }
  }
}
