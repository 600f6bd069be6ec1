package io.serialtck.report.race;

import io.serialtck.race.engine.RaceDocument;

/**
 * One configuration at one library version: a row of each payload's table and a series of each
 * chart.
 *
 * @param configuration the configuration's id
 * @param version the library version
 * @param label what the reports call it: the id, followed by the version when the document holds
 *     the configuration at more than one version ({@code kryo-default 5.6.2})
 * @param ordinal its place among the series that are not baselines, which picks its style; -1 for a
 *     baseline
 */
record RaceSeries(String configuration, String version, String label, int ordinal) {

  boolean handWritten() {
    return configuration.equals(RaceDocument.HAND_WRITTEN);
  }

  boolean arraycopyBound() {
    return configuration.equals(RaceDocument.ARRAYCOPY_BOUND);
  }
}
