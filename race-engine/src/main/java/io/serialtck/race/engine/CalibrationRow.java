package io.serialtck.race.engine;

import io.serialtck.race.engine.stats.Comparison;
import io.serialtck.race.engine.stats.Interval;

/**
 * One configuration's time through the kit over its plain twin's, on one payload and operation, or
 * over all of them ({@code payload} and {@code benchmark} {@value #ALL}).
 *
 * @param configuration the configuration's id
 * @param version its library version
 * @param payload the payload's id, or {@value #ALL}
 * @param benchmark {@code serialize}, {@code deserialize}, or {@value #ALL}
 * @param kitNanos the time through the kit, ns per operation (geometric mean of the forks); NaN for
 *     a row over all
 * @param twinNanos the twin's time, likewise
 * @param kitBytesPerOp bytes allocated per operation through the kit (median of the forks); NaN for
 *     a row over all
 * @param twinBytesPerOp the twin's
 * @param ratio the kit's time over the twin's, paired by round (over all: the geometric mean of a
 *     round's ratios), with its interval
 * @param within what the ratio's interval says against {@value Calibration#TOLERANCE_PERCENT}% of
 *     1: {@code TIE} when the whole interval lies within it, {@code SLOWER} or {@code FASTER} (the
 *     kit than its twin) when the whole interval lies beyond it, {@code INCONCLUSIVE} otherwise
 */
public record CalibrationRow(
    String configuration,
    String version,
    String payload,
    String benchmark,
    double kitNanos,
    double twinNanos,
    double kitBytesPerOp,
    double twinBytesPerOp,
    Interval ratio,
    Comparison within) {

  /** The payload and benchmark of a configuration's row over all its payloads and operations. */
  public static final String ALL = "all";
}
