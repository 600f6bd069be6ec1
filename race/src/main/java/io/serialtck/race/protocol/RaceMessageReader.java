package io.serialtck.race.protocol;

import io.serialtck.worker.protocol.Frames;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The harness's side of a race JVM's channel: reads the {@link RaceMessage}s that {@link
 * RaceMessageWriter} sent, in order. Bytes between frames are not messages (the JVM itself may
 * print a warning on its standard output): they go to the given stream for the log, as text lines
 * that did not start with {@code point} were skipped before the messages were typed. A frame that
 * does not hold one race message throws {@link MalformedRaceMessageException}.
 */
public final class RaceMessageReader {

  private final DataInputStream in;
  private final OutputStream strays;
  private long offset;
  private int messages;
  private String lastPoint;

  /**
   * @param in the race JVM's channel (its standard output)
   * @param strays where the bytes outside frames go
   */
  public RaceMessageReader(InputStream in, OutputStream strays) {
    this.in = new DataInputStream(new BufferedInputStream(in));
    this.strays = strays;
  }

  /**
   * The next message, or null when the channel ends outside a frame.
   *
   * @throws MalformedRaceMessageException when the next frame holds no race message or is cut short
   * @throws IOException when the channel or the strays' stream cannot be used
   */
  public RaceMessage next() throws IOException {
    if (!skipToMarker()) {
      return null;
    }
    long start = offset - Integer.BYTES;
    int number = ++messages;
    byte[] body;
    try {
      body = Frames.readBodyAfterMarker(in);
    } catch (EOFException e) {
      throw malformed(number, start, "the channel ends within it", e);
    } catch (IOException e) {
      throw malformed(number, start, e.getMessage(), e);
    }
    offset += Integer.BYTES + body.length;
    Object decoded;
    try {
      decoded = RaceWire.CODEC.decode(body);
    } catch (IOException e) {
      throw malformed(number, start, e.getMessage(), e);
    }
    if (!(decoded instanceof RaceMessage message)) {
      throw malformed(
          number,
          start,
          "it holds "
              + (decoded == null ? "null" : "a " + decoded.getClass().getName())
              + ", not a race message",
          null);
    }
    if (message.pointId() == null) {
      throw malformed(number, start, "it names no point: " + message, null);
    }
    lastPoint = message.pointId();
    return message;
  }

  /** Reads up to and including the next marker; false when the channel ends first. */
  private boolean skipToMarker() throws IOException {
    int window = 0;
    int held = 0;
    while (true) {
      int b = in.read();
      if (b < 0) {
        for (int i = held - 1; i >= 0; i--) {
          strays.write(window >>> (8 * i));
        }
        strays.flush();
        return false;
      }
      offset++;
      if (held == Integer.BYTES) {
        strays.write(window >>> 24);
      } else {
        held++;
      }
      window = (window << 8) | b;
      if (held == Integer.BYTES && window == Frames.MARKER) {
        strays.flush();
        return true;
      }
    }
  }

  private MalformedRaceMessageException malformed(
      int number, long start, String cause, Throwable thrown) {
    return new MalformedRaceMessageException(
        "race message #"
            + number
            + " (at byte "
            + start
            + ", "
            + (lastPoint == null ? "before any point's" : "after point " + lastPoint + "'s")
            + ") is malformed: "
            + cause,
        thrown);
  }
}
