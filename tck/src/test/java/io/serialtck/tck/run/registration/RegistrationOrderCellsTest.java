package io.serialtck.tck.run.registration;

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
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code registration-order} cells, end to end in worker JVMs: {@code kryo-registered}, whose
 * registration numbers the classes in order, reads a {@code Circle} as the {@code Square} of the
 * same layout when the reader registered them in the other order; Java serialization, which ignores
 * registration, asked the same cells (the plan names it by hand), passes them all.
 */
class RegistrationOrderCellsTest {

  @TempDir static Path workDir;
  private static RunResult result;

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    Plan plan =
        new Plan(List.of(), List.of(), List.of(), 0)
            .with(new OrderedRegistrations(Set.of("kryo-registered", "java-standard")));
    result =
        MatrixRunner.run(
            RunOptions.defaults(workDir),
            List.of(registered.get("kryo-registered"), registered.get("java-standard")),
            plan,
            RunListener.NONE);
  }

  @Test
  void everyCaseIsRecordedAsARoundTripOfEachConfigurationThePlanNames() {
    for (String configuration : List.of("kryo-registered", "java-standard")) {
      assertThat(
              result.cells().stream()
                  .filter(c -> c.configuration().equals(configuration))
                  .map(c -> c.category() + " " + c.scenario() + " " + c.direction().id())
                  .toList())
          .containsExactly(
              "registration-order reversed-same-layout roundtrip",
              "registration-order reversed-other-layout roundtrip",
              "registration-order reader-registers-one-more roundtrip",
              "registration-order writer-registers-one-more roundtrip");
    }
  }

  @Test
  void kryoRegisteredReadsTheOtherClassOfTheSameLayoutWhenTheReaderRegistersInReverse() {
    CellResult swapped = cell("kryo-registered", RegistrationCase.REVERSED_SAME_LAYOUT);

    assertThat(swapped.outcome()).as(swapped.detail()).isNotEqualTo(Outcome.PASS);
    assertThat(swapped.outcome().isSilentlyWrong()).as(swapped.detail()).isTrue();
    assertThat(swapped.detail())
        .contains("writer registered Circle, Square, reader registered Square, Circle")
        .contains("Square{");
  }

  @Test
  void kryoRegisteredReadsAnotherClassWhenTheWriterRegisteredOneMoreFirst() {
    CellResult shifted = cell("kryo-registered", RegistrationCase.WRITER_REGISTERS_ONE_MORE);

    assertThat(shifted.outcome()).as(shifted.detail()).isNotEqualTo(Outcome.PASS);
    assertThat(shifted.detail()).contains("writer registered Label, Circle, Square");
  }

  @Test
  void javaSerializationWhichIgnoresRegistrationPassesEveryCase() {
    for (RegistrationCase registration : RegistrationCase.values()) {
      CellResult cell = cell("java-standard", registration);

      assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.PASS);
      assertThat(cell.harnessError()).isFalse();
    }
  }

  private static CellResult cell(String configuration, RegistrationCase registration) {
    return result.cells().stream()
        .filter(c -> c.configuration().equals(configuration))
        .filter(c -> c.category().equals(RegistrationOrderCategory.ID))
        .filter(c -> c.scenario().equals(registration.id()))
        .findFirst()
        .orElseThrow();
  }
}
