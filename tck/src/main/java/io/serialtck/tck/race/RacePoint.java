package io.serialtck.tck.race;

import io.serialtck.fixtures.Payload;

/**
 * One line of the race JVM's plan: an entrant and a payload, serialize and deserialize each timed
 * in a JMH fork of its own.
 *
 * @param id the point's id, also the name of its JMH result file
 * @param worldFile the file listing the entrant's world class path, or {@code -} for a baseline
 */
public record RacePoint(String id, Entrant entrant, Payload payload, String worldFile) {

  /** The plan line: id, configuration, world file, fixture class, then the JVM flags. */
  public String line() {
    StringBuilder line =
        new StringBuilder(id)
            .append('\t')
            .append(entrant.configuration())
            .append('\t')
            .append(worldFile)
            .append('\t')
            .append(payload.criterion().fixtureClass());
    entrant.jvmFlags().forEach(flag -> line.append('\t').append(flag));
    return line.toString();
  }
}
