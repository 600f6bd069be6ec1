package io.serialtck.race.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.worker.protocol.Frames;
import io.serialtck.worker.protocol.RecordCodec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The race JVM's messages cross its channel as they were sent, and a malformed one is named. */
class RaceMessageReaderTest {

  private static final List<RaceMessage> MESSAGES =
      List.of(
          new RaceMessage.PointMissing("p1", "deserializeReuse", "no reuse: x lacks ReusingReader"),
          new RaceMessage.PointDone("p1", 812),
          new RaceMessage.PointMissing("p2", "serialize", "CORRUPTED: name \uD800 ünï ✓"),
          new RaceMessage.PointFailed("p2", "CORRUPTED: name (serialize)"));

  private final ByteArrayOutputStream strays = new ByteArrayOutputStream();

  @Test
  void everyMessageRoundTripsAndWhatLiesBetweenFramesGoesToTheStrays() throws IOException {
    ByteArrayOutputStream channel = new ByteArrayOutputStream();
    RaceMessageWriter writer = new RaceMessageWriter(channel);
    writer.send(MESSAGES.get(0));
    channel.write("OpenJDK 64-Bit Server VM warning: a warning\n".getBytes(StandardCharsets.UTF_8));
    for (RaceMessage message : MESSAGES.subList(1, MESSAGES.size())) {
      writer.send(message);
    }
    channel.write("bye".getBytes(StandardCharsets.UTF_8));

    assertThat(readAll(channel.toByteArray())).isEqualTo(MESSAGES);
    assertThat(strays.toString(StandardCharsets.UTF_8))
        .isEqualTo("OpenJDK 64-Bit Server VM warning: a warning\nbye");
  }

  @Test
  void aMessageReadsAsItsLine() {
    assertThat(MESSAGES.stream().map(RaceMessage::line))
        .containsExactly(
            "point p1 missing deserializeReuse no reuse: x lacks ReusingReader",
            "point p1 done 812",
            "point p2 missing serialize CORRUPTED: name \uD800 ünï ✓",
            "point p2 failed CORRUPTED: name (serialize)");
  }

  @Test
  void anUnknownTypeIsRefusedNamingTheFrameItsByteAndThePointBefore() throws IOException {
    byte[] first = frames(MESSAGES.get(1));
    // a record (tag 10) of type number 0x7F7F, which no race message has
    byte[] channel = concat(first, frame(new byte[] {10, 0x7F, 0x7F}));

    assertThatThrownBy(() -> readAll(channel))
        .isInstanceOf(MalformedRaceMessageException.class)
        .hasMessage(
            "race message #2 (at byte "
                + first.length
                + ", after point p1's) is malformed: frame holds an unknown type 32639");
  }

  @Test
  void aFrameHoldingNoRaceMessageIsRefused() {
    byte[] string = new RecordCodec(RaceMessage.class).encode("point p1 done 3");

    assertThatThrownBy(() -> readAll(frame(string)))
        .isInstanceOf(MalformedRaceMessageException.class)
        .hasMessage(
            "race message #1 (at byte 0, before any point's) is malformed:"
                + " it holds a java.lang.String, not a race message");
  }

  @Test
  void aMessageOfTheWrongShapeIsRefused() {
    // a PointDone whose elapsed millis is a string
    RecordCodec codec = new RecordCodec(RaceMessage.class);
    byte[] done = codec.encode(new RaceMessage.PointDone("p1", 5));
    byte[] header = Arrays.copyOf(done, 3);
    byte[] id = codec.encode("p1");
    byte[] bad = concat(header, id, codec.encode("five"));

    assertThatThrownBy(() -> readAll(frame(bad)))
        .isInstanceOf(MalformedRaceMessageException.class)
        .hasMessageContaining("race message #1 (at byte 0, before any point's) is malformed:")
        .hasMessageContaining(RaceMessage.PointDone.class.getName() + " that cannot be made");
  }

  @Test
  void aFrameCutShortOrWithABadLengthIsRefused() throws IOException {
    byte[] whole = frames(MESSAGES.get(1));
    byte[] cut = Arrays.copyOf(whole, whole.length - 2);
    byte[] negative = {0x5E, 0x71, (byte) 0xA1, 0x7C, (byte) 0xFF, 0, 0, 0};

    assertThatThrownBy(() -> readAll(cut))
        .isInstanceOf(MalformedRaceMessageException.class)
        .hasMessage(
            "race message #1 (at byte 0, before any point's) is malformed:"
                + " the channel ends within it");
    assertThatThrownBy(() -> readAll(negative))
        .isInstanceOf(MalformedRaceMessageException.class)
        .hasMessageEndingWith("is malformed: bad frame length -16777216");
  }

  private List<RaceMessage> readAll(byte[] channel) throws IOException {
    RaceMessageReader reader = new RaceMessageReader(new ByteArrayInputStream(channel), strays);
    List<RaceMessage> read = new ArrayList<>();
    for (RaceMessage message = reader.next(); message != null; message = reader.next()) {
      read.add(message);
    }
    return read;
  }

  private static byte[] frames(RaceMessage... messages) throws IOException {
    ByteArrayOutputStream channel = new ByteArrayOutputStream();
    RaceMessageWriter writer = new RaceMessageWriter(channel);
    for (RaceMessage message : messages) {
      writer.send(message);
    }
    return channel.toByteArray();
  }

  private static byte[] frame(byte[] body) {
    ByteArrayOutputStream channel = new ByteArrayOutputStream();
    try {
      Frames.writeBody(new DataOutputStream(channel), body);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return channel.toByteArray();
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      all.writeBytes(part);
    }
    return all.toByteArray();
  }
}
