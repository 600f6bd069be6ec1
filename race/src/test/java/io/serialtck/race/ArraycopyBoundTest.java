package io.serialtck.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.fixtures.objects.Session;
import io.serialtck.fixtures.objects.Session0bFixture;
import io.serialtck.fixtures.objects.Session100KbFixture;
import io.serialtck.fixtures.objects.Session100bFixture;
import io.serialtck.fixtures.objects.Session10KbFixture;
import io.serialtck.fixtures.objects.Session1KbFixture;
import io.serialtck.fixtures.objects.Session1MbFixture;
import io.serialtck.fixtures.objects.SessionFixture;
import io.serialtck.fixtures.objects.TestObjectFixture;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ArraycopyBoundTest {

  private final ArraycopyBound bound = new ArraycopyBound();

  static Stream<SessionFixture> sessions() {
    return Stream.of(
        new Session0bFixture(),
        new Session100bFixture(),
        new Session1KbFixture(),
        new Session10KbFixture(),
        new Session100KbFixture(),
        new Session1MbFixture());
  }

  @ParameterizedTest
  @MethodSource("sessions")
  void writesExactlyThePayloadBytesAndReadCopiesThem(SessionFixture fixture) {
    Session session = (Session) fixture.create();

    byte[] written = bound.write(session);
    Object read = bound.read(written, Session.class);

    assertThat(written).hasSize(fixture.payload());
    assertThat((long) written.length).isEqualTo(SessionFixture.payloadOf(session));
    assertThat(read).isInstanceOf(byte[].class).isNotSameAs(written).isEqualTo(written);
  }

  @Test
  void copiesTheStringsAndBlobsInOrder() {
    Session session = new Session();
    session.id = "ab";
    session.attributes = new java.util.LinkedHashMap<>();
    session.attributes.put("k", "v");
    session.blobs = java.util.List.of(new byte[] {1, 2});

    assertThat(bound.write(session)).containsExactly('a', 'b', 'k', 'v', 1, 2);
  }

  @Test
  void anythingButASessionIsRejected() {
    assertThatThrownBy(() -> bound.write(new TestObjectFixture().create()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("arraycopy-bound is defined only for a");
  }
}
