package io.serialtck.tck.run.interop;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunResult;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code interop} cells end to end in worker JVMs: {@code jackson-default} writes and reads the
 * one JSON form of every fixture; {@code jackson-system}, whose mapper adds type information,
 * writes what another program reads with more than the values or not at all, and refuses a document
 * without it; Java serialization, which declares no JSON, is asked nothing.
 */
class InteropCellsTest {

  private static final List<String> ASKED = List.of("jackson-default", "jackson-system");

  @TempDir static Path workDir;
  private static Map<String, RegisteredConfiguration> registered;
  private static RunResult result;

  @BeforeAll
  static void run() {
    registered = AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    Plan plan =
        new Plan(List.of(), List.of(), List.of(), 0).with(new JsonWriters(Set.copyOf(ASKED)));
    List<RegisteredConfiguration> configurations = new ArrayList<>();
    ASKED.forEach(id -> configurations.add(registered.get(id)));
    configurations.add(registered.get("java-standard"));
    result = MatrixRunner.run(RunOptions.defaults(workDir), configurations, plan, RunListener.NONE);
  }

  @Test
  void eachConfigurationAskedGetsBothCellsOfEveryFixtureInOrderAndTheOthersNone() {
    List<String> expected = new ArrayList<>();
    for (String fixture : JsonDocuments.CRITERIA) {
      expected.add("interop json-out:" + fixture + " roundtrip");
      expected.add("interop json-in:" + fixture + " roundtrip");
    }
    for (String configuration : ASKED) {
      assertThat(cells(configuration))
          .extracting(c -> c.category() + " " + c.scenario() + " " + c.direction().id())
          .containsExactlyElementsOf(expected);
    }
    assertThat(cells("java-standard")).isEmpty();
  }

  @Test
  void theStandardPlanAsksTheConfigurationsThatDeclareJson() {
    Plan plan =
        StandardPlan.of(
            1, registered.values().stream().map(RegisteredConfiguration::info).toList());

    JsonWriters writers = plan.setting(JsonWriters.class).orElseThrow();
    assertThat(writers.asks("jackson-default")).isTrue();
    assertThat(writers.asks("jackson3-default")).isTrue();
    assertThat(writers.asks("smile-default")).as("Smile is binary").isFalse();
    assertThat(writers.asks("kryo-default")).isFalse();
  }

  @Test
  void jacksonDefaultWritesAndReadsTheOneJsonFormOfEveryFixture() {
    for (CellResult cell : cells("jackson-default")) {
      assertThat(cell.outcome()).as(cell.name() + ": " + cell.detail()).isEqualTo(Outcome.PASS);
      assertThat(cell.harnessError()).isFalse();
    }
    assertThat(cell("jackson-default", "json-out:TestObject").detail())
        .isEqualTo("a strict JSON parser read every value of its JSON type");
  }

  @Test
  void aMapperThatAddsTypeInformationIsNotReadAsThePlainValuesAndRefusesThem() {
    CellResult written = cell("jackson-system", "json-out:TestObject");
    CellResult read = cell("jackson-system", "json-in:TestObject");

    assertThat(written.outcome()).as(written.detail()).isNotEqualTo(Outcome.PASS);
    assertThat(written.outcome().isMeasured()).isTrue();
    assertThat(read.outcome()).as(read.detail()).isNotEqualTo(Outcome.PASS);
  }

  private static List<CellResult> cells(String configuration) {
    return result.cells().stream().filter(c -> c.configuration().equals(configuration)).toList();
  }

  private static CellResult cell(String configuration, String scenario) {
    return cells(configuration).stream()
        .filter(c -> c.scenario().equals(scenario))
        .findFirst()
        .orElseThrow();
  }
}
