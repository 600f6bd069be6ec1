package io.serialtck.race.engine;

import java.time.Duration;

/** What a race tells as it goes: the plan with its estimate, the checks, each timed point. */
public interface RaceListener {

  /**
   * Before anything runs.
   *
   * @param estimate the estimated time of the whole race, if every payload of every entrant is
   *     timed
   */
  void planned(int entrants, int payloads, RaceSettings settings, Duration estimate);

  /** An entrant's payloads were checked and weighed. */
  void checked(Entrant entrant, int intact, int payloads);

  /** The checks are done: {@code points} points will be timed. */
  void timing(int points, Duration estimate);

  /**
   * The checks are done: {@code points} points will be timed in rounds, within the budget.
   *
   * @param firstRound the estimated time of the first round
   */
  default void timingRounds(int points, Duration firstRound, Duration budget) {
    timing(points, budget);
  }

  /**
   * A point finished.
   *
   * @param failure why JMH gave no time, or null
   * @param remaining the estimated time left
   */
  void timed(int done, int points, RacePoint point, String failure, Duration remaining);

  /**
   * A round of a race in rounds starts.
   *
   * @param points its points (forks), in its shuffled order
   * @param measurementIterations the measured iterations per benchmark in this round
   * @param estimate the estimated time of the round
   */
  default void round(int round, int points, int measurementIterations, Duration estimate) {}

  /**
   * A round of a race in rounds ended.
   *
   * @param took how long it took
   * @param stolenShare the share of the machine's CPU time its host took meanwhile ({@link
   *     ForkSample#stolenShare}), or null where the machine does not count it
   */
  default void roundEnded(int round, Duration took, Double stolenShare) {}

  /** The pilot rounds are done and the race is sized from their variance. */
  default void sized(Sizing sizing) {}

  /**
   * A race in rounds stops.
   *
   * @param reason why no further round runs
   */
  default void stopped(int rounds, String reason) {}
}
