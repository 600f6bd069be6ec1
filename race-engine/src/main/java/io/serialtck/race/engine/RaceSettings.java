package io.serialtck.race.engine;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.serialtck.race.RacePlan;
import java.util.List;
import java.util.stream.Stream;

/**
 * The JMH settings a race ran with, on the JVM's defaults plus its heap and the configuration's own
 * flags: its mode, the race JVM's own {@link RacePlan.Settings} and its heap, which {@code
 * race.json} holds beside the mode as one object ({@code mode}, {@code forks}, {@code
 * warmupIterations}, …, {@code heapMegabytes}).
 *
 * @param mode {@code full} or {@code quick}
 * @param jmh what each race JVM is told: forks per benchmark of a point (0 when each
 *     configuration's benchmarks ran one after the other in one race JVM started with its flags),
 *     warm-up and measured iterations per fork and their lengths
 * @param heapMegabytes the race JVM's fixed heap ({@code -Xms} and {@code -Xmx} alike), or 0 for
 *     the JVM's default, which starts small and grows: a race kept before the heap was fixed reads
 *     as 0
 */
public record RaceSettings(String mode, @JsonUnwrapped RacePlan.Settings jmh, int heapMegabytes) {

  /** Settings on the JVM's default heap. */
  public RaceSettings(String mode, RacePlan.Settings jmh) {
    this(mode, jmh, 0);
  }

  /** The same settings with the race JVM's heap fixed at {@code megabytes} (0: the default). */
  public RaceSettings withHeap(int megabytes) {
    return new RaceSettings(mode, jmh, megabytes);
  }

  /**
   * G1's region size on a fixed heap, in MB: what G1 chose for the JVM's default heap on the
   * machine the kept races ran on (24 GB of memory). On a heap of 1 GB it would choose 1 MB, which
   * makes every array of 512 KB or more humongous: Fory's {@code session-1MB} serialize, whose
   * result is such an array, was 1 to 34% slower so than with 4 MB regions (outside the kit: {@code
   * outside-checks/issue-50/fory-heap-growth}). A fixed heap changes one thing: it does not grow.
   */
  static final int G1_REGION_MEGABYTES = 4;

  /**
   * The flags that fix the race JVM's heap, and its G1 regions at {@value #G1_REGION_MEGABYTES} MB,
   * which come before the configuration's own; none on the default heap.
   */
  public List<String> heapFlags() {
    if (heapMegabytes == 0) {
      return List.of();
    }
    return List.of(
        "-Xms" + heapMegabytes + "m",
        "-Xmx" + heapMegabytes + "m",
        "-XX:G1HeapRegionSize=" + G1_REGION_MEGABYTES + "m");
  }

  /** The flags a race JVM of {@code entrant} starts with: the heap's, then the entrant's own. */
  List<String> jvmFlags(Entrant entrant) {
    return Stream.concat(heapFlags().stream(), entrant.jvmFlags().stream()).toList();
  }

  /** The race JVM's heap in words, to follow a description of its settings. */
  public String describeHeap() {
    return heapMegabytes == 0
        ? "on the JVM's default heap"
        : "on a fixed heap of "
            + heapMegabytes
            + " MB (G1 regions of "
            + G1_REGION_MEGABYTES
            + " MB)";
  }

  /** Settings of these values. */
  public RaceSettings(
      String mode,
      int forks,
      int warmupIterations,
      long warmupMillis,
      int measurementIterations,
      long measurementMillis) {
    this(mode, forks, warmupIterations, warmupMillis, measurementIterations, measurementMillis, 0);
  }

  /** Settings of these values, with the race JVM primed ({@link RacePlan.Settings#primeMillis}). */
  public RaceSettings(
      String mode,
      int forks,
      int warmupIterations,
      long warmupMillis,
      int measurementIterations,
      long measurementMillis,
      long primeMillis) {
    this(
        mode,
        new RacePlan.Settings(
            forks,
            warmupIterations,
            warmupMillis,
            measurementIterations,
            measurementMillis,
            primeMillis));
  }

  /**
   * Settings of these values, each benchmark warmed until its time is steady within {@code
   * steadyWithinPercent} percent ({@link RacePlan.Settings#steadyWithinPercent}), at most {@code
   * warmupIterations} of {@code warmupMillis} ms, and measured again after warming on when its
   * measurement ends more than {@code offPlateauFactor} times off that plateau ({@link
   * RacePlan.Settings#offPlateauFactor}; 0 keeps every measurement).
   */
  public static RaceSettings untilSteady(
      String mode,
      int warmupIterations,
      long warmupMillis,
      int measurementIterations,
      long measurementMillis,
      long steadyWithinPercent,
      long offPlateauFactor) {
    return new RaceSettings(
        mode,
        new RacePlan.Settings(
            0,
            warmupIterations,
            warmupMillis,
            measurementIterations,
            measurementMillis,
            0,
            steadyWithinPercent,
            offPlateauFactor));
  }

  /**
   * Whether each benchmark warms until its time is steady, in a race JVM of its own ({@link
   * RacePlan.Settings#untilSteady}).
   */
  public boolean untilSteady() {
    return jmh.untilSteady();
  }

  /**
   * When a measurement is set aside and taken again, in words ({@link
   * RacePlan.Settings#offPlateauFactor}); empty for settings that keep every measurement.
   */
  public String measuredAgain() {
    if (!measuresAgainOffPlateau()) {
      return "";
    }
    return ", and measured again after warming on when a measurement ended more than "
        + jmh.offPlateauFactor()
        + "× off the plateau (at most "
        + RacePlan.Settings.MEASURED_AGAIN
        + " times; the last measurement stands)";
  }

  /** How far apart two windows of a warm-up may lie and its time still count as steady, in %. */
  public long steadyWithinPercent() {
    return jmh.steadyWithinPercent();
  }

  /**
   * How far off its plateau a measurement may end before it is taken again; 0 when every
   * measurement stands ({@link RacePlan.Settings#offPlateauFactor}).
   */
  public long offPlateauFactor() {
    return jmh.offPlateauFactor();
  }

  /** Whether a measurement that ended off its plateau was taken again. */
  public boolean measuresAgainOffPlateau() {
    return jmh.measuresAgainOffPlateau();
  }

  /** How often a benchmark is measured again, at most, when it does. */
  public static int measuredAgainAtMost() {
    return RacePlan.Settings.MEASURED_AGAIN;
  }

  /** How long the race JVM runs each benchmark unmeasured before measuring any; 0 for none. */
  public long primeMillis() {
    return jmh.primeMillis();
  }

  /** JMH forks per benchmark of a point; 0 when the race JVM ran them itself. */
  public int forks() {
    return jmh.forks();
  }

  /** Warm-up iterations per fork. */
  public int warmupIterations() {
    return jmh.warmupIterations();
  }

  /** Length of one warm-up iteration. */
  public long warmupMillis() {
    return jmh.warmupMillis();
  }

  /** Measured iterations per fork. */
  public int measurementIterations() {
    return jmh.measurementIterations();
  }

  /** Length of one measured iteration. */
  public long measurementMillis() {
    return jmh.measurementMillis();
  }

  /** The same settings with another number of measured iterations per fork. */
  public RaceSettings withMeasurementIterations(int iterations) {
    return new RaceSettings(mode, jmh.withMeasurementIterations(iterations), heapMegabytes);
  }

  /**
   * How a fork measures, in words: "200 ms priming, 2 × 100 ms warm-up, 5 × 50 ms measured, on a
   * fixed heap of 1024 MB (G1 regions of 4 MB)" (priming left out when there is none).
   */
  public String describe() {
    return describeFork() + ", " + describeHeap();
  }

  private String describeFork() {
    if (untilSteady()) {
      return "each benchmark in a JVM of its own, warmed in iterations of "
          + warmupMillis()
          + " ms until steady within "
          + jmh.steadyWithinPercent()
          + "% (at most "
          + warmupIterations() * warmupMillis() / 1000.0
          + " s), "
          + measurementIterations()
          + " × "
          + measurementMillis()
          + " ms measured"
          + measuredAgain();
    }
    return (primeMillis() > 0 ? primeMillis() + " ms priming, " : "")
        + warmupIterations()
        + " × "
        + warmupMillis()
        + " ms warm-up, "
        + measurementIterations()
        + " × "
        + measurementMillis()
        + " ms measured";
  }
}
