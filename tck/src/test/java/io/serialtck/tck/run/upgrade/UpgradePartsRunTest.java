package io.serialtck.tck.run.upgrade;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.FlexibilityCriteria;
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
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A part of a fixture one side cannot write does not hide the rest: a migration from {@code
 * test-plain-java} to {@code test-encodes-enum-sets}, which cannot write the {@code EnumSet}
 * fixture's empty set and writes its non-empty one in another form, is asked the fixture part by
 * part, and the non-empty set's break across is the cell's outcome.
 */
class UpgradePartsRunTest {

  static final String LATER = "test-encodes-enum-sets";

  @TempDir static Path workDir;
  static List<CellResult> cells;

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.testConfigurations(), Jdk.current().feature());
    Plan plan =
        new Plan(
                List.of(
                    FlexibilityCriteria.criterion("EnumSet"),
                    FlexibilityCriteria.criterion("Optional"),
                    FlexibilityCriteria.criterion("UUID"),
                    FlexibilityCriteria.criterion("ArrayList")),
                List.of(),
                List.of(),
                0)
            .with(new ExplorationSetting(0))
            .withUpgrades(List.of(UpgradePair.parse("test-plain-java.." + LATER)));
    cells =
        MatrixRunner.run(
                RunOptions.defaults(workDir).withSeed(1),
                Stream.of("test-plain-java", LATER).map(registered::get).toList(),
                plan,
                RunListener.NONE)
            .cells();
  }

  @Test
  void thePartBothSidesRoundTripAloneIsComparedAndGivesTheCellItsOutcomeBothWays() {
    for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
      CellResult cell = cell("migration:EnumSet", direction);
      assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.CORRUPTED);
      assertThat(cell.harnessError()).isFalse();
      // the parts first, the whole fixture's evidence last
      assertThat(cell.detail())
          .startsWith(
              PartsDetail.PREFIX
                  + "workingDays, since "
                  + LATER
                  + " does not round-trip the whole fixture itself (REJECTED); parts across:"
                  + " workingDays CORRUPTED; left out: holidays ("
                  + LATER
                  + " alone: REJECTED); part workingDays across: CORRUPTED")
          .contains(
              "; the whole fixture: "
                  + LATER
                  + " does not round-trip this fixture itself (REJECTED: ")
          .contains("planted: an empty EnumSet");
      assertThat(PartsDetail.part(cell.detail())).contains("workingDays");
    }
  }

  @Test
  void aFixtureNoPartOfWhichBothSidesRoundTripAloneStaysNoRoundTripAndSaysWhy() {
    CellResult cell = cell("migration:Optional", Direction.FORWARD);
    assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.NO_ROUND_TRIP);
    assertThat(cell.detail())
        .startsWith(
            LATER
                + " does not round-trip this fixture itself, and no part of it is compared (left"
                + " out: name ("
                + LATER
                + " alone: REJECTED), ")
        .contains(") (REJECTED: write: ");
    assertThat(PartsDetail.part(cell.detail())).isEmpty();
  }

  /**
   * The later side cannot write the UUID holder with its {@code nil} field set, and writes the
   * other fields as the earlier does: forward, every part compared comes back, but that says
   * nothing of the part left out, so the cell does not pass. Backward the later side only reads,
   * which it does: that cell passes whole.
   */
  @Test
  void partsThatAllComeBackLeaveTheCellNoRoundTripNamingThem() {
    CellResult forward = cell("migration:UUID", Direction.FORWARD);
    assertThat(forward.outcome()).as(forward.detail()).isEqualTo(Outcome.NO_ROUND_TRIP);
    assertThat(forward.detail())
        .startsWith(
            LATER
                + " does not round-trip this fixture itself, and the parts both sides round-trip"
                + " alone came back across, which does not answer for the whole (compared:"
                + " random PASS, nameBased PASS, max PASS; left out: nil ("
                + LATER
                + " alone: REJECTED))");
    assertThat(PartsDetail.part(forward.detail())).isEmpty();
    CellResult backward = cell("migration:UUID", Direction.BACKWARD);
    assertThat(backward.outcome()).as(backward.detail()).isEqualTo(Outcome.PASS);
  }

  @Test
  void aFixtureBothSidesRoundTripIsNotAskedPartByPart() {
    CellResult cell = cell("migration:ArrayList", Direction.BACKWARD);
    assertThat(cell.outcome()).isEqualTo(Outcome.PASS);
    assertThat(cell.detail()).isEmpty();
  }

  private static CellResult cell(String scenario, Direction direction) {
    return cells.stream()
        .filter(c -> c.configuration().equals(LATER) && c.category().equals("upgrade"))
        .filter(c -> c.scenario().equals(scenario) && c.direction() == direction)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no cell " + scenario + " " + direction));
  }
}
