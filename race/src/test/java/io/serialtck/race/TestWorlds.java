package io.serialtck.race;

import io.serialtck.fixtures.objects.FixtureObjects;
import io.serialtck.race.testconfig.JavaSerializationConfiguration;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** World files for the test configurations: the race's test classes and the fixture objects. */
final class TestWorlds {

  private TestWorlds() {}

  /** Writes a world file as the harness does, one absolute path per line. */
  static Path worldFile(Path dir) throws IOException {
    Path file = dir.resolve("world.classpath");
    Files.write(
        file,
        List.of(
            origin(JavaSerializationConfiguration.class).toString(),
            origin(FixtureObjects.class).toString()),
        StandardCharsets.UTF_8);
    return file;
  }

  private static Path origin(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
          .toAbsolutePath();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
