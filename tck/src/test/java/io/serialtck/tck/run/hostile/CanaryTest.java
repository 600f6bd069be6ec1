package io.serialtck.tck.run.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
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
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The canary tells a lookup, an initialization and an instantiation apart, each recorded in the
 * reader's world: a configuration that only resolves the names it reads, one that also initializes
 * the classes, and Java serialization, which instantiates them; and Java serialization with a
 * filter allowing only the root's classes rejects the bytes after looking the canary up.
 */
class CanaryTest {

  @TempDir static Path workDir;
  private static RunResult result;

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    List<RegisteredConfiguration> selected =
        List.of(
            registered.get("test-looks-up"),
            registered.get("test-initializes"),
            registered.get("java-standard"));
    Plan plan = Plan.evolutions(List.of()).with(HostileDepth.QUICK);
    result = MatrixRunner.run(RunOptions.defaults(workDir), selected, plan, RunListener.NONE);
  }

  @Test
  void aLookupAloneIsRecordedAndRunsNothing() {
    CellResult cell = cell("test-looks-up", "canary:object-field");
    assertThat(cell.hostile().canary()).containsExactly("looked up");
    assertThat(cell.outcome()).isEqualTo(Outcome.PASS);
    assertThat(cell.mode()).isEqualTo("looked up");
  }

  @Test
  void anInitializationIsRecordedAndRanTheCanarysCode() {
    CellResult cell = cell("test-initializes", "canary:interface-field");
    assertThat(cell.hostile().canary()).containsExactly("looked up", "initialized");
    assertThat(cell.outcome()).isEqualTo(Outcome.RAN_UNASKED);
  }

  @Test
  void javaSerializationWithoutAFilterInstantiatesTheCanaryWhereverItIsNamed() {
    for (String place :
        List.of("object-field", "interface-field", "collection-element", "other-root")) {
      CellResult cell = cell("java-standard", "canary:" + place);
      assertThat(cell.outcome()).as(place).isEqualTo(Outcome.RAN_UNASKED);
      assertThat(cell.hostile().canary())
          .as(place)
          .containsExactly("looked up", "initialized", "readObject", "readResolve");
    }
  }

  @Test
  void javaSerializationWithTheFilterLooksTheCanaryUpAndRejectsIt() {
    for (String place :
        List.of("object-field", "interface-field", "collection-element", "other-root")) {
      CellResult cell = cell("java-standard", "canary-secure:" + place);
      assertThat(cell.outcome()).as(place).isEqualTo(Outcome.REJECTED);
      assertThat(cell.hostile().canary())
          .as("%s: the filter is asked once the class is resolved, before it is initialized", place)
          .containsExactly("looked up");
      assertThat(cell.mode()).isEqualTo("looked up; read: java.io.InvalidClassException");
      assertThat(cell.hostile().settings()).contains("ObjectInputFilter");
    }
  }

  @Test
  void aConfigurationWithoutSecureSettingsSkipsThoseCellsSayingWhy() {
    assertThat(cell("test-looks-up", "canary-secure:other-root").detail())
        .contains("declares no secure settings");
    assertThat(cell("test-looks-up", "canary-secure:other-root").outcome())
        .isEqualTo(Outcome.SKIPPED);
    assertThat(result.harnessErrors()).isEmpty();
  }

  private static CellResult cell(String configuration, String scenario) {
    return result.cells().stream()
        .filter(c -> c.configuration().equals(configuration) && c.scenario().equals(scenario))
        .findFirst()
        .orElseThrow();
  }
}
