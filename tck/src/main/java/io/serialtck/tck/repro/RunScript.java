package io.serialtck.tck.repro;

import io.serialtck.tck.plan.RunOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * A reproducer's {@code run.sh}: compiles its sources against each side's library, then runs {@code
 * Write} and {@code Read} in two JVMs with the configuration's flags for the JDK that runs it, and
 * the flags of the kit's workers that decide outcomes (their default heap, which ends the JVM when
 * exhausted).
 */
final class RunScript {

  private RunScript() {}

  /**
   * @param flagsByFeature the configuration's JVM flags by JDK feature version
   * @param writerJars the writer's library jars, as files in {@code lib/writer}
   * @param readerJars the reader's, in {@code lib/reader}
   */
  static String of(
      String cell,
      SortedMap<Integer, List<String>> flagsByFeature,
      List<Path> writerJars,
      List<Path> readerJars) {
    return Templates.fill(
        "run.sh.template",
        Map.of(
            "CELL", cell,
            "HEAP", RunOptions.DEFAULT_HEAP,
            "FLAGS_CASE", flagsCase(flagsByFeature),
            "WRITER_CP", classpath("writer", writerJars),
            "READER_CP", classpath("reader", readerJars)));
  }

  /**
   * One {@code case} branch per set of features with the same flags, then one giving a feature past
   * the last known the last one's flags.
   */
  private static String flagsCase(SortedMap<Integer, List<String>> flagsByFeature) {
    Map<List<String>, List<Integer>> features = new LinkedHashMap<>();
    flagsByFeature.forEach(
        (feature, flags) -> features.computeIfAbsent(flags, f -> new ArrayList<>()).add(feature));
    List<String> branches = new ArrayList<>();
    features.forEach(
        (flags, featuresOf) ->
            branches.add(
                branch(
                    String.join("|", featuresOf.stream().map(String::valueOf).toList()), flags)));
    branches.add(branch("*", flagsByFeature.get(flagsByFeature.lastKey())));
    return String.join("\n", branches);
  }

  private static String branch(String pattern, List<String> flags) {
    return "  " + pattern + ") flags=\"" + String.join(" ", flags) + "\" ;;";
  }

  private static String classpath(String side, List<Path> jars) {
    return String.join(
        ":", jars.stream().map(jar -> "$here/lib/" + side + "/" + jar.getFileName()).toList());
  }
}
