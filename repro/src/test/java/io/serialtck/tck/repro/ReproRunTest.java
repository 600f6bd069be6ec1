package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reproducer's folder given as a path relative to the working directory ({@code repro --out
 * target/repro-sample}, as CI gives it) still runs its script: the script runs in its own folder,
 * where the relative path would not resolve. A script of several JVMs (a stateful cell's) runs them
 * in turn, each with its side's classes, and stops at the first that does not exit with 0.
 */
class ReproRunTest {

  @TempDir Path folder;

  @Test
  void runsTheScriptOfAFolderGivenRelativeToTheWorkingDirectory() throws IOException {
    Files.writeString(folder.resolve("run.sh"), "echo WRITE-EXIT 0\necho \"in $(pwd)\"\n");
    Path relative = Path.of("").toAbsolutePath().relativize(folder.toAbsolutePath());

    ReproOutput output = ReproRun.run(relative, Path.of(System.getProperty("java.home")));

    assertThat(output.exit("WRITE-EXIT")).as(output.text()).contains(0);
    assertThat(output.lastLine()).isEqualTo("in " + folder.toRealPath());
    assertThat(Files.readString(folder.resolve("run.log"))).isEqualTo(output.text());
  }

  @Test
  void runsItsJvmsInTurnEachWithItsSidesClassesAndStopsAtTheFirstThatFails() throws IOException {
    Path jdk = fakeJdk(folder.resolve("jdk"));
    Path reproducer = Files.createDirectories(folder.resolve("repro"));
    Files.createDirectories(reproducer.resolve("src"));
    List<JvmRun> jvms =
        List.of(
            new JvmRun("A-EXIT", "a: the writer's side", true, "A", List.of("one")),
            new JvmRun("B-EXIT", "b: the reader's side", false, "B", List.of()),
            new JvmRun("C-EXIT", "c: never", false, "C", List.of()));
    Files.writeString(
        reproducer.resolve("run.sh"),
        RunScript.of(
            "x/y/z/roundtrip", new TreeMap<>(Map.of(17, List.of())), List.of(), List.of(), jvms));

    ReproOutput output = ReproRun.run(reproducer, jdk);

    assertThat(output.exit("A-EXIT")).as(output.text()).contains(0);
    assertThat(output.exit("B-EXIT")).as(output.text()).contains(3);
    assertThat(output.text())
        .contains("== a: the writer's side", "== b: the reader's side")
        .doesNotContain("ran C", "C-EXIT");
    assertThat(output.line("ran A"))
        .get(InstanceOfAssertFactories.STRING)
        .contains("/classes/writer")
        .endsWith(" one");
    assertThat(output.line("ran B"))
        .get(InstanceOfAssertFactories.STRING)
        .contains("/classes/reader");
  }

  /**
   * A JDK whose {@code javac} does nothing and whose {@code java} says which class it ran, with
   * what class path and arguments; class {@code B} ends with 3, as a JVM that ran out of heap does.
   */
  private static Path fakeJdk(Path home) throws IOException {
    Path bin = Files.createDirectories(home.resolve("bin"));
    Files.writeString(bin.resolve("javac"), "#!/bin/sh\nexit 0\n");
    Files.writeString(
        bin.resolve("java"),
        "#!/bin/sh\n"
            + "if [ \"$1\" = -version ]; then echo 'openjdk version \"17.0.9\"' >&2; exit 0; fi\n"
            + "while [ \"$1\" != -cp ]; do shift; done\n"
            + "cp=$2; main=$3; shift 4\n"
            + "echo \"ran $main from $cp with $*\"\n"
            + "[ \"$main\" = B ] && exit 3\n"
            + "exit 0\n");
    for (String tool : List.of("java", "javac")) {
      bin.resolve(tool).toFile().setExecutable(true);
    }
    return home;
  }
}
