package io.serialtck.race.engine;

/**
 * How a race in rounds was sized from the variance its pilot rounds measured (Kalibera and Jones,
 * "Rigorous benchmarking in reasonable time", 2013; the number of rounds as pyperf sizes its
 * processes). Spreads are standard deviations of natural logarithms, so 0.05 is about 5%.
 *
 * @param pilotRounds the rounds measured before sizing, with the pilot's iterations
 * @param series the series (entrant, payload, benchmark) the spreads are the medians of
 * @param betweenForks the spread of a fork's mean between forks, iteration noise taken out
 * @param withinFork the spread of one measured iteration within a fork
 * @param iterationsPerFork the measured iterations per fork after the pilot: {@code
 *     ceil(sqrt(c_fork / c_iteration · withinFork² / betweenForks²))}, from 1 to 10, with {@code
 *     c_fork} a fork's cost before its measured iterations (its JVM, set-up and warm-up, per
 *     benchmark) and {@code c_iteration} one iteration's
 * @param roundsForTarget the rounds that would give a ratio's interval about ±3%: {@code ceil(4 ·
 *     1.96² · σ² / W²)}, σ² the variance of a per-round ratio ({@code 2 · (betweenForks² +
 *     withinFork² / iterationsPerFork)}), W the interval's whole width
 * @param rounds the rounds the race ran: as many as needed for the target, at least 3, as far as
 *     the budget allows
 * @param budgetMinutes the race's budget
 * @param stopped why no further round ran ({@code the variance asked for 17}, {@code the budget of
 *     30 minutes had no room for round 7 ...}, {@code 3 rounds were asked for})
 */
public record Sizing(
    int pilotRounds,
    int series,
    double betweenForks,
    double withinFork,
    int iterationsPerFork,
    int roundsForTarget,
    int rounds,
    double budgetMinutes,
    String stopped) {

  /** The same sizing, with the rounds the race ended up running and why it stopped there. */
  public Sizing withRounds(int ran, String reason) {
    return new Sizing(
        pilotRounds,
        series,
        betweenForks,
        withinFork,
        iterationsPerFork,
        roundsForTarget,
        ran,
        budgetMinutes,
        reason);
  }
}
