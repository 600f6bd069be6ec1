package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OffPlateauTest {

  @TempDir Path folder;

  private static final List<Double> PLATEAU = Collections.nCopies(30, 100.0);

  @Test
  void countsTheForksSteadyMeasuredAgainAndStillStraying() {
    List<ForkSample> forks =
        List.of(
            fork(new ForkSample.Warmup(3000, true, PLATEAU), List.of(101.0, 99.0)),
            fork(new ForkSample.Warmup(4000, true, PLATEAU), List.of(101.0, 300.0)),
            fork(new ForkSample.Warmup(10000, false, PLATEAU), List.of(100.0, 40.0)),
            fork(new ForkSample.Warmup(3500, true, PLATEAU), List.of(900.0, 100.0)),
            fork(
                new ForkSample.Warmup(5000, true, PLATEAU, List.of(List.of(100.0, 900.0))),
                List.of(100.0, 102.0)),
            fork(null, List.of(1e9)));

    OffPlateau warm = OffPlateau.of(forks, 2).orElseThrow();

    assertThat(warm).isEqualTo(new OffPlateau(5, 4, 4000, 1, 2, 2));
    assertThat(OffPlateau.of(forks, 2.6).orElseThrow().straying())
        .as("only the fork that ended 3 times slower ends 2.6× off")
        .isEqualTo(1);
    assertThat(OffPlateau.of(List.of(fork(null, List.of(1.0))), 2)).as("no warm-up").isEmpty();
  }

  @Test
  void aRaceIsCheckedWithItsOwnFactorElseTheKitsAndKeepsWhatItSetAside() {
    ForkSample strayed = fork(new ForkSample.Warmup(4000, true, PLATEAU), List.of(100.0, 250.0));
    ForkSample setAside =
        fork(
            new ForkSample.Warmup(5000, true, PLATEAU, List.of(List.of(100.0, 900.0))),
            List.of(100.0, 102.0));
    RaceSettings keeping = RaceSettings.untilSteady("full", 100, 100, 5, 100, 3, 0);
    RaceSettings lenient = RaceSettings.untilSteady("full", 100, 100, 5, 100, 3, 3);

    assertThat(OffPlateau.of(race(keeping, strayed)).orElseThrow().factor())
        .isEqualTo(RaceMode.OFF_PLATEAU_FACTOR);
    assertThat(OffPlateau.of(race(keeping, strayed)).orElseThrow().straying()).isEqualTo(1);
    assertThat(OffPlateau.of(race(lenient, strayed)).orElseThrow().straying()).isZero();
    assertThat(keeping.measuredAgain()).isEmpty();
    assertThat(RaceMode.FULL.settings().describe())
        .endsWith(
            "measured again after warming on when a measurement ended more than 2× off the"
                + " plateau (at most 2 times; the last measurement stands), on a fixed heap of"
                + " 1024 MB (G1 regions of 4 MB)");

    Path file = folder.resolve("race.json");
    RaceDocument race = race(RaceMode.FULL.settings(), setAside);
    RaceJson.write(file, race);
    assertThat(RaceJson.read(file)).isEqualTo(race);
    assertThat(RaceJson.read(file).settings().offPlateauFactor()).isEqualTo(2);
  }

  private static RaceDocument race(RaceSettings settings, ForkSample fork) {
    return new RaceDocument(
        RaceDocument.SCHEMA,
        "17",
        "2 cores",
        "now",
        1.0,
        settings,
        "level 6",
        List.of(new RacePayload("TestObject", -1)),
        List.of(),
        List.of(),
        68L,
        null,
        null,
        List.of(),
        List.of(fork));
  }

  private static ForkSample fork(ForkSample.Warmup warmup, List<Double> iterations) {
    return new ForkSample(
        1,
        1,
        "kryo-default",
        "5",
        "TestObject",
        "serialize",
        iterations.stream().mapToDouble(Double::doubleValue).average().orElse(0),
        iterations,
        0,
        null,
        warmup);
  }
}
