package io.serialtck.race.protocol;

import io.serialtck.worker.protocol.Frames;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * The race JVM's side of its channel to the harness: each {@link RaceMessage} as one frame ({@link
 * Frames}: marker, length, the message in the binary form of {@link
 * io.serialtck.worker.protocol.RecordCodec}), flushed as it is sent.
 */
public final class RaceMessageWriter {

  private final DataOutputStream out;

  /** A writer onto this stream, which carries nothing else (the race JVM's standard output). */
  public RaceMessageWriter(OutputStream out) {
    this.out = new DataOutputStream(new BufferedOutputStream(out));
  }

  /** Sends the message and flushes it. */
  public void send(RaceMessage message) throws IOException {
    Frames.writeBody(out, RaceWire.CODEC.encode(message));
  }
}
