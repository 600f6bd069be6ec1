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
  void carriesEveryStringAsItIsAndALatin1OneInOneByteAChar() throws IOException {
    String latin1 = "\u0000az\u007F\u0080\u00E9\u00FF";
    for (String text :
        List.of("", latin1, "\u0100", latin1 + "\u20AC", "a\uD800", "\uDC00?", "\uD83D\uDE00")) {
      Said said = new Said(text, 1L, List.of(text));
      assertThat(codec.decode(codec.encode(said))).as("%s", text).isEqualTo(said);
    }
    int latin1Frame = codec.encode(new Said(latin1, 1L, List.of())).length;
    int oneMoreLatin1 = codec.encode(new Said(latin1 + "a", 1L, List.of())).length;
    int oneMoreOther = codec.encode(new Said(latin1 + "\u0100", 1L, List.of())).length;
    assertThat(oneMoreLatin1 - latin1Frame).isEqualTo(1);
    assertThat(oneMoreOther - latin1Frame).isEqualTo(latin1.length() + 2);
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
