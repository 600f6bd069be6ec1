package io.serialtck.race.overhead;

import io.serialtck.fixtures.objects.FixtureObjects;
import io.serialtck.race.RaceBenchmark;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The race's overhead check: the same library, set up the same way, timed directly by a plain JMH
 * benchmark ({@link DirectKryoBenchmark}, {@link DirectJacksonBenchmark}) and through the race
 * ({@link RaceBenchmark}: the SPI call, the configuration loaded in a world), with the same JMH
 * settings, on {@code TestObject} and {@code session-1KB}. It prints, per library, payload and
 * operation, both scores and their ratio: the SPI indirection should cost a few percent at most.
 *
 * <pre>
 * OverheadMain forks warmupIterations warmupMillis measurementIterations measurementMillis
 *     [adaptersDir]
 * </pre>
 *
 * Without {@code adaptersDir} only the direct benchmarks run. With it (the repository's {@code
 * adapters} folder, its {@code kryo} and {@code jackson} modules built), the race points run too,
 * in worlds made as the harness makes them: the module's {@code target/classes}, the jars its
 * {@code target/serialtck-world.classpath} lists, and the fixture objects. Run it on a quiet
 * machine, with the race module's test class path, which JMH's forks get (built in the reactor,
 * {@code -am}, so that the project's own jars are this checkout's, not the local repository's):
 *
 * <pre>
 * ./mvnw -o -q -B package dependency:build-classpath -DskipTests -Dspotless.check.skip=true \
 *     -pl race,adapters/kryo,adapters/jackson -am -Dmdep.includeScope=test \
 *     -Dmdep.outputFile=target/test.classpath
 * java -cp race/target/test-classes:race/target/classes:$(cat race/target/test.classpath) \
 *     io.serialtck.race.overhead.OverheadMain 3 5 1000 5 1000 adapters
 * </pre>
 */
public final class OverheadMain {

  private static final List<String> FIXTURES =
      List.of(
          "io.serialtck.fixtures.objects.TestObjectFixture",
          "io.serialtck.fixtures.objects.Session1KbFixture");

  /** Library, its direct benchmark, its configuration in the race, its adapter module. */
  private record Library(String name, Class<?> direct, String configuration, String module) {}

  private static final List<Library> LIBRARIES =
      List.of(
          new Library("kryo", DirectKryoBenchmark.class, "kryo-default", "kryo"),
          new Library("jackson", DirectJacksonBenchmark.class, "jackson-default", "jackson"));

  private OverheadMain() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 5 && args.length != 6) {
      System.err.println(
          "usage: OverheadMain forks warmupIterations warmupMillis measurementIterations"
              + " measurementMillis [adaptersDir]");
      System.exit(2);
    }
    int[] settings = Arrays.stream(args, 0, 5).mapToInt(Integer::parseInt).toArray();
    Path adapters = args.length == 6 ? Path.of(args[5]).toAbsolutePath() : null;
    Path worlds = Files.createTempDirectory("serialtck-overhead");
    worlds.toFile().deleteOnExit();

    List<String> table = new ArrayList<>();
    table.add(
        String.format(
            Locale.ROOT,
            "%-8s %-12s %-12s %14s %14s %12s",
            "library",
            "payload",
            "operation",
            "direct ns/op",
            "race ns/op",
            "race/direct"));
    for (Library library : LIBRARIES) {
      Map<String, Double> direct = scores(directOptions(library, settings));
      Map<String, Double> race = Map.of();
      if (adapters != null) {
        Path world = worldFile(adapters.resolve(library.module()), worlds, library.module());
        race = scores(raceOptions(library, world, settings));
      }
      for (Map.Entry<String, Double> entry : direct.entrySet()) {
        String[] parts = entry.getKey().split(" ");
        Double raced = race.get(entry.getKey());
        table.add(
            String.format(
                Locale.ROOT,
                "%-8s %-12s %-12s %14.1f %14s %12s",
                library.name(),
                parts[0].substring(parts[0].lastIndexOf('.') + 1).replace("Fixture", ""),
                parts[1],
                entry.getValue(),
                raced == null ? "-" : String.format(Locale.ROOT, "%.1f", raced),
                raced == null
                    ? "-"
                    : String.format(Locale.ROOT, "%.3f", raced / entry.getValue())));
      }
    }
    table.forEach(System.out::println);
  }

  private static ChainedOptionsBuilder common(int[] settings) {
    return new OptionsBuilder()
        .forks(settings[0])
        .warmupIterations(settings[1])
        .warmupTime(TimeValue.milliseconds(settings[2]))
        .measurementIterations(settings[3])
        .measurementTime(TimeValue.milliseconds(settings[4]))
        .addProfiler(GCProfiler.class)
        .jvmArgs();
  }

  private static ChainedOptionsBuilder directOptions(Library library, int[] settings) {
    return common(settings)
        .include("^" + Pattern.quote(library.direct().getName()) + "\\.")
        .param("fixture", FIXTURES.toArray(String[]::new));
  }

  private static ChainedOptionsBuilder raceOptions(Library library, Path world, int[] settings) {
    return common(settings)
        .include("^" + Pattern.quote(RaceBenchmark.class.getName()) + "\\.")
        .param("configuration", library.configuration())
        .param("world", world.toString())
        .param("fixture", FIXTURES.toArray(String[]::new));
  }

  /** Primary scores by {@code "<fixture> <operation>"}, in run order. */
  private static Map<String, Double> scores(ChainedOptionsBuilder options) throws RunnerException {
    Map<String, Double> scores = new LinkedHashMap<>();
    // JMH's own report goes to standard error; standard output gets the table alone.
    Runner runner =
        new Runner(
            options.build(),
            OutputFormatFactory.createFormatInstance(System.err, VerboseMode.NORMAL));
    for (RunResult result : runner.run()) {
      String benchmark = result.getParams().getBenchmark();
      Result<?> primary = result.getPrimaryResult();
      scores.put(
          result.getParams().getParam("fixture")
              + " "
              + benchmark.substring(benchmark.lastIndexOf('.') + 1),
          primary.getScore());
    }
    return scores;
  }

  /** A world file as the harness writes it, for an adapter module built in place. */
  private static Path worldFile(Path module, Path dir, String name) throws IOException {
    List<String> classpath = new ArrayList<>();
    classpath.add(module.resolve("target/classes").toString());
    String listed =
        Files.readString(module.resolve("target/serialtck-world.classpath"), StandardCharsets.UTF_8)
            .strip();
    if (!listed.isEmpty()) {
      classpath.addAll(Arrays.asList(listed.split(File.pathSeparator)));
    }
    try {
      classpath.add(
          Path.of(FixtureObjects.class.getProtectionDomain().getCodeSource().getLocation().toURI())
              .toString());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    Path file = dir.resolve(name + ".world");
    Files.write(file, classpath, StandardCharsets.UTF_8);
    file.toFile().deleteOnExit();
    return file;
  }
}
