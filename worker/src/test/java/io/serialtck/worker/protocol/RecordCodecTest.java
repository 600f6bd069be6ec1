package io.serialtck.worker.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A codec of other roots than the worker protocol's carries their records, and only theirs. */
class RecordCodecTest {

  sealed interface Note {}

  record Said(String who, long when, List<String> words) implements Note {}

  record Quiet() implements Note {}

  private final RecordCodec codec = new RecordCodec(Note.class);

  @Test
  void carriesTheRecordsItsRootsReach() throws IOException {
    for (Note note : List.of(new Said("a", 3L, List.of("x", "y")), new Quiet())) {
      assertThat(codec.decode(codec.encode(note))).isEqualTo(note);
    }
  }

  @Test
  void refusesTheWorkerProtocolsRecords() {
    assertThatThrownBy(() -> codec.encode(new Response.Done()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot carry");
    assertThatThrownBy(() -> codec.decode(Codec.encode(new Response.Done())))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("unknown type");
  }

  @Test
  void theWorkerProtocolNumbersItsTypesAsBefore() {
    assertThat(Codec.reachableTypes(Request.class, Response.class))
        .isEqualTo(RecordCodec.reachableTypes(Request.class, Response.class));
  }
}
