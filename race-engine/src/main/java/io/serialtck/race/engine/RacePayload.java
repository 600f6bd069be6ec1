package io.serialtck.race.engine;

/**
 * A payload of the race, as the report shows it.
 *
 * @param id the flexibility criterion whose fixture is the payload
 * @param sessionBytes for a session payload, its bytes of strings and byte arrays (the x axis of
 *     the time-against-size charts); -1 for the other payloads
 */
public record RacePayload(String id, long sessionBytes) {

  /** Whether this payload is one of the session series. */
  public boolean session() {
    return sessionBytes >= 0;
  }
}
