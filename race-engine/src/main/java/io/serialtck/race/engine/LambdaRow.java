package io.serialtck.race.engine;

import io.serialtck.tck.Weight;

/**
 * What the race found for one configuration (at one library version) and one function criterion
 * ({@code lambda-noncapturing}, {@code lambda-capturing}, {@code enum-function}): a round trip in
 * JMH's sample mode, after the same correctness check as a payload's.
 *
 * @param configuration the configuration's id
 * @param library the library's {@code groupId:artifactId}
 * @param version the library version the configuration ran with
 * @param criterion the function criterion's id
 * @param outcome the outcome of the correctness check; only a function read back intact is timed
 * @param detail why it was not timed, or empty
 * @param weight the size written, raw and after Deflate; null when it did not round-trip
 * @param roundTrip write then read, its percentiles; null when not timed
 */
public record LambdaRow(
    String configuration,
    String library,
    String version,
    String criterion,
    String outcome,
    String detail,
    Weight weight,
    Latency roundTrip) {

  /** Whether JMH timed this row. */
  public boolean timed() {
    return roundTrip != null;
  }
}
