package io.serialtck.tck;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.testconfig.ExitingConfiguration;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Where the tests find adapters: the built ones, and the test configurations of this module. */
public final class TestAdapters {

  private TestAdapters() {}

  /** The project's adapter modules, built before this module's tests. */
  public static Map<String, List<Path>> built() {
    return AdapterCatalog.adapterClasspaths(
        Path.of(System.getProperty("serialtck.adapters", "../adapters")));
  }

  /** A world class path holding the test configurations (this module's test classes). */
  public static Map<String, List<Path>> testConfigurations() {
    try {
      Path testClasses =
          Path.of(
              ExitingConfiguration.class
                  .getProtectionDomain()
                  .getCodeSource()
                  .getLocation()
                  .toURI());
      return Map.of("test-configurations", List.of(testClasses));
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  public static Map<String, List<Path>> both() {
    Map<String, List<Path>> all = new LinkedHashMap<>(built());
    all.putAll(testConfigurations());
    return all;
  }
}
