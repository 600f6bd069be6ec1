package io.serialtck.race.engine;

import io.serialtck.race.Steadiness;
import java.util.List;
import java.util.Optional;

/**
 * How a race's warm-ups until steady held up while the forks were measured: how many forks ended
 * their warm-up steady, how many measurements were set aside and taken again because they ended off
 * the plateau ({@link ForkSample.Warmup#setAside}), and how many kept measurements end off it still
 * ({@code io.serialtck.race.Steadiness#left}). Such a measurement is the mean of two states of the
 * JVM, the time of neither; in a race whose settings keep every measurement (before the rule, seed
 * 68) they are counted here all the same, so that its reader can see them.
 *
 * @param warmed the forks that warmed until steady and were measured
 * @param steady of those, the forks whose warm-up ended steady (the others ran out of warm-up)
 * @param medianWarmupMillis the median fork's warm-up, in ms
 * @param measuredAgain the forks measured again at least once
 * @param straying the forks whose kept measurement ends more than {@code factor}× off its plateau
 * @param factor the factor the forks were checked with: the race's own, else {@link
 *     RaceMode#OFF_PLATEAU_FACTOR}
 */
public record OffPlateau(
    int warmed,
    int steady,
    long medianWarmupMillis,
    int measuredAgain,
    int straying,
    double factor) {

  /** The summary of a race's forks; empty when none warmed until steady. */
  public static Optional<OffPlateau> of(RaceDocument race) {
    RaceSettings settings = race.settings();
    double factor =
        settings != null && settings.offPlateauFactor() > 0
            ? settings.offPlateauFactor()
            : RaceMode.OFF_PLATEAU_FACTOR;
    return of(race.forks(), factor);
  }

  /** The summary of these forks, each checked with {@code factor}; empty when none warmed. */
  public static Optional<OffPlateau> of(List<ForkSample> forks, double factor) {
    List<ForkSample> warmed =
        forks.stream().filter(f -> f.warmup() != null && !f.iterations().isEmpty()).toList();
    if (warmed.isEmpty()) {
      return Optional.empty();
    }
    List<Long> millis = warmed.stream().map(f -> f.warmup().millis()).sorted().toList();
    return Optional.of(
        new OffPlateau(
            warmed.size(),
            (int) warmed.stream().filter(f -> f.warmup().steady()).count(),
            millis.get(millis.size() / 2),
            (int) warmed.stream().filter(f -> !f.warmup().setAside().isEmpty()).count(),
            (int)
                warmed.stream()
                    .filter(f -> Steadiness.left(f.warmup().iterations(), f.iterations(), factor))
                    .count(),
            factor));
  }
}
