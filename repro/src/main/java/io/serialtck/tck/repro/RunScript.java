package io.serialtck.tck.repro;

import io.serialtck.tck.plan.RunOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * A reproducer's {@code run.sh}: compiles its sources against each side's library, then runs its
 * programs ({@code Write}, then {@code Read}; a stateful cell's four) each in a JVM of its own with
 * the configuration's flags for the JDK that runs it, and the flags of the kit's workers that
 * decide outcomes (their default heap, which ends the JVM when exhausted).
 */
final class RunScript {

  private RunScript() {}

  /**
   * @param flagsByFeature the configuration's JVM flags by JDK feature version
   * @param writerJars the writer's library jars, as files in {@code lib/writer}
   * @param readerJars the reader's, in {@code lib/reader}
   * @param jvms the JVMs it runs, in order
   */
  static String of(
      String cell,
      SortedMap<Integer, List<String>> flagsByFeature,
      List<Path> writerJars,
      List<Path> readerJars,
      List<JvmRun> jvms) {
    return Templates.fill(
        "run.sh.template",
        Map.of(
            "CELL", cell,
            "WHAT", what(jvms),
            "HEAP", RunOptions.DEFAULT_HEAP,
            "FLAGS_CASE", flagsCase(flagsByFeature),
            "WRITER_CP", classpath("writer", writerJars),
            "READER_CP", classpath("reader", readerJars),
            "JVMS", jvms(jvms)));
  }

  /** The header's account of the JVMs. */
  private static String what(List<JvmRun> jvms) {
    return jvms.equals(JvmRun.WRITE_THEN_READ)
        ? "writes in one JVM (the writer's classes\n# and library) and reads in another (the reader's)"
        : "runs "
            + jvms.size()
            + " JVMs in turn, each with one side's classes and\n# library (see README.md)";
  }

  /** Each JVM: its heading, the command, its exit code under its marker; a failure ends it. */
  private static String jvms(List<JvmRun> jvms) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < jvms.size(); i++) {
      JvmRun jvm = jvms.get(i);
      String side = jvm.writerSide() ? "writer" : "reader";
      lines.add("");
      lines.add("echo \"== " + jvm.heading() + "\"");
      lines.add("# shellcheck disable=SC2086 # the flags are separate words");
      lines.add(
          "\"$java\" $worker_flags $flags -cp \"$"
              + side
              + "_compiled:$here/classes/"
              + side
              + "${"
              + side
              + "_libs:+:$"
              + side
              + "_libs}\" "
              + jvm.main()
              + " \"$out\""
              + jvm.arguments().stream().map(a -> " " + a).reduce("", String::concat));
      lines.add("status=$?");
      lines.add("echo \"" + jvm.marker() + " $status\"");
      lines.add(
          i < jvms.size() - 1 ? "[ \"$status\" -eq 0 ] || exit \"$status\"" : "exit \"$status\"");
    }
    return String.join("\n", lines.subList(1, lines.size()));
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
