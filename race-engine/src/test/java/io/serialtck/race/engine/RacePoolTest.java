package io.serialtck.race.engine;

import static io.serialtck.race.engine.SyntheticRace.COPY;
import static io.serialtck.race.engine.SyntheticRace.FORY;
import static io.serialtck.race.engine.SyntheticRace.HAND_WRITTEN;
import static io.serialtck.race.engine.SyntheticRace.KRYO;
import static io.serialtck.race.engine.SyntheticRace.TWO_PAYLOADS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.serialtck.fixtures.Payload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RacePoolTest {

  private static final List<Entrant> ENTRANTS = List.of(HAND_WRITTEN, COPY, FORY, KRYO);

  /** Six rounds of machine speed: the pooled halves must give what one race of all six gives. */
  private static final double[] MACHINE = {1.0, 1.05, 0.97, 1.02, 0.99, 1.03};

  @Test
  void twoRacesPooledGiveWhatOneRaceOfAllTheirRoundsGives() {
    List<ForkSample> all = forks(KRYO);
    RaceDocument whole = race(all, 11, "17", RaceMode.FULL.settings(), latency(0));
    RaceDocument first = race(rounds(all, 1, 3), 11, "17", RaceMode.FULL.settings(), latency(100));
    RaceDocument second = race(rounds(all, 4, 6), 12, "17", RaceMode.FULL.settings(), latency(300));

    RaceDocument pooled = RacePool.of(List.of(first, second));

    assertThat(pooled.forks()).extracting(ForkSample::round).containsOnly(1, 2, 3, 4, 5, 6);
    assertThat(pooled.forks()).hasSize(all.size());
    assertThat(pooled.standings()).isEqualTo(whole.standings());
    assertThat(pooled.control()).isEqualTo(whole.control());
    assertThat(pooled.standings()).isNotEqualTo(first.standings());
    assertThat(pooled.seed()).isEqualTo(11);
    assertThat(pooled.minutes()).isEqualTo(2);
    assertThat(pooled.sizing().rounds()).isEqualTo(6);
    assertThat(pooled.sizing().stopped()).isEqualTo("pooled from the races of seeds [11, 12]");
    RaceRow fory = row(pooled, FORY, "TestObject");
    // fory at level 2 with a wobble of 2% alternating in sign; hand-written steady at level 1
    assertThat(fory.speed().estimate()).isCloseTo(2 * Math.sqrt(0.98 * 1.02), within(1e-9));
    assertThat(fory.serialize().forks()).isEqualTo(6);
    assertThat(fory.tier()).isNotNull();
    assertThat(fory.outcome()).isEqualTo("PASS");
    assertThat(pooled.lambdas())
        .singleElement()
        .satisfies(lambda -> assertThat(lambda.roundTrip().p50Nanos()).isEqualTo(200));
  }

  @Test
  void racesOfAnotherJdkSettingsPayloadsOrLibraryVersionAreRefusedNamingIt() {
    List<ForkSample> all = forks(KRYO);
    RaceSettings full = RaceMode.FULL.settings();
    RaceDocument first = race(rounds(all, 1, 3), 11, "17", full, latency(100));
    RaceDocument later = race(rounds(all, 4, 6), 12, "17", full, latency(100));

    assertThatThrownBy(
            () -> RacePool.of(List.of(first, race(rounds(all, 4, 6), 12, "25", full, null))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("different JDKs: 17 and 25");
    Entrant newerKryo =
        new Entrant("kryo-default", "lib", "2", KRYO.worldClasspath(), List.of(), false);
    assertThatThrownBy(
            () ->
                RacePool.of(
                    List.of(first, race(rounds(forks(newerKryo), 4, 6), 12, "17", full, null))))
        .hasMessageContaining("kryo-default ran at 1 and at 2");
    assertThatThrownBy(
            () ->
                RacePool.of(
                    List.of(
                        first,
                        race(rounds(all, 4, 6), 12, "17", RaceMode.CALIBRATE.settings(), null))))
        .hasMessageContaining("measured differently");
    RaceDocument onTheDefaultHeap = copy(later, full.withHeap(0), later.payloads());
    assertThatThrownBy(() -> RacePool.of(List.of(first, onTheDefaultHeap)))
        .hasMessageContaining("on a fixed heap of 1024 MB (G1 regions of 4 MB) and ")
        .hasMessageContaining("on the JVM's default heap");
    RaceDocument quick = copy(later, RaceMode.QUICK.settings(), later.payloads());
    assertThatThrownBy(() -> RacePool.of(List.of(first, quick)))
        .hasMessageContaining("is not a full race");
    RaceDocument onePayload = copy(later, later.settings(), later.payloads().subList(0, 1));
    assertThatThrownBy(() -> RacePool.of(List.of(first, onePayload)))
        .hasMessageContaining("different payloads: [TestObject, session-1KB] and [TestObject]");
    assertThatThrownBy(() -> RacePool.of(List.of(first, later, first)))
        .hasMessageContaining("(seed 11) is given twice");
    assertThatThrownBy(() -> RacePool.of(List.of(first))).hasMessageContaining("two races or more");
  }

  private static RaceDocument copy(
      RaceDocument race, RaceSettings settings, List<RacePayload> payloads) {
    return new RaceDocument(
        race.schema(),
        race.jdk(),
        race.machine(),
        race.startedAt(),
        race.minutes(),
        settings,
        race.deflate(),
        payloads,
        race.rows(),
        race.lambdas(),
        race.seed(),
        race.sizing(),
        race.control(),
        race.standings(),
        race.forks());
  }

  /** Six rounds of both hand-written entrants, fory at level 2 and this kryo at level 3. */
  private static List<ForkSample> forks(Entrant kryo) {
    return new SyntheticRace(TWO_PAYLOADS, MACHINE)
        .race(HAND_WRITTEN, 0, 1, 1)
        .race(COPY, 0.01, 1, 1)
        .race(FORY, 0.02, 2, 2)
        .race(kryo, 0.03, 3, 3)
        .forks();
  }

  /** The forks of rounds {@code from} to {@code to}, renumbered from 1. */
  private static List<ForkSample> rounds(List<ForkSample> forks, int from, int to) {
    List<ForkSample> part = new ArrayList<>();
    for (ForkSample fork : forks) {
      if (fork.round() >= from && fork.round() <= to) {
        part.add(fork.inRound(fork.round() - from + 1));
      }
    }
    return part;
  }

  /** A full race's document of these forks: a row per entrant and payload, one lambda row. */
  private static RaceDocument race(
      List<ForkSample> forks, long seed, String jdk, RaceSettings settings, Latency roundTrip) {
    List<RaceRow> rows = new ArrayList<>();
    for (Entrant entrant : ENTRANTS) {
      for (Payload payload : TWO_PAYLOADS) {
        rows.add(
            new RaceRow(
                entrant.configuration(),
                entrant.library(),
                entrant.version(),
                payload.id(),
                "PASS",
                "intact",
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                Map.of()));
      }
    }
    RaceStandings standings = RaceStandings.of(ENTRANTS, TWO_PAYLOADS, forks, seed);
    return new RaceDocument(
        RaceDocument.SCHEMA,
        jdk,
        "test",
        "2026-11-30T05:00:00Z",
        1,
        settings,
        "deflate",
        TWO_PAYLOADS.stream().map(p -> new RacePayload(p.id(), p.sessionBytes())).toList(),
        rows,
        List.of(
            new LambdaRow(
                FORY.configuration(),
                FORY.library(),
                FORY.version(),
                "lambda-capturing",
                "PASS",
                "intact",
                null,
                roundTrip)),
        seed,
        new Sizing(2, 4, 0.03, 0.03, 5, 3, 3, 30, "the budget of 30 minutes"),
        standings.control(),
        standings.standings(),
        forks);
  }

  private static Latency latency(double p50) {
    return new Latency(p50, 10 * p50, p50, 0);
  }

  private static RaceRow row(RaceDocument race, Entrant entrant, String payload) {
    return race.rows().stream()
        .filter(r -> r.configuration().equals(entrant.configuration()))
        .filter(r -> r.payload().equals(payload))
        .findFirst()
        .orElseThrow();
  }
}
