package io.serialtck.report.podium;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.verdict.Outcome;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PodiumTest {

  private static PodiumEntry entry(Podium podium, String configuration) {
    return podium.entries().stream()
        .filter(entry -> entry.configuration().equals(configuration))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void theRaceRanksByTierWithIntervalsAndPlacesFewerPayloadsAndNoneLast() {
    PodiumDocuments documents =
        PodiumDocuments.fullRace()
            .flexibility("fast", "enum", Outcome.PASS)
            .flexibility("level", "enum", Outcome.PASS)
            .flexibility("slow", "enum", Outcome.PASS)
            .flexibility("partial", "enum", Outcome.PASS)
            .flexibility("untimed", "enum", Outcome.PASS);

    Podium podium = Podium.of(documents.results(), Optional.of(documents.race()));

    assertThat(podium.dimensions()).containsExactly(Dimension.RACE, Dimension.FLEXIBILITY);
    assertThat(podium.racePayloads()).containsExactly("session-0B", "TopOfBook");
    assertThat(podium.speedNote()).isEmpty();
    assertThat(PodiumMarkdown.rules(podium)).contains("tier").contains("95% interval");
    assertThat(entry(podium, "fast").place(Dimension.RACE))
        .contains(new Place(1, true, "tier 1: 1.2× [1.1–1.3]"));
    assertThat(entry(podium, "level").place(Dimension.RACE))
        .as("a tie shares the rank")
        .contains(new Place(1, true, "tier 1: 1.25× [1.15–1.35]"));
    assertThat(entry(podium, "slow").place(Dimension.RACE))
        .contains(new Place(3, true, "tier 2: 4× [3.8–4.2]"));
    assertThat(entry(podium, "partial").place(Dimension.RACE))
        .contains(new Place(4, true, "tier 3: 0.9× [0.8–1]"));
    assertThat(entry(podium, "untimed").place(Dimension.RACE))
        .contains(new Place(5, false, "not timed"));
    assertThat(entry(podium, "fast").verdict())
        .startsWith("race tier 1 of 3 (1.2× [1.1–1.3] the hand-written time);");
    assertThat(entry(podium, "partial").verdict())
        .startsWith("race tier 3 of 3 (0.9× [0.8–1] the hand-written time, on 1 of 2 payloads);");
    assertThat(entry(podium, "untimed").verdict()).startsWith("not timed in the race;");
  }

  @Test
  void aRaceWithoutAMatrixRunRanksOnTheRaceAlone() {
    Podium podium = Podium.ofRace(PodiumDocuments.fullRace().race());

    assertThat(podium.dimensions()).doesNotContain(Dimension.FLEXIBILITY, Dimension.EVOLUTION);
    assertThat(podium.dimensions()).contains(Dimension.RACE);
    assertThat(podium.entries())
        .extracting(PodiumEntry::configuration)
        .containsExactly("fast", "level", "slow", "partial");
    assertThat(entry(podium, "fast").verdict())
        .isEqualTo("race tier 1 of 3 (1.2× [1.1–1.3] the hand-written time)");
    assertThat(PodiumMarkdown.rules(podium)).contains("No matrix run in this folder");
  }

  @Test
  void aQuickRaceIsASmokeTestThatLeavesSpeedOutAndSaysHowToGetIt() {
    Podium podium = Podium.ofRace(PodiumDocuments.fullRace().quick().race());

    assertThat(podium.dimensions()).doesNotContain(Dimension.RACE);
    assertThat(podium.speedNote()).contains("quick one, a smoke test that ranks nothing");
    assertThat(PodiumMarkdown.rules(podium))
        .contains("No race dimension.")
        .contains("`./serialtck race` runs the full race");
    assertThat(entry(podium, "fast").verdict()).doesNotContain("race", "fastest");
  }

  @Test
  void aFailedControlLeavesSpeedOutAndSaysByHowMuch() {
    Podium podium = Podium.ofRace(PodiumDocuments.fullRace().control(1.08, 1.05, 1.11).race());

    assertThat(podium.dimensions()).doesNotContain(Dimension.RACE);
    assertThat(podium.speedNote())
        .contains("A/A control failed")
        .contains("1.08× [1.05–1.11], 5% off 1")
        .contains("too noisy");
    // a race's own page has no views per need to point to
    assertThat(PodiumMarkdown.rules(podium)).doesNotContain("Speed first");
  }

  @Test
  void withoutARaceThePodiumHasNoRaceDimensionAndNoSpeedPhrase() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .payload("small", "session-0B", 100)
            .payload("large", "session-0B", 400)
            .flexibility("small", "enum", Outcome.PASS)
            .flexibility("large", "enum", Outcome.PASS);

    Podium podium = Podium.of(documents.results(), Optional.empty());

    assertThat(podium.dimensions()).containsExactly(Dimension.WEIGHING, Dimension.FLEXIBILITY);
    assertThat(podium.weighingPayloads()).containsExactly("session-0B");
    assertThat(entry(podium, "small").place(Dimension.WEIGHING))
        .contains(new Place(1, true, "100 B"));
    assertThat(entry(podium, "small").verdict()).contains("smallest on every payload");
    assertThat(entry(podium, "large").verdict())
        .doesNotContain("smallest", "fastest", "hand-written", "race");
    assertThat(PodiumMarkdown.render(podium))
        .contains("No race: `./serialtck race` adds the race dimension.")
        .contains("the view \"Speed first\" below shows the reference race, a stored measurement")
        .contains("| rank | configuration | weighing | flexibility | verdict |");
  }

  @Test
  void flexibilityRanksOnTheShareOfPassAndSafetyOnTheFewestSilentlyWrongThenMostPass() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .flexibility("a", "enum", Outcome.PASS)
            .flexibility("a", "record", Outcome.REJECTED)
            .flexibility("b", "enum", Outcome.PASS)
            .flexibility("b", "record", Outcome.PASS)
            .evolution("a", "field-added", Outcome.PASS)
            .evolution("a", "field-removed", Outcome.REJECTED)
            .evolution("b", "field-added", Outcome.PASS)
            .evolution("b", "field-removed", Outcome.CORRUPTED)
            .evolution("c", "field-added", Outcome.REJECTED)
            .evolution("c", "field-removed", Outcome.REJECTED);

    Podium podium = Podium.of(documents.results(), Optional.empty());

    assertThat(entry(podium, "b").place(Dimension.FLEXIBILITY))
        .contains(new Place(1, true, "100% PASS"));
    assertThat(entry(podium, "a").place(Dimension.FLEXIBILITY))
        .contains(new Place(2, true, "50% PASS"));
    assertThat(entry(podium, "c").place(Dimension.FLEXIBILITY))
        .contains(new Place(3, false, "no cell"));
    // evolution: a (1 - 0) / 2 = 0.5, c (0 - 0) / 2 = 0, b (1 - 2 * 1) / 2 = -0.5
    assertThat(entry(podium, "a").place(Dimension.EVOLUTION))
        .contains(new Place(1, true, "50% intact, 0 silently wrong"));
    assertThat(entry(podium, "c").place(Dimension.EVOLUTION))
        .contains(new Place(2, true, "0% intact, 0 silently wrong"));
    assertThat(entry(podium, "b").place(Dimension.EVOLUTION))
        .contains(new Place(3, true, "50% intact, 1 silently wrong"));
    // a: (2 + 1) / 2 = 1.5; b: (1 + 3) / 2 = 2; c: (3 + 2) / 2 = 2.5
    assertThat(podium.entries())
        .extracting(PodiumEntry::configuration)
        .containsExactly("a", "b", "c");
    assertThat(podium.entries()).extracting(PodiumEntry::rank).containsExactly(1, 2, 3);
  }

  @Test
  void aTieOfMeanRanksIsBrokenByEvolutionSafety() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .flexibility("flexible", "enum", Outcome.PASS)
            .flexibility("safe", "enum", Outcome.REJECTED)
            .evolution("flexible", "field-added", Outcome.LOSSY)
            .evolution("safe", "field-added", Outcome.PASS);

    Podium podium = Podium.of(documents.results(), Optional.empty());

    assertThat(entry(podium, "flexible").meanRank()).isEqualTo(entry(podium, "safe").meanRank());
    assertThat(podium.entries())
        .extracting(PodiumEntry::configuration)
        .containsExactly("safe", "flexible");
    assertThat(podium.entries()).extracting(PodiumEntry::rank).containsExactly(1, 2);
  }

  @Test
  void configurationsTiedOnEveryNumberShareTheirRank() {
    PodiumDocuments documents =
        new PodiumDocuments()
            .flexibility("x", "enum", Outcome.PASS)
            .flexibility("y", "enum", Outcome.PASS)
            .flexibility("z", "enum", Outcome.LOSSY);

    Podium podium = Podium.of(documents.results(), Optional.empty());

    assertThat(podium.entries()).extracting(PodiumEntry::rank).containsExactly(1, 1, 3);
  }
}
