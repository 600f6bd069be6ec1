package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.evolution.property.ExplorationGrammar;
import io.serialtck.tck.CellDetails;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.ExplorationCase;
import io.serialtck.tck.Side;
import io.serialtck.tck.run.upgrade.ExplorationReplay;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which cells get reproducers, how they are named, and how a sample picks them. */
class ReproducibleCellsTest {

  private static final Side SIDE = new Side("17", "1.0", "v1");

  private static CellResult cell(
      String configuration, String category, String scenario, Outcome outcome) {
    return CellResult.builder(configuration, category, scenario, Direction.BACKWARD)
        .outcome(outcome)
        .detail("")
        .sides(SIDE)
        .build();
  }

  @Test
  void refusesWhatNoReproducerCoversInOneLine() {
    for (CellResult refused :
        List.of(
            cell("kryo-default", "property", "fidelity", Outcome.PASS),
            cell("kryo-default", "hostile", "malformed:truncation", Outcome.REJECTED),
            cell("kryo-default", "upgrade", "jdk:enum", Outcome.PASS),
            cell("kryo-default", "release", "com.example.Order", Outcome.PASS))) {
      assertThatThrownBy(() -> ReproducibleCells.requireCovered(refused))
          .isInstanceOf(ReproRefusedException.class)
          .hasMessageContaining(CellAddress.of(refused))
          .hasMessageEndingWith(ReproducibleCells.SUPPORTED)
          .hasMessageNotContaining("\n");
    }
    ReproducibleCells.requireCovered(cell("kryo-default", "upgrade", "library:enum", Outcome.PASS));
  }

  @Test
  void coversStatefulAndRegistrationOrderCells() {
    for (CellResult covered :
        List.of(
            cell("kryo-registered", "stateful", "interleaved:field-added", Outcome.REJECTED),
            cell("fory-registered", "registration-order", "reversed-same-layout", Outcome.PASS))) {
      ReproducibleCells.requireCovered(covered);
      assertThat(ReproducibleCells.isSampled(covered)).isTrue();
    }
  }

  @Test
  void coversAMigrationsCellWhenEachSideNamesItsConfiguration() {
    Side from = new Side("17", "2.21.0", "fixture", "jackson-plain");
    Side to = new Side("17", "2.21.0", "fixture", "jackson-default");
    CellResult named =
        CellResult.builder("jackson-default", "upgrade", "migration:enum", Direction.BACKWARD)
            .outcome(Outcome.PASS)
            .writer(from)
            .reader(to)
            .build();
    CellResult unnamed = cell("jackson-default", "upgrade", "migration:enum", Outcome.PASS);

    ReproducibleCells.requireCovered(named);
    assertThat(ReproducibleCells.isSampled(named)).isTrue();
    assertThatThrownBy(() -> ReproducibleCells.requireCovered(unnamed))
        .isInstanceOf(ReproRefusedException.class)
        .hasMessageContaining("do not say which configuration each side of this migration ran")
        .hasMessageNotContaining("\n");
  }

  @Test
  void coversAnExplorationCellWithAFindingWhoseCaseThisKitMakesAgain() {
    ExplorationCase recorded =
        new ExplorationCase(
            5, "serialtck.gen.explore", List.of(), ExplorationCase.Finding.ACROSS, "CORRUPTED f0");
    String shown =
        CellDetails.cleanLines(
            ExplorationReplay.render(ExplorationGrammar.generate(5, "serialtck.gen.explore")));
    CellResult finding =
        cell("kryo-default", "upgrade", "library-explore", Outcome.CORRUPTED).toBuilder()
            .minimalCase(shown)
            .explorationCase(recorded)
            .build();
    CellResult passed = cell("kryo-default", "upgrade", "library-explore", Outcome.PASS);
    CellResult beforeTheRecording = finding.toBuilder().explorationCase(null).build();

    ReproducibleCells.requireCovered(finding);
    assertThat(ReproducibleCells.isSampled(finding)).isTrue();
    assertThat(ReproducibleCells.isCovered(passed)).isFalse();
    assertThatThrownBy(() -> ReproducibleCells.requireCovered(passed))
        .isInstanceOf(ReproRefusedException.class)
        .hasMessageContaining("no finding to reproduce: the cell is PASS")
        .hasMessageNotContaining("\n");
    assertThatThrownBy(() -> ReproducibleCells.requireCovered(beforeTheRecording))
        .isInstanceOf(ReproRefusedException.class)
        .hasMessageContaining("do not record how its minimal case is made again")
        .hasMessageNotContaining("\n");
  }

  @Test
  void aCellsAddressReadsBackAndNamesAFolderAClassPathCanHold() {
    CellKey key = CellAddress.parse("kryo-default/upgrade/library:bean:x@y/forward");

    assertThat(key)
        .isEqualTo(new CellKey("kryo-default", "upgrade", "library:bean:x@y", Direction.FORWARD));
    assertThat(CellAddress.of(key)).isEqualTo("kryo-default/upgrade/library:bean:x@y/forward");
    assertThat(CellAddress.folderName(key))
        .isEqualTo("kryo-default__upgrade__library_bean_x@y__forward");
    assertThatThrownBy(() -> CellAddress.parse("kryo-default/evolution/field-added"))
        .hasMessageContaining("direction");
  }

  @Test
  void aSampleIsSeededSpreadAndLeavesOutOutcomesThatSayNothing() {
    List<CellResult> cells = new ArrayList<>();
    for (String configuration : List.of("a", "b", "c")) {
      for (int i = 0; i < 20; i++) {
        cells.add(
            cell(
                configuration,
                "evolution",
                "s" + i,
                i % 2 == 0 ? Outcome.PASS : Outcome.CORRUPTED));
        cells.add(cell(configuration, "flexibility", "f" + i, Outcome.NO_ROUND_TRIP));
        cells.add(cell(configuration, "property", "p" + i, Outcome.CORRUPTED));
      }
    }

    List<CellResult> sample = CellSample.sample(cells, 6, 7);

    assertThat(sample).isEqualTo(CellSample.sample(cells, 6, 7));
    assertThat(sample).isNotEqualTo(CellSample.sample(cells, 6, 8));
    assertThat(sample)
        .extracting(c -> c.configuration() + "/" + (c.outcome() == Outcome.PASS))
        .containsExactlyInAnyOrder("a/true", "a/false", "b/true", "b/false", "c/true", "c/false");
    assertThat(CellSample.sample(cells, 100, 7))
        .hasSize(60)
        .allMatch(c -> c.category().equals("evolution"));
  }

  @Test
  void aSampleDrawsACategoryOfFewCellsAsEarlyAsOneOfMany() {
    List<CellResult> cells = new ArrayList<>();
    for (int configuration = 0; configuration < 10; configuration++) {
      for (int i = 0; i < 20; i++) {
        cells.add(cell("c" + configuration, "evolution", "s" + i, Outcome.PASS));
      }
    }
    cells.add(cell("kryo-registered", "stateful", "interleaved:field-added", Outcome.PASS));
    cells.add(cell("kryo-registered", "registration-order", "reversed-same-layout", Outcome.PASS));

    for (long seed = 1; seed <= 5; seed++) {
      assertThat(CellSample.sample(cells, 3, seed))
          .as("seed %d", seed)
          .extracting(CellResult::category)
          .containsExactlyInAnyOrder("evolution", "stateful", "registration-order");
    }
  }
}
