package io.serialtck.race.engine;

import io.serialtck.race.engine.stats.Interval;

/**
 * An entrant's place in a full race: its serialize plus deserialize time over the hand-written
 * time, as the geometric mean over the payloads it was timed on, paired by round, with its
 * interval, and its tier ({@link io.serialtck.race.engine.stats.Tiers}).
 *
 * @param configuration the configuration's id ({@code hand-written} for the yardstick itself)
 * @param version the library version
 * @param payloads how many payloads it was timed on (fewer ranks lower)
 * @param ratio its ratio to hand-written, with its 95% interval
 * @param tier its tier, 1 the fastest; entrants in one tier are not told apart
 */
public record Standing(
    String configuration, String version, int payloads, Interval ratio, int tier) {}
