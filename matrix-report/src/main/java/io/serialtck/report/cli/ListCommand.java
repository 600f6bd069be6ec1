package io.serialtck.report.cli;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code serialtck list}: the registered configurations, without running anything. */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description = "Lists the registered configurations with versions, flags and set-up.")
final class ListCommand implements Callable<Integer> {

  @Mixin TargetOptions target;

  @Override
  public Integer call() {
    Jdk jdk = target.jdk();
    var registered =
        AdapterCatalog.describe(
            AdapterCatalog.adapterClasspaths(target.adaptersDir()), jdk.feature());
    ConfigurationListing.print(System.out, registered.values(), jdk.version());
    return 0;
  }
}
