package io.serialtck.race.engine;

import java.util.List;

/**
 * {@code race.json}: the race and the weighing of one run, the single source the reports render the
 * speed and size sections from.
 *
 * @param schema the document's schema version
 * @param jdk the version of the JDK the race ran on
 * @param machine the machine, for the reader ({@code 2 cores, Linux amd64})
 * @param startedAt when the race started (ISO-8601)
 * @param minutes how long the race took
 * @param settings the JMH settings
 * @param deflate how the Deflate size was made
 * @param payloads the payloads, in report order
 * @param rows one per configuration (and library version) and payload, the hand-written yardstick
 *     first
 * @param lambdas one per configuration (and library version) and function criterion the race timed
 *     as a sampled round trip; empty in a weighing and in a schema 1 document
 * @param seed the seed of the rounds' shuffled orders and of every bootstrap; null in a weighing,
 *     and before schema 3
 * @param sizing how a full race sized its rounds from its pilot's variance; null in a quick race
 *     (one round) and before schema 3
 * @param control the A/A control of a full race; null without one
 * @param standings each entrant's ratio over the payloads and its tier, fastest tier first, in a
 *     full race; empty in a quick race (a smoke test, which never ranks) and before schema 3
 * @param forks every fork's raw result, from which the intervals, the control and the tiers can be
 *     recomputed with {@code seed} (docs/speed.md); empty in a weighing and before schema 3
 */
public record RaceDocument(
    int schema,
    String jdk,
    String machine,
    String startedAt,
    double minutes,
    RaceSettings settings,
    String deflate,
    List<RacePayload> payloads,
    List<RaceRow> rows,
    List<LambdaRow> lambdas,
    Long seed,
    Sizing sizing,
    AaControl control,
    List<Standing> standings,
    List<ForkSample> forks) {

  /**
   * The schema this kit writes. 2 added to each row the reuse, echo and file trip times and the
   * reasons of the missing ones, and the lambda rows; a schema 1 document reads as one without
   * them. 3 added the rounds: the raw forks and the seed, the intervals of every time and ratio,
   * the sizing, the A/A control, the tiers and the standings; a schema 1 or 2 document reads as a
   * race of one fork per benchmark without intervals, which the reports show as measured and the
   * podium does not rank. 4 measures warmed code: each benchmark in a race JVM of its own, warmed
   * until steady ({@code settings.steadyWithinPercent}), each fork with its warm-up ({@link
   * ForkSample#warmup()}); a schema 3 document reads as one whose forks warmed for a fixed time.
   */
  public static final int SCHEMA = 4;

  public RaceDocument {
    payloads = payloads == null ? List.of() : List.copyOf(payloads);
    rows = rows == null ? List.of() : List.copyOf(rows);
    lambdas = lambdas == null ? List.of() : List.copyOf(lambdas);
    standings = standings == null ? List.of() : List.copyOf(standings);
    forks = forks == null ? List.of() : List.copyOf(forks);
  }

  /** A document without the rounds' results, as a quick race's or a schema 2 one is. */
  public RaceDocument(
      int schema,
      String jdk,
      String machine,
      String startedAt,
      double minutes,
      RaceSettings settings,
      String deflate,
      List<RacePayload> payloads,
      List<RaceRow> rows,
      List<LambdaRow> lambdas) {
    this(
        schema, jdk, machine, startedAt, minutes, settings, deflate, payloads, rows, lambdas, null,
        null, null, List.of(), List.of());
  }

  /**
   * Whether speed can be ranked from this race: a full race (standings with intervals) whose A/A
   * control, if it has one, holds.
   */
  public boolean ranksSpeed() {
    return !standings.isEmpty() && (control == null || control.holds());
  }

  /** Whether this is a quick race: a smoke test that every entrant runs and weighs. */
  public boolean quick() {
    return settings != null && RaceMode.QUICK.settings().mode().equals(settings.mode());
  }

  /** A document without lambda rows, as a weighing is. */
  public RaceDocument(
      int schema,
      String jdk,
      String machine,
      String startedAt,
      double minutes,
      RaceSettings settings,
      String deflate,
      List<RacePayload> payloads,
      List<RaceRow> rows) {
    this(schema, jdk, machine, startedAt, minutes, settings, deflate, payloads, rows, List.of());
  }

  /** The configuration id of the hand-written yardstick. */
  public static final String HAND_WRITTEN = "hand-written";

  /** The configuration id of the A/A control: the hand-written code as an entrant of its own. */
  public static final String HAND_WRITTEN_COPY = "hand-written-copy";

  /** The configuration id of the {@code System.arraycopy} bound. */
  public static final String ARRAYCOPY_BOUND = "arraycopy-bound";

  /** Whether an entrant's configuration id names one of the built-in yardsticks. */
  public static boolean yardstick(String configuration) {
    return configuration.equals(HAND_WRITTEN)
        || configuration.equals(HAND_WRITTEN_COPY)
        || configuration.equals(ARRAYCOPY_BOUND);
  }
}
