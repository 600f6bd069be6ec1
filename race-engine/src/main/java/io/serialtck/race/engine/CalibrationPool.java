package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import io.serialtck.race.twin.Twins;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One calibration from the rounds of several of the same kit, libraries and JDK: a budget buys
 * about five rounds, and telling 10% apart needs more. Each calibration's rounds follow the earlier
 * ones', renumbered, so that a configuration is still paired with its twin within a round; the
 * bootstraps are seeded by the first calibration's seed. What each calibration measured is kept:
 * only the intervals and verdicts are recomputed, over all the rounds ({@link Calibration}).
 */
public final class CalibrationPool {

  private CalibrationPool() {}

  /**
   * The pooled calibration.
   *
   * @param calibrations two calibrations or more
   * @throws IllegalArgumentException when fewer than two are given, or they ran on different JDKs,
   *     or measured with different settings (priming, warm-up, measured iterations), or a
   *     configuration at different library versions, naming the difference
   */
  public static CalibrationDocument of(List<CalibrationDocument> calibrations) {
    if (calibrations.size() < 2) {
      throw new IllegalArgumentException("pooling needs two calibrations or more");
    }
    CalibrationDocument first = calibrations.get(0);
    List<Long> seeds = new ArrayList<>();
    double minutes = 0;
    for (CalibrationDocument calibration : calibrations) {
      if (!calibration.jdk().equals(first.jdk())) {
        throw new IllegalArgumentException(
            "the calibrations ran on different JDKs: " + first.jdk() + " and " + calibration.jdk());
      }
      if (!Objects.equals(calibration.settings(), first.settings())) {
        throw new IllegalArgumentException(
            "the calibrations measured differently: "
                + describe(first.settings())
                + " and "
                + describe(calibration.settings())
                + ": pool calibrations of the same settings");
      }
      minutes += calibration.minutes();
      seeds.add(calibration.seed());
    }
    PooledRounds pooled =
        PooledRounds.of(
            calibrations.stream().map(CalibrationDocument::forks).toList(), "calibrations");
    List<ForkSample> forks = pooled.forks();
    int offset = pooled.rounds();
    Sizing sizing =
        first.sizing() == null
            ? null
            : first.sizing().withRounds(offset, "pooled from the calibrations of seeds " + seeds);
    return Calibration.of(
        first.jdk(),
        first.startedAt(),
        minutes,
        first.seed(),
        first.settings(),
        sizing,
        payloadsOf(forks),
        inOrderOf(first, OverallSeries.entrantsOf(forks)),
        forks,
        first.reference());
  }

  /** The entrants in the first calibration's order of configurations, any others after them. */
  private static List<Entrant> inOrderOf(CalibrationDocument first, List<Entrant> entrants) {
    List<String> order = new ArrayList<>();
    first.overall().forEach(row -> order.add(row.configuration()));
    return entrants.stream()
        .sorted(
            Comparator.comparingInt(
                (Entrant entrant) -> {
                  String configuration =
                      entrant.twin()
                          ? entrant.configuration().substring(Twins.PREFIX.length())
                          : entrant.configuration();
                  int index = order.indexOf(configuration);
                  return index < 0 ? order.size() : index;
                }))
        .toList();
  }

  private static String describe(RaceSettings settings) {
    return settings == null ? "settings not recorded" : settings.describe();
  }

  /** The payloads the forks name, in the kit's order of payloads. */
  private static List<Payload> payloadsOf(List<ForkSample> forks) {
    Set<String> named = new LinkedHashSet<>();
    forks.forEach(fork -> named.add(fork.payload()));
    return Payloads.all().stream().filter(payload -> named.contains(payload.id())).toList();
  }
}
