package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.categories.StandardPlan;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class RunCommandTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");

  @Test
  void anUnknownConfigurationIsAUsageErrorListingTheValidIds(@TempDir Path out) {
    StringWriter err = new StringWriter();

    int exit =
        execute(
            err,
            "run",
            "--race",
            "none",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--configurations",
            "nope");

    assertThat(exit).isEqualTo(2);
    assertThat(err.toString())
        .contains("unknown configuration nope")
        .contains("valid ids: ")
        .contains("java-standard")
        .contains("kryo-default")
        .contains("one-nio-persist");
    assertThat(out).isEmptyDirectory();
  }

  /** The run of java-standard the test JVM makes once ({@link JavaStandardRun}). */
  @Test
  @ExtendWith(JavaStandardRun.Resolver.class)
  void aRunWritesResultsJsonTheJsonlAndTheMarkdown(JavaStandardRun run) throws Exception {
    Path out = run.folder();

    assertThat(run.result().exit()).as(run.result().err()).isZero();
    JsonNode results = new ObjectMapper().readTree(out.resolve("results.json").toFile());
    assertThat(results.get("schemaVersion").asInt()).isEqualTo(9);
    assertThat(results.get("run").get("seed").asLong()).isEqualTo(7);
    assertThat(fieldNames(results.get("run")))
        .contains("startedAt", "durationMs", "jdk", "seed", "planFingerprint");
    assertThat(results.get("run").get("planFingerprint").asText()).matches("[0-9a-f]{12}");
    assertThat(results.get("run").get("cellFilter").isNull()).isTrue();
    assertThat(fieldNames(results.get("configurations").get(0)))
        .contains("id", "library", "version", "description");
    JsonNode cell = results.get("cells").get(0);
    assertThat(fieldNames(cell))
        .contains(
            "configuration",
            "scenario",
            "category",
            "direction",
            "outcome",
            "detail",
            "writer",
            "reader");
    assertThat(fieldNames(cell.get("writer"))).contains("jdk", "libraryVersion");
    assertThat(cell.get("direction").asText()).isEqualTo("roundtrip");
    int cells = new PlannedCells(StandardPlan.full(2)).cellKeys("java-standard").size();
    assertThat(results.get("cells")).hasSize(cells);
    assertThat(results.get("scores").get(0).get("configuration").asText())
        .isEqualTo("java-standard");
    assertThat(results.get("cells").findValuesAsText("detail"))
        .anySatisfy(detail -> assertThat(detail).contains("--seed 7 --tries 2"));

    List<String> lines = Files.readAllLines(out.resolve("results.jsonl"));
    assertThat(lines).hasSize(cells);
    assertThat(Files.readString(out.resolve("matrix.md")))
        .contains("## Podium")
        .contains("| `java-standard` |")
        .contains("[matrix/java-standard.md](matrix/java-standard.md)");
    assertThat(Files.readString(out.resolve("matrix/java-standard.md")))
        .contains("- `field-removed › backward`: ");
  }

  /**
   * The default run races its configurations after the matrix (quick, a smoke test the podium does
   * not rank on, and says so); a later run with {@code --race none} leaves no race of the earlier
   * run behind.
   */
  @Test
  void aRunRacesAfterItsMatrixAndANewRunDropsTheEarlierRace(@TempDir Path out) throws Exception {
    List<String> run =
        List.of(
            "run",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--configurations",
            "java-standard",
            "--tries",
            "2",
            "--categories",
            "flexibility",
            // the race is what the test is about: one matrix cell is enough for a run before it
            "--scenarios",
            "ArrayList");

    assertThat(execute(new StringWriter(), run.toArray(String[]::new))).isZero();

    assertThat(out.resolve("race.json")).isRegularFile();
    assertThat(out.resolve("matrix.md"))
        .content()
        .contains("| rank | configuration | weighing |")
        .contains(
            "No race dimension. The race here is a quick one, a smoke test that ranks nothing");
    assertThat(out.resolve("matrix/speed-and-size.md"))
        .content()
        .contains("### A full trip to a file")
        .contains("### Lambdas: round-trip latency")
        .contains("| `java-standard · enum-function` |");

    List<String> withoutRace = new ArrayList<>(run);
    withoutRace.addAll(List.of("--race", "none"));
    assertThat(execute(new StringWriter(), withoutRace.toArray(String[]::new))).isZero();

    assertThat(out.resolve("race.json")).doesNotExist();
    assertThat(out.resolve("race")).doesNotExist();
    assertThat(out.resolve("matrix.md")).content().doesNotContain("| race |");
  }

  private static int execute(StringWriter err, String... args) {
    CommandLine commandLine = SerialTck.commandLine();
    commandLine.setErr(new PrintWriter(err));
    return commandLine.execute(args);
  }

  private static List<String> fieldNames(JsonNode node) {
    return iterable(node.fieldNames());
  }

  private static List<String> iterable(java.util.Iterator<String> names) {
    List<String> list = new java.util.ArrayList<>();
    names.forEachRemaining(list::add);
    return list;
  }
}
