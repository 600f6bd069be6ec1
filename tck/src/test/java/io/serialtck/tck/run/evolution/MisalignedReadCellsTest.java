package io.serialtck.tck.run.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Misaligned reads whose every value arrived, end to end in worker JVMs with {@code
 * kryo-registered} (issue 49): v1 reading {@code field-added}'s v2 stops before the added field;
 * reading {@code BigInteger-to-BigDecimal}'s v2 it takes the unscaled value and leaves the scale
 * byte, so 0 arrives only because its scale is 0, which the change's sweep value 1E+3, read as 1,
 * shows. The outcome and mode stay {@code CORRUPTED [misaligned read]}; the detail says what
 * happened.
 */
class MisalignedReadCellsTest {

  @TempDir static Path workDir;
  private static List<CellResult> cells;

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    cells =
        MatrixRunner.run(
                RunOptions.defaults(workDir),
                List.of(registered.get("kryo-registered")),
                new Plan(
                    List.of(),
                    EvolutionScenarios.of("field-added", "BigInteger-to-BigDecimal@zero"),
                    List.of(),
                    0),
                RunListener.NONE)
            .cells();
  }

  @Test
  void anAddedFieldLeftUnreadIsNamedBesideTheValuesThatArrived() {
    CellResult cell = forward("field-added");

    assertThat(cell.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(cell.mode()).isEqualTo(BytesRead.MISALIGNED);
    assertThat(cell.detail())
        .matches(
            "misaligned read: read (\\d+) of (\\d+) bytes; every value the reader's class holds"
                + " arrived intact \\(name, count\\); \\d+ bytes left unread after them; the writer"
                + " also wrote nickname \\(String\\), a field the reader's class lacks");
  }

  @Test
  void aValueThatMatchesOnlyForTheValueWrittenIsCalledACoincidenceWithItsEvidence() {
    CellResult cell = forward("BigInteger-to-BigDecimal@zero");

    assertThat(cell.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(cell.mode()).isEqualTo(BytesRead.MISALIGNED);
    assertThat(cell.detail())
        .startsWith("misaligned read: read 20 of 21 bytes; every value the reader's class holds")
        .contains("; 1 byte left unread after them;")
        .contains("value was written as 0 (BigDecimal) and read as 0 (BigInteger)")
        .endsWith(
            "the match is a coincidence of the value written: the same field reads 1 (BigInteger)"
                + " where 1E+3 (BigDecimal) is written");
  }

  private static CellResult forward(String scenario) {
    return cells.stream()
        .filter(c -> c.scenario().equals(scenario) && c.direction() == Direction.FORWARD)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no forward cell of " + scenario + ": " + cells));
  }
}
