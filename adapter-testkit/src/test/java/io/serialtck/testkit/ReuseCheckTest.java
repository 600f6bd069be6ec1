package io.serialtck.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.spi.ReusingReader;
import io.serialtck.spi.SerializerConfiguration;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.junit.jupiter.api.Test;

class ReuseCheckTest {

  private static final ReuseFixtures.Pair TOP_OF_BOOK =
      ReuseFixtures.all().get("reuse:top-of-book");

  @Test
  void aTargetLeftAsItWasFailsAndSaysTheTargetWasReturned() {
    ReuseCheck check = new ReuseCheck(() -> new JavaSerialization(Reuse.LEAVES_TARGET));

    assertThatThrownBy(() -> check.check(TOP_OF_BOOK))
        .isInstanceOf(RoundTripMismatch.class)
        .hasMessageContaining("readInto a TopOfBook (readInto returned the target itself)")
        .hasMessageContaining("differs")
        .hasMessageContaining("symbol");
  }

  @Test
  void aNewObjectWithTheSecondValuesPassesAndIsNamedAsSuch() throws Exception {
    ReuseCheck check = new ReuseCheck(() -> new JavaSerialization(Reuse.READS_NEW_OBJECT));

    assertThat(check.check(TOP_OF_BOOK))
        .isEqualTo("readInto returned a new object, not the target");
  }

  @Test
  void nullFailsAsNull() {
    ReuseCheck check = new ReuseCheck(() -> new JavaSerialization(Reuse.RETURNS_NULL));

    assertThatThrownBy(() -> check.check(TOP_OF_BOOK))
        .isInstanceOf(RoundTripMismatch.class)
        .hasMessageContaining("gave null");
  }

  @Test
  void everyPairDiffersInEveryField() {
    ReuseFixtures.all()
        .forEach(
            (name, pair) ->
                assertThat(pair.second().get())
                    .as(name)
                    .usingRecursiveComparison()
                    .isNotEqualTo(pair.first().get()));
    ReuseFixtures.TopOfBook first = ReuseFixtures.TopOfBook.eurUsd();
    ReuseFixtures.TopOfBook second = ReuseFixtures.TopOfBook.gbpUsd();
    assertThat(second.sendingTimeNs).isNotEqualTo(first.sendingTimeNs);
    assertThat(second.symbol).isNotEqualTo(first.symbol);
    assertThat(second.ecn).isNull();
    assertThat(first.ecn).isNotNull();
    assertThat(second.bidPrice).isNotEqualTo(first.bidPrice);
    assertThat(second.askPrice).isNotEqualTo(first.askPrice);
    assertThat(second.bidQuantity).isNotEqualTo(first.bidQuantity);
    assertThat(second.askQuantity).isNotEqualTo(first.askQuantity);
  }

  /** What the broken readers under test do instead of reading into the target. */
  private enum Reuse {
    LEAVES_TARGET,
    READS_NEW_OBJECT,
    RETURNS_NULL
  }

  /** Java serialization, with one of the broken {@code readInto}s. */
  private static final class JavaSerialization implements SerializerConfiguration, ReusingReader {

    private final Reuse reuse;

    JavaSerialization(Reuse reuse) {
      this.reuse = reuse;
    }

    @Override
    public String id() {
      return "test-java";
    }

    @Override
    public String library() {
      return "java.base:java.io.ObjectOutputStream";
    }

    @Override
    public String libraryVersion() {
      return Runtime.version().toString();
    }

    @Override
    public String description() {
      return "ObjectOutputStream / ObjectInputStream";
    }

    @Override
    public byte[] write(Object value) throws Exception {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(value);
      }
      return bytes.toByteArray();
    }

    @Override
    public Object read(byte[] bytes, Class<?> type) throws Exception {
      try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
        return in.readObject();
      }
    }

    @Override
    public Object readInto(byte[] bytes, Object target) throws Exception {
      return switch (reuse) {
        case LEAVES_TARGET -> target;
        case READS_NEW_OBJECT -> read(bytes, target.getClass());
        case RETURNS_NULL -> null;
      };
    }
  }
}
