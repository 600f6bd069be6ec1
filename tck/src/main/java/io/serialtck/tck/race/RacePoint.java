package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.RacePlan;

/**
 * One line of the race JVM's plan: an entrant and a payload, serialize and deserialize each timed
 * in a JMH fork of its own.
 *
 * @param id the point's id, also the name of its JMH result file
 * @param worldFile the file listing the entrant's world class path, or {@code -} for a baseline
 */
public record RacePoint(String id, Entrant entrant, Payload payload, String worldFile) {

  /** The point as the race JVM's plan holds it. */
  public RacePlan.Point planPoint() {
    return new RacePlan.Point(
        id,
        entrant.configuration(),
        worldFile,
        payload.criterion().fixtureClass(),
        entrant.jvmFlags());
  }
}
