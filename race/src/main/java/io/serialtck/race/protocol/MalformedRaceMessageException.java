package io.serialtck.race.protocol;

import java.io.IOException;

/**
 * The race JVM's channel held something that is no race message where a frame began: a bad length,
 * bytes that are no message of {@link RaceMessage}'s types, or an end within a frame. The message
 * says which frame (its number and the byte it starts at) and after which point's message.
 */
public final class MalformedRaceMessageException extends IOException {

  MalformedRaceMessageException(String message, Throwable cause) {
    super(message, cause);
  }
}
