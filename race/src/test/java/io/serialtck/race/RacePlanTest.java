package io.serialtck.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RacePlanTest {

  private static final List<String> SETTINGS =
      List.of(
          "#setting forks=2",
          "#setting warmupIterations=0",
          "#setting warmupMillis=100",
          "#setting measurementIterations=3",
          "#setting measurementMillis=250");

  @Test
  void readsSettingsAndPointsInOrder() throws Exception {
    List<String> lines = new ArrayList<>(SETTINGS);
    lines.add("");
    lines.add("p-1\thand-written\t-\tx.Fixture\tserialize,deserialize");
    lines.add(
        "p.2\tkryo-unsafe\t/w/kryo.txt\tx.Fixture\techo,echoCopy,deserializeReuse,roundTrip"
            + "\t--add-opens=a/b=ALL-UNNAMED\t-Dx=y z");

    RacePlan plan = RacePlan.parse(lines);

    assertThat(plan.settings()).isEqualTo(new RacePlan.Settings(2, 0, 100, 3, 250));
    assertThat(plan.points())
        .containsExactly(
            new RacePlan.Point(
                "p-1",
                "hand-written",
                "-",
                "x.Fixture",
                List.of(Measure.SERIALIZE, Measure.DESERIALIZE),
                List.of()),
            new RacePlan.Point(
                "p.2",
                "kryo-unsafe",
                "/w/kryo.txt",
                "x.Fixture",
                List.of(
                    Measure.ECHO, Measure.ECHO_COPY, Measure.DESERIALIZE_REUSE, Measure.ROUND_TRIP),
                List.of("--add-opens=a/b=ALL-UNNAMED", "-Dx=y z")));
    assertThat(RacePlan.parse(plan.lines())).isEqualTo(plan);
  }

  @Test
  void primingIsOptionalNotNegativeAndWrittenOnlyWhenAsked() throws Exception {
    List<String> lines = new ArrayList<>(SETTINGS);
    lines.add("p\th\t-\tx.F\tserialize");
    assertThat(RacePlan.parse(lines).settings().primeMillis()).isZero();
    assertThat(RacePlan.parse(lines).lines()).noneMatch(line -> line.contains("primeMillis"));

    lines.add(0, "#setting primeMillis=200");
    RacePlan primed = RacePlan.parse(lines);
    assertThat(primed.settings()).isEqualTo(new RacePlan.Settings(2, 0, 100, 3, 250, 200));
    assertThat(RacePlan.parse(primed.lines())).isEqualTo(primed);
    assertThat(primed.settings().withMeasurementIterations(7).primeMillis()).isEqualTo(200);

    lines.set(0, "#setting primeMillis=-1");
    assertThatThrownBy(() -> RacePlan.parse(lines))
        .hasMessageStartingWith("line 1: primeMillis must be from 0");
  }

  @Test
  void aWarmUpUntilSteadyIsOptionalAndKeptThroughTheFile() throws Exception {
    List<String> lines = new ArrayList<>(SETTINGS);
    lines.add("p\th\t-\tx.F\tserialize");
    assertThat(RacePlan.parse(lines).settings().untilSteady()).isFalse();
    assertThat(RacePlan.parse(lines).lines()).noneMatch(line -> line.contains("steady"));

    lines.add(0, "#setting steadyWithinPercent=3");
    RacePlan steady = RacePlan.parse(lines);
    assertThat(steady.settings().untilSteady()).isTrue();
    assertThat(steady.settings().steadyWithinPercent()).isEqualTo(3);
    assertThat(RacePlan.parse(steady.lines())).isEqualTo(steady);
    assertThat(steady.settings().withMeasurementIterations(7).steadyWithinPercent()).isEqualTo(3);
  }

  @Test
  void measuringAgainOffThePlateauIsOptionalAndKeptThroughTheFile() throws Exception {
    List<String> lines = new ArrayList<>(SETTINGS);
    lines.add("p\th\t-\tx.F\tserialize");
    lines.add(0, "#setting steadyWithinPercent=3");
    RacePlan keeping = RacePlan.parse(lines);
    assertThat(keeping.settings().offPlateauFactor()).isZero();
    assertThat(keeping.settings().measuresAgainOffPlateau()).isFalse();
    assertThat(keeping.lines()).noneMatch(line -> line.contains("offPlateau"));

    lines.add(0, "#setting offPlateauFactor=2");
    RacePlan again = RacePlan.parse(lines);
    assertThat(again.settings().offPlateauFactor()).isEqualTo(2);
    assertThat(again.settings().measuresAgainOffPlateau()).isTrue();
    assertThat(RacePlan.parse(again.lines())).isEqualTo(again);
    assertThat(again.settings().withMeasurementIterations(7).offPlateauFactor()).isEqualTo(2);

    lines.remove("#setting steadyWithinPercent=3");
    assertThat(RacePlan.parse(lines).settings().measuresAgainOffPlateau())
        .as("a fixed warm-up has no plateau to stray from")
        .isFalse();
    lines.set(0, "#setting offPlateauFactor=-2");
    assertThatThrownBy(() -> RacePlan.parse(lines))
        .hasMessageStartingWith("line 1: offPlateauFactor must be from 0");
  }

  @Test
  void namesTheLineThatIsWrong() {
    assertMalformed("p1\thand-written\t-", "line 6: expected pointId<TAB>configuration");
    assertMalformed("p1\thand-written\t-\tx.F", "line 6: expected pointId<TAB>configuration");
    assertMalformed("p/1\thand-written\t-\tx.F\techo", "line 6: point id 'p/1' is not made of");
    assertMalformed("p1\thand-written\t\tx.F\techo", "line 6: field 3 is empty");
    assertMalformed("p1\th\t-\tx.F\techo\t", "line 6: field 6 is empty");
    assertMalformed("p1\th\t-\tx.F\techo,fly", "line 6: no benchmark 'fly'; the benchmarks are [");
    assertMalformed("p1\th\t-\tx.F\techo,echo", "line 6: benchmark echo is named twice");
    assertMalformed("#settings forks=1", "line 6: expected '#setting key=value'");
    assertMalformed("#setting forks=1", "line 6: setting forks is given twice");
    assertMalformed("#setting threads=2", "line 6: unknown setting 'threads'");
    assertMalformed("#setting forks", "line 6: expected '#setting key=value'");
  }

  @Test
  void rejectsBadValuesMissingSettingsAndDuplicatePoints() throws Exception {
    List<String> lines = new ArrayList<>(SETTINGS);
    lines.set(0, "#setting forks=-1");
    assertThatThrownBy(() -> RacePlan.parse(lines))
        .hasMessageStartingWith("line 1: forks must be from 0");
    lines.set(0, "#setting forks=0");
    assertThat(RacePlan.parse(lines).settings().forks()).isZero();
    lines.set(0, "#setting forks=one");
    assertThatThrownBy(() -> RacePlan.parse(lines))
        .hasMessageStartingWith("line 1: the value of forks is not a whole number");

    assertThatThrownBy(() -> RacePlan.parse(SETTINGS.subList(1, 5)))
        .isInstanceOf(RacePlan.MalformedPlanException.class)
        .hasMessage("the plan has no line '#setting forks=...'");

    List<String> twice = new ArrayList<>(SETTINGS);
    twice.add("p\th\t-\tx.F\tserialize");
    twice.add("p\th\t-\tx.G\tserialize");
    assertThatThrownBy(() -> RacePlan.parse(twice))
        .hasMessageStartingWith("line 7: point id p is used twice");

    List<String> late = new ArrayList<>(SETTINGS.subList(1, 5));
    late.add("p\th\t-\tx.F\tserialize");
    late.add("#setting forks=1");
    assertThatThrownBy(() -> RacePlan.parse(late))
        .hasMessageStartingWith("line 6: a setting after the first point");
  }

  private static void assertMalformed(String line, String message) {
    List<String> lines = new ArrayList<>(SETTINGS);
    lines.add(line);
    assertThatThrownBy(() -> RacePlan.parse(lines))
        .isInstanceOf(RacePlan.MalformedPlanException.class)
        .hasMessageStartingWith(message);
  }
}
