package io.serialtck.tck.worker;

import io.serialtck.fixtures.objects.FixtureObjects;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.value.Value;
import io.serialtck.worker.WorkerMain;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The class path of a worker JVM: the jars or folders holding the worker, the SPI and the value
 * tree, found where this JVM loaded them from.
 */
public final class WorkerClasspath {

  private WorkerClasspath() {}

  /** The worker JVM's own class path. */
  public static List<Path> locate() {
    return List.of(
        origin(WorkerMain.class), origin(SerializerConfiguration.class), origin(Value.class));
  }

  /** Where the flexibility fixtures are: every world gets its own copy of them. */
  public static Path fixtureObjects() {
    return origin(FixtureObjects.class);
  }

  /**
   * A world's class path: the one given, ending with the {@link #fixtureObjects} jar (as given when
   * it already does). Every world a worker creates ({@link WorkerSession}) and every world a race
   * JVM loads is made with it.
   */
  public static List<Path> world(List<Path> classpath) {
    Path fixtures = fixtureObjects();
    if (!classpath.isEmpty() && classpath.get(classpath.size() - 1).equals(fixtures)) {
      return List.copyOf(classpath);
    }
    List<Path> ended = new ArrayList<>(classpath);
    ended.add(fixtures);
    return List.copyOf(ended);
  }

  private static Path origin(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate " + type.getName(), e);
    }
  }
}
