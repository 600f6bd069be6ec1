package io.serialtck.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.UpgradesSection.Crossing;
import io.serialtck.report.section.Report;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The upgrades section names each crossing's two sides and counts what each direction's measured
 * cells did, from the cells alone.
 */
class UpgradesSectionTest {

  private static final Side KRYO_OLD = new Side("17", "5.5.0", "v1");
  private static final Side KRYO_NEW = new Side("17", "5.6.2", "v1");
  private static final Side JACKSON_2 = new Side("17", "2.22.4", "v1", "jackson-default");
  private static final Side JACKSON_3 = new Side("17", "3.3.0", "v1", "jackson3-default");

  private final List<CellResult> cells = new ArrayList<>();

  private void cell(
      String configuration,
      String category,
      String scenario,
      Direction direction,
      Outcome outcome,
      Side before,
      Side after) {
    boolean backward = direction == Direction.BACKWARD;
    cells.add(
        CellResult.builder(configuration, category, scenario, direction)
            .outcome(outcome)
            .detail(outcome == Outcome.PASS ? "" : "read: it differs")
            .writer(backward ? before : after)
            .reader(backward ? after : before)
            .durationMicros(1)
            .build());
  }

  private List<Crossing> crossings() {
    cell(
        "kryo-default",
        "upgrade",
        "library:record",
        Direction.BACKWARD,
        Outcome.PASS,
        KRYO_OLD,
        KRYO_NEW);
    cell(
        "kryo-default",
        "upgrade",
        "library:record",
        Direction.FORWARD,
        Outcome.REJECTED,
        KRYO_OLD,
        KRYO_NEW);
    cell(
        "kryo-default",
        "upgrade",
        "library:enum",
        Direction.BACKWARD,
        Outcome.NO_ROUND_TRIP,
        KRYO_OLD,
        KRYO_NEW);
    cell(
        "kryo-default",
        "upgrade",
        "library:enum",
        Direction.FORWARD,
        Outcome.CORRUPTED,
        KRYO_OLD,
        KRYO_NEW);
    cell(
        "kryo-default",
        "flexibility",
        "record",
        Direction.ROUNDTRIP,
        Outcome.ILL_TYPED,
        KRYO_NEW,
        KRYO_NEW);
    cell(
        "jackson-default",
        "upgrade",
        "migration:record",
        Direction.BACKWARD,
        Outcome.PASS,
        JACKSON_2,
        JACKSON_3);
    return UpgradesSection.crossings(cells);
  }

  @Test
  void eachCrossingNamesItsSidesAndCountsEachDirectionsMeasuredCells() {
    List<Crossing> crossings = crossings();

    assertThat(crossings)
        .extracting(Crossing::configuration)
        .containsExactly("kryo-default", "jackson-default");
    Crossing kryo = crossings.get(0);
    assertThat(kryo.kind()).isEqualTo("library");
    assertThat(kryo.before()).isEqualTo("5.5.0 on JDK 17");
    assertThat(kryo.after()).isEqualTo("5.6.2 on JDK 17");
    assertThat(kryo.counts(Direction.BACKWARD))
        .isEqualTo("1 of 2 measured: 1 intact, 0 refused, 0 silently wrong, 0 other");
    assertThat(kryo.counts(Direction.FORWARD))
        .isEqualTo("2 of 2 measured: 0 intact, 1 refused, 1 silently wrong, 0 other");
    assertThat(kryo.breaks())
        .isEqualTo("`library:enum` forward CORRUPTED; `library:record` forward REJECTED");
    Crossing jackson = crossings.get(1);
    assertThat(jackson.kind()).isEqualTo("migration");
    assertThat(jackson.before()).isEqualTo("jackson-default 2.22.4 on JDK 17");
    assertThat(jackson.after()).isEqualTo("jackson3-default 3.3.0 on JDK 17");
    assertThat(jackson.breaks()).isEqualTo("none");
  }

  @Test
  void theSectionIsInTheMarkdownOfARunWithUpgradeCellsOnly() {
    crossings();
    UpgradesSection section = new UpgradesSection();
    Report withUpgrades = report(cells);
    Report without = report(cells.stream().filter(c -> !c.category().equals("upgrade")).toList());

    assertThat(section.isIn(withUpgrades)).isTrue();
    assertThat(section.isIn(without)).isFalse();
    assertThat(section.markdown(withUpgrades))
        .startsWith("## Upgrades\n\n")
        .contains(
            "| `kryo-default` | library | 5.5.0 on JDK 17 | 5.6.2 on JDK 17 | 1 of 2 measured: 1"
                + " intact, 0 refused, 0 silently wrong, 0 other |");
    assertThat(section.html(withUpgrades)).contains("<th scope=\"row\">jackson-default</th>");
  }

  private static Report report(List<CellResult> cells) {
    ResultsDocument results =
        new ResultsDocument(
            ResultsDocument.SCHEMA_VERSION,
            new ResultsDocument.Run("2026-01-01T00:00:00Z", 12, "17", 5),
            List.of(
                new ResultsDocument.Configuration("kryo-default", "g:kryo", "5.6.2", "", List.of()),
                new ResultsDocument.Configuration(
                    "jackson-default", "g:jackson", "2.22.4", "", List.of())),
            cells,
            new ResultsDocument.Timing(0, 0, 0, 0, List.of()));
    return new Report(results, Optional.empty(), List.of(new UpgradesSection()));
  }
}
