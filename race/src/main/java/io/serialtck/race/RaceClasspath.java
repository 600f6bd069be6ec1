package io.serialtck.race;

import io.serialtck.fixtures.objects.FixtureObjects;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.value.Value;
import io.serialtck.verdict.Classifier;
import io.serialtck.worker.WorkerMain;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.openjdk.jmh.runner.Runner;

/**
 * The class path of a race JVM ({@link RaceMain}), which its JMH forks get too: the jars or folders
 * of the race, the worker, the SPI, the value tree, the verdict, the fixture objects, and JMH with
 * its two dependencies, found where this JVM loaded them from.
 */
public final class RaceClasspath {

  /**
   * JMH's own dependencies, named rather than referred to: they come at the versions jmh-core's POM
   * names, and declaring them to refer to a class would pin them apart from {@code jmh.version}.
   */
  private static final List<String> JMH_DEPENDENCIES =
      List.of(
          "joptsimple.OptionParser",
          "org.apache.commons.math3.stat.descriptive.DescriptiveStatistics");

  private RaceClasspath() {}

  /** The race JVM's class path, each entry once. */
  public static List<Path> locate() {
    Set<Path> classpath = new LinkedHashSet<>();
    for (Class<?> type :
        List.of(
            RaceMain.class,
            WorkerMain.class,
            SerializerConfiguration.class,
            Value.class,
            Classifier.class,
            FixtureObjects.class,
            Runner.class)) {
      classpath.add(origin(type));
    }
    for (String name : JMH_DEPENDENCIES) {
      try {
        classpath.add(origin(Class.forName(name, false, RaceClasspath.class.getClassLoader())));
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(
            "JMH's dependency " + name + " is not on the class path", e);
      }
    }
    return List.copyOf(classpath);
  }

  private static Path origin(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate " + type.getName(), e);
    }
  }
}
