package io.serialtck.report.podium;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.race.engine.ForkSample;
import io.serialtck.race.engine.OffPlateau;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceMode;
import io.serialtck.race.engine.RaceSettings;
import io.serialtck.race.engine.Sizing;
import io.serialtck.race.engine.Weighing;
import io.serialtck.verdict.Outcome;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The views per need order by their stated rules, from the cells alone: a refused read keeps no
 * data for classes that will evolve, the safest settings decide for untrusted input, and speed is
 * ranked only by a race with intervals.
 */
class NeedViewsTest {

  private static NeedView view(PodiumDocuments documents, String id, boolean withRace) {
    return view(documents, id, withRace, Optional.empty());
  }

  private static NeedView view(
      PodiumDocuments documents, String id, boolean withRace, Optional<ReferenceRace> reference) {
    return NeedsSection.views(
            documents.results(),
            withRace ? Optional.of(documents.race()) : Optional.empty(),
            reference)
        .stream()
        .filter(view -> view.id().equals(id))
        .findFirst()
        .orElseThrow();
  }

  private static NeedView.Row row(NeedView view, String configuration) {
    return view.rows().stream()
        .filter(row -> row.configuration().equals(configuration))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void forEvolvingClassesARefusedReadKeepsNothingAndASilentlyWrongOneCountsAgainstTwice() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .evolution("keeps", "field-added", Outcome.PASS)
            .evolution("keeps", "field-removed", Outcome.PASS)
            .evolution("keeps", "field-renamed", Outcome.PASS)
            .evolution("keeps", "int-to-long", Outcome.REJECTED)
            .evolution("refuses", "field-added", Outcome.PASS)
            .evolution("refuses", "field-removed", Outcome.REJECTED)
            .evolution("refuses", "field-renamed", Outcome.REJECTED)
            .evolution("refuses", "int-to-long", Outcome.REJECTED)
            .evolution("corrupts", "field-added", Outcome.PASS)
            .evolution("corrupts", "field-removed", Outcome.PASS)
            .evolution("corrupts", "field-renamed", Outcome.PASS)
            .evolution("corrupts", "int-to-long", Outcome.PASS)
            .evolution("corrupts", "long-to-int", Outcome.CORRUPTED)
            .evolution("unmeasured", "field-added", Outcome.NO_ROUND_TRIP)
            .evolution("unmeasured", "field-removed", Outcome.NO_ROUND_TRIP);

    NeedView view = view(documents, "need-evolving-classes", false);

    // (3 - 0) / 4 = 0.75, (4 - 2 * 1) / 5 = 0.4, (1 - 0) / 4 = 0.25; counting refusals as safe (the
    // fewest silently wrong first) would put "refuses" above "corrupts"
    assertThat(view.rows())
        .extracting(NeedView.Row::configuration)
        .containsExactly("keeps", "corrupts", "refuses", "unmeasured");
    assertThat(row(view, "keeps").figures()).containsExactly("4 of 4", "75%", "25%", "0");
    assertThat(row(view, "corrupts").figures()).containsExactly("5 of 5", "80%", "0%", "20% (1)");
    assertThat(row(view, "corrupts").reason())
        .startsWith("keeps the data of 80%; silently")
        .endsWith("(1 evolution cell)");
    assertThat(row(view, "unmeasured").figures()).containsExactly("0 of 2", "", "", "");
    assertThat(row(view, "unmeasured").reason()).startsWith("not measured");
    assertThat(view.rule()).contains("less 2 times the share read silently wrong");
    assertThat(Podium.of(documents.results(), Optional.empty()).entries())
        .extracting(PodiumEntry::configuration)
        .as("the podium's evolution dimension has the view's rule: a refusal keeps no data")
        .containsExactly("keeps", "corrupts", "refuses", "unmeasured");
    assertThat(
            Podium.of(documents.results(), Optional.empty()).entries().stream()
                .filter(e -> e.configuration().equals("refuses"))
                .findFirst()
                .orElseThrow()
                .verdict())
        .as("the verdict gives the shares intact and refused")
        .startsWith("class changes 25% intact, 75% refused");
  }

  @Test
  void forUntrustedInputTheSafestSettingsDecideThenMalformedInput() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .hostile("open", "malformed:truncation", Outcome.REJECTED)
            .hostile("open", "canary:object-field", Outcome.RAN_UNASKED)
            .hostile("open", "canary-secure:object-field", Outcome.SKIPPED)
            .hostile("secured", "malformed:truncation", Outcome.EXHAUSTED)
            .hostile("secured", "canary:object-field", Outcome.RAN_UNASKED)
            .hostile("secured", "canary-secure:object-field", Outcome.REJECTED)
            .hostile("strict", "malformed:truncation", Outcome.REJECTED)
            .hostile("strict", "canary:object-field", Outcome.REJECTED);

    NeedView view = view(documents, "need-untrusted-input", false);

    assertThat(view.rows())
        .extracting(NeedView.Row::configuration)
        .containsExactly("strict", "secured", "open");
    assertThat(row(view, "secured").figures())
        .containsExactly("3 of 3", "EXHAUSTED", "RAN_UNASKED", "REJECTED");
    assertThat(row(view, "secured").reason())
        .contains("use its secure settings")
        .contains("exhausted its memory, stack or time");
    assertThat(row(view, "open").figures())
        .as("secure cells that are skipped declare no secure settings")
        .containsExactly("2 of 3", "REJECTED", "RAN_UNASKED", "none declared");
    assertThat(row(view, "open").reason()).contains("the kit knows no secure setting");
    assertThat(row(view, "strict").reason())
        .isEqualTo("no unasked-for class ran; malformed bytes were refused cleanly");
  }

  @Test
  void forJsonTheCellsThatPassedOrderThenTheWorstOutcome() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .interop("typed", "json-out:TestObject", Outcome.ALTERED)
            .interop("typed", "json-in:TestObject", Outcome.PASS)
            .interop("typed", "json-out:enum", Outcome.ALTERED)
            .interop("typed", "json-in:enum", Outcome.PASS)
            .interop("plain", "json-out:TestObject", Outcome.PASS)
            .interop("plain", "json-in:TestObject", Outcome.PASS)
            .interop("plain", "json-out:enum", Outcome.PASS)
            .interop("plain", "json-in:enum", Outcome.REJECTED)
            .interop("wrong", "json-out:TestObject", Outcome.CORRUPTED)
            .interop("wrong", "json-in:TestObject", Outcome.PASS)
            .interop("wrong", "json-out:enum", Outcome.PASS)
            .interop("wrong", "json-in:enum", Outcome.PASS)
            .evolution("binary", "field-added", Outcome.PASS);

    NeedView view = view(documents, "need-json", false);

    assertThat(view.rows())
        .as(
            "3 passed each for plain and wrong: REJECTED is better than CORRUPTED; binary asked none")
        .extracting(NeedView.Row::configuration)
        .containsExactly("plain", "wrong", "typed");
    assertThat(row(view, "plain").figures())
        .containsExactly("4 of 4", "2 of 2 PASS", "1 of 2 PASS, worst REJECTED");
    assertThat(row(view, "plain").reason()).isEqualTo("reads `enum` REJECTED: read: it differs");
    assertThat(row(view, "typed").figures())
        .containsExactly("4 of 4", "0 of 2 PASS, worst ALTERED", "2 of 2 PASS");
    assertThat(row(view, "typed").reason()).startsWith("writes `TestObject` ALTERED");
    assertThat(view.rule()).contains("strict JSON parser").contains("docs/interop.md");
    assertThat(
            view(
                    new PodiumDocuments().evolution("binary", "field-added", Outcome.PASS),
                    "need-json",
                    false)
                .note())
        .contains("no interop cell");
  }

  @Test
  void speedFirstListsTheFullRacesTiersWithIntervalsAndTheUntimedLast() {
    NeedView view = view(raced(), "need-speed-first", true);

    assertThat(view.rows())
        .extracting(NeedView.Row::configuration)
        .containsExactly("fast", "level", "slow", "partial", "untimed");
    assertThat(row(view, "fast").figures()).containsExactly("2 of 2", "1", "1.2× [1.1–1.3]");
    assertThat(row(view, "partial").figures()).containsExactly("1 of 2", "3", "0.9× [0.8–1]");
    assertThat(row(view, "partial").reason()).contains("not timed on every payload");
    assertThat(row(view, "untimed").reason()).isEqualTo("not timed");
    assertThat(view.note()).isEmpty();
  }

  @Test
  void aQuickRaceGivesSpeedFirstNoRowsAndSaysHowToRace() {
    NeedView view = view(raced().quick(), "need-speed-first", true);

    assertThat(view.rows()).isEmpty();
    assertThat(view.note())
        .contains("a smoke test that ranks nothing")
        .contains("`./serialtck race --configurations a,b,c`");
    assertThat(NeedsMarkdown.render(List.of(view)))
        .contains("### Speed first")
        .doesNotContain("| # |", "×");
  }

  @Test
  void withoutAFullRaceSpeedFirstShowsTheReferenceRaceLabelledAsAStoredMeasurement() {
    PodiumDocuments reference =
        PodiumDocuments.fullRace().standingAt("elsewhere", "0.9", 2, 3, 2.5, 3.5, 2);
    PodiumDocuments run =
        new PodiumDocuments()
            .flexibility("fast", "enum", Outcome.PASS)
            .flexibility("elsewhere", "enum", Outcome.PASS)
            .flexibility("untimed", "enum", Outcome.PASS);

    NeedView view =
        view(
            run,
            "need-speed-first",
            false,
            Optional.of(new ReferenceRace("seed-9.race.json.gz", reference.race())));

    assertThat(view.rows())
        .extracting(NeedView.Row::configuration)
        .containsExactly("fast", "elsewhere", "untimed");
    assertThat(row(view, "fast").figures()).containsExactly("2 of 2", "1", "1.2× [1.1–1.3]");
    assertThat(row(view, "fast").reason())
        .isEqualTo("tier 1 of 3 in the reference; timed at 1.0, this run's version");
    assertThat(row(view, "elsewhere").reason())
        .endsWith("the reference timed 0.9 and this run has 1.0: it does not apply");
    assertThat(row(view, "untimed").reason()).isEqualTo("not in the reference race");
    assertThat(view.rule())
        .contains("This folder holds no full race")
        .contains("a stored measurement, not this run's: docs/races/seed-9.race.json.gz,")
        .contains("a full race of 2026-01-01 on JDK 17, test, 1 round");
    assertThat(view.note()).contains("`./serialtck race --configurations a,b,c`");
  }

  @Test
  void aReferencePooledFromPartsSaysSoInItsLabel() {
    RaceDocument parts = PodiumDocuments.fullRace().race();
    RaceDocument pooled =
        new RaceDocument(
            parts.schema(),
            parts.jdk(),
            parts.machine(),
            parts.startedAt(),
            parts.minutes(),
            parts.settings(),
            parts.deflate(),
            parts.payloads(),
            parts.rows(),
            parts.lambdas(),
            parts.seed(),
            new Sizing(2, 4, 0.03, 0.03, 5, 12, 4, 60, "pooled from the races of seeds [68, 69]"),
            parts.control(),
            parts.standings(),
            parts.forks());

    assertThat(new ReferenceRace("seed-68-69.race.json.gz", pooled).label())
        .isEqualTo(
            "docs/races/seed-68-69.race.json.gz, a full race of 2026-01-01 on JDK 17, test,"
                + " 4 rounds pooled from the races of seeds [68, 69]");
    assertThat(new ReferenceRace("seed-68.race.json.gz", parts).label())
        .isEqualTo(
            "docs/races/seed-68.race.json.gz, a full race of 2026-01-01 on JDK 17, test, 1 round");
  }

  @Test
  void aWeighingAloneIsNotCalledARace() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .payload("small", "session-0B", 100)
            .flexibility("small", "enum", Outcome.PASS);

    NeedView view =
        NeedsSection.views(documents.results(), Weighing.of(documents.results()), Optional.empty())
            .stream()
            .filter(v -> v.id().equals("need-speed-first"))
            .findFirst()
            .orElseThrow();

    assertThat(view.rows()).isEmpty();
    assertThat(view.note())
        .startsWith("This folder holds no race, only the run's weighing")
        .doesNotContain("schema");
  }

  @Test
  void aFullRaceInTheFolderComesBeforeTheReference() {
    PodiumDocuments reference = new PodiumDocuments().standing("fast", 1, 9, 8, 10, 2);

    NeedView view =
        view(
            raced(),
            "need-speed-first",
            true,
            Optional.of(new ReferenceRace("seed-9.race.json.gz", reference.race())));

    assertThat(row(view, "fast").figures()).containsExactly("2 of 2", "1", "1.2× [1.1–1.3]");
    assertThat(view.rule()).doesNotContain("reference");
  }

  @Test
  void theKitIsBuiltWithAReferenceRaceThatRanksAndSaysHowItWarmed() {
    ReferenceRace reference = ReferenceRace.bundled().orElseThrow();

    assertThat(reference.file()).endsWith(".race.json.gz");
    assertThat(reference.race().ranksSpeed()).isTrue();
    assertThat(reference.race().standings()).hasSizeGreaterThan(30);
    assertThat(reference.label()).startsWith("docs/races/" + reference.file() + ", a full race");
    RaceSettings settings = reference.race().settings();
    boolean strayedAndKept =
        settings.untilSteady()
            && !settings.measuresAgainOffPlateau()
            && OffPlateau.of(reference.race()).orElseThrow().straying() > 0;
    boolean onAGrowingHeap = settings.untilSteady() && settings.heapMegabytes() == 0;
    assertThat(reference.caveat().isPresent())
        .isEqualTo(reference.race().schema() < 4 || strayedAndKept || onAGrowingHeap);
  }

  @Test
  void aWarmedReferenceRaceThatKeptStrayingMeasurementsSaysHowMany() {
    List<Double> plateau = Collections.nCopies(10, 100.0);
    ForkSample strayed =
        new ForkSample(
            1,
            1,
            "kryo-default",
            "5",
            "TestObject",
            "serialize",
            175,
            List.of(100.0, 250.0),
            0,
            null,
            new ForkSample.Warmup(3000, true, plateau));
    ForkSample kept = strayed.inRound(2);
    RaceDocument keeping =
        warmed(RaceSettings.untilSteady("full", 100, 100, 5, 100, 3, 0), strayed);

    assertThat(new ReferenceRace("seed-68.race.json.gz", keeping).caveat())
        .hasValueSatisfying(
            c ->
                assertThat(c)
                    .contains("1 of its 1 forks ended more than 2× off it, and their means stand")
                    .contains("It ran on the JVM's default heap, before the race fixed the heap"));
    assertThat(
            new ReferenceRace(
                    "seed-70.race.json.gz", warmed(RaceMode.FULL.settings().withHeap(0), kept))
                .caveat())
        .as("a race that measured strays again, on a growing heap")
        .hasValueSatisfying(c -> assertThat(c).startsWith("It ran on the JVM's default heap"));
    assertThat(
            new ReferenceRace("seed-70.race.json.gz", warmed(RaceMode.FULL.settings(), kept))
                .caveat())
        .as("a race that measured strays again")
        .isEmpty();
  }

  private static RaceDocument warmed(RaceSettings settings, ForkSample fork) {
    return new RaceDocument(
        RaceDocument.SCHEMA,
        "17",
        "2 cores",
        "now",
        1.0,
        settings,
        "level 6",
        List.of(),
        List.of(),
        List.of(),
        68L,
        null,
        null,
        List.of(),
        List.of(fork));
  }

  @Test
  void theSectionRendersEachViewWithItsRuleAndRowsInBothFormats() {
    List<NeedView> views =
        NeedsSection.views(
            new PodiumDocuments()
                .evolution("a<b", "field-added", Outcome.PASS)
                .hostile("a<b", "malformed:truncation", Outcome.REJECTED)
                .results(),
            Optional.empty(),
            Optional.empty());

    assertThat(NeedsMarkdown.render(views))
        .startsWith("## Views per need\n\n")
        .contains("### My classes will evolve")
        .contains(
            "| # | configuration | measured cells | intact | refused | silently wrong | why |")
        .contains(
            "| 1 | `a<b` | 1 of 1 | 100% | 0% | 0 | keeps the data of 100%; never silently wrong |")
        .contains("### Untrusted input")
        .contains("### JSON that other programs read")
        .contains("This folder holds no full race");
    assertThat(NeedsHtml.render(views))
        .startsWith("<section id=\"needs\">")
        .contains("<h3 id=\"need-evolving-classes\">My classes will evolve</h3>")
        .contains("<th scope=\"row\">a&lt;b</th>")
        .doesNotContain("<th scope=\"row\">a<b");
  }

  @Test
  void thePodiumStatesItsWeightsAndWhatItsEvolutionCounts() {
    Podium podium =
        Podium.of(
            new PodiumDocuments().evolution("a", "field-added", Outcome.PASS).results(),
            Optional.empty());

    assertThat(PodiumMarkdown.rules(podium))
        .contains("each weighing the same")
        .contains("less 2 times the share read silently wrong")
        .contains("a rejected read is safe but keeps no data, so it counts for nothing");
  }

  /** {@link PodiumDocuments#fullRace()}, with a fifth configuration the race did not time. */
  private static PodiumDocuments raced() {
    return PodiumDocuments.fullRace()
        .flexibility("fast", "enum", Outcome.PASS)
        .flexibility("level", "enum", Outcome.PASS)
        .flexibility("slow", "enum", Outcome.PASS)
        .flexibility("partial", "enum", Outcome.PASS)
        .flexibility("untimed", "enum", Outcome.PASS);
  }
}
