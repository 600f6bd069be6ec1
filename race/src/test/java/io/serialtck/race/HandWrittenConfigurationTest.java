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
import io.serialtck.fixtures.objects.TestObjectFixture;
import io.serialtck.fixtures.objects.TestObjectFixture.TestObject;
import io.serialtck.fixtures.objects.TopOfBookFixture;
import io.serialtck.fixtures.objects.TopOfBookFixture.TopOfBook;
import io.serialtck.spi.Fixture;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import io.serialtck.worker.FixtureObservation;
import io.serialtck.worker.protocol.Response;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class HandWrittenConfigurationTest {

  private final HandWrittenConfiguration writer = new HandWrittenConfiguration();
  private final HandWrittenConfiguration reader = new HandWrittenConfiguration();

  static Stream<Fixture> payloads() {
    return Stream.of(
        new Session0bFixture(),
        new Session100bFixture(),
        new Session1KbFixture(),
        new Session10KbFixture(),
        new Session100KbFixture(),
        new Session1MbFixture(),
        new TestObjectFixture(),
        new TopOfBookFixture());
  }

  @ParameterizedTest
  @MethodSource("payloads")
  void everyPayloadObservesEqualAfterARoundTrip(Fixture fixture) {
    Object read = reader.read(writer.write(fixture.create()), fixture.rootType());

    assertThat(read).isExactlyInstanceOf(fixture.rootType());
    assertThat(fixture.observe(read))
        .usingRecursiveComparison()
        .withStrictTypeChecking()
        .isEqualTo(fixture.observe(fixture.expected()));
    Response.Observed observed = FixtureObservation.of(fixture, read);
    assertThat(
            Classifier.classifyIntact(
                    observed.expected(),
                    observed.actual(),
                    observed.illTyped(),
                    observed.structuralFacts())
                .outcome())
        .isEqualTo(Outcome.PASS);
  }

  @Test
  void readsIntoTheTargetKeepingItsArrayAndContainers() throws Exception {
    TestObject object = (TestObject) new TestObjectFixture().create();
    TestObject target = (TestObject) reader.read(writer.write(object), TestObject.class);
    long[] array = target.values;
    target.name = "stale";
    target.id = -1;

    Object read = reader.readInto(writer.write(object), target);

    assertThat(read).isSameAs(target);
    assertThat(target.values).isSameAs(array).containsExactly(object.values);
    assertThat(target.name).isEqualTo(object.name);
    assertThat(target.id).isEqualTo(object.id);

    Session session = (Session) new Session1KbFixture().create();
    Session into = (Session) reader.read(writer.write(session), Session.class);
    Map<String, String> attributes = into.attributes;
    into.attributes.put("stale", "x");
    reader.readInto(writer.write(session), into);
    assertThat(into.attributes).isSameAs(attributes).isEqualTo(session.attributes);

    TopOfBook event = (TopOfBook) new TopOfBookFixture().create();
    assertThatThrownBy(() -> reader.readInto(writer.write(event), target))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("hand-written cannot read type tag 3 into a " + TestObject.class.getName());
  }

  @Test
  void sessionContainersComeBackAsTheFixtureHoldsThem() {
    Session read = roundTrip((Session) new Session1KbFixture().create());

    assertThat(read.attributes).isExactlyInstanceOf(LinkedHashMap.class);
    assertThat(read.blobs).isExactlyInstanceOf(ArrayList.class);
  }

  @Test
  void theArrayIsExactlyAsLongAsWhatIsWritten() {
    TestObject t = new TestObject();
    t.id = 7;
    t.values = new long[] {1, 2};
    t.name = "ab";

    // tag, id, length and two longs, name header and bytes, comment's null header
    assertThat(writer.write(t)).hasSize(1 + 8 + 4 + 16 + 4 + 2 + 4);
  }

  @Test
  void stringsOfAnyKindReadBackEqual() {
    List<String> strings =
        List.of(
            "",
            "plain ASCII",
            "Latin-1: héllo wörld ÿ \u0080",
            "Greek and CJK: αβγ 日本語",
            "a pair: \uD83D\uDE00 and \uD834\uDD1E",
            "lone high \uD800 surrogate",
            "lone low \uDC00 surrogate",
            "\uDBFF",
            "reversed pair \uDC00\uD800",
            "high at the end \uD83D",
            "nul \u0000 and U+FFFF \uFFFF");
    for (String s : strings) {
      TestObject t = new TestObject();
      t.name = s;
      t.comment = s + s;

      TestObject read = roundTrip(t);

      assertThat(read.name).isEqualTo(s);
      assertThat(read.comment).isEqualTo(s + s);
    }
  }

  @Test
  void randomStringsReadBackEqual() {
    SplittableRandom random = new SplittableRandom(20_261_123);
    for (int i = 0; i < 2_000; i++) {
      char[] chars = new char[random.nextInt(40)];
      for (int c = 0; c < chars.length; c++) {
        int kind = random.nextInt(4);
        chars[c] =
            (char)
                switch (kind) {
                  case 0 -> random.nextInt(0x80);
                  case 1 -> random.nextInt(0x100);
                  case 2 -> 0xD800 + random.nextInt(0x800);
                  default -> random.nextInt(0x10000);
                };
      }
      TopOfBook t = new TopOfBook();
      t.symbol = new String(chars);

      assertThat(roundTrip(t).symbol).isEqualTo(t.symbol);
    }
  }

  @Test
  void utf8IsStandardForWellFormedStrings() {
    String s = "日本 \uD83D\uDE00 é";
    TestObject t = new TestObject();
    t.name = s;
    byte[] bytes = writer.write(t);
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);

    assertThat(Arrays.copyOfRange(bytes, 1 + 8 + 4 + 4, 1 + 8 + 4 + 4 + utf8.length))
        .isEqualTo(utf8);
  }

  @Test
  void nullsAndEmptiesReadBackAsTheyWere() {
    TestObject empty = new TestObject();
    empty.values = new long[0];
    empty.name = "";
    TestObject read = roundTrip(empty);
    assertThat(read.values).isEmpty();
    assertThat(read.name).isEmpty();
    assertThat(read.comment).isNull();

    TestObject nulls = new TestObject();
    read = roundTrip(nulls);
    assertThat(read.values).isNull();
    assertThat(read.name).isNull();

    Session session = new Session();
    Session readSession = roundTrip(session);
    assertThat(readSession.id).isNull();
    assertThat(readSession.attributes).isNull();
    assertThat(readSession.blobs).isNull();

    session.id = "";
    session.attributes = new LinkedHashMap<>();
    session.attributes.put(null, "null key");
    session.attributes.put("null value", null);
    session.attributes.put("", "");
    session.blobs = new ArrayList<>(Arrays.asList(new byte[0], null, new byte[] {-1, 0, 1}));
    readSession = roundTrip(session);
    assertThat(readSession).usingRecursiveComparison().withStrictTypeChecking().isEqualTo(session);
  }

  @Test
  void otherMapsAndListsAreWrittenInIterationOrder() {
    Session session = new Session();
    session.attributes = new HashMap<>(Map.of("a", "1", "b", "2"));
    session.blobs = List.of(new byte[] {1});

    Session read = roundTrip(session);

    assertThat(read.attributes).containsExactlyEntriesOf(session.attributes);
    assertThat(read.blobs).containsExactly(new byte[] {1});
  }

  @Test
  void doublesKeepTheirBitsAndLongsTheirExtremes() {
    double[] doubles = {
      Double.NaN,
      Double.longBitsToDouble(0x7FF8_0000_0000_0001L),
      Double.longBitsToDouble(0xFFF0_0000_0000_0042L),
      -0.0,
      0.0,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      Double.MIN_VALUE,
      Double.MAX_VALUE
    };
    for (double d : doubles) {
      TopOfBook t = new TopOfBook();
      t.bidPrice = d;
      t.askPrice = -d;
      t.sendingTimeNs = Long.MIN_VALUE;
      t.bidQuantity = Long.MAX_VALUE;
      t.askQuantity = -1;

      TopOfBook read = roundTrip(t);

      assertThat(Double.doubleToRawLongBits(read.bidPrice))
          .isEqualTo(Double.doubleToRawLongBits(d));
      assertThat(Double.doubleToRawLongBits(read.askPrice))
          .isEqualTo(Double.doubleToRawLongBits(-d));
      assertThat(read.sendingTimeNs).isEqualTo(Long.MIN_VALUE);
      assertThat(read.bidQuantity).isEqualTo(Long.MAX_VALUE);
      assertThat(read.askQuantity).isEqualTo(-1);
    }
    TestObject t = new TestObject();
    t.id = Long.MIN_VALUE;
    t.values = new long[] {Long.MIN_VALUE, Long.MAX_VALUE, 0, -1};
    assertThat(roundTrip(t).values).containsExactly(Long.MIN_VALUE, Long.MAX_VALUE, 0, -1);
    assertThat(roundTrip(t).id).isEqualTo(Long.MIN_VALUE);
  }

  @Test
  void nullReadsBackAsNull() {
    assertThat(reader.read(writer.write(null), Object.class)).isNull();
  }

  @Test
  void anyOtherClassIsRejected() {
    assertThatThrownBy(() -> writer.write("a string"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("hand-written writes only")
        .hasMessageEndingWith("not java.lang.String");
    assertThatThrownBy(() -> writer.write(new Session() {}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("hand-written writes only");
  }

  @Test
  void unknownOrDamagedBytesAreRejected() {
    byte[] bytes = writer.write(new TestObjectFixture().create());

    assertThatThrownBy(() -> reader.read(new byte[] {42}, Object.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("hand-written knows no type tag 42");
    assertThatThrownBy(() -> reader.read(Arrays.copyOf(bytes, bytes.length + 1), Object.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("trailing bytes");
    assertThatThrownBy(() -> reader.read(bytes, TopOfBook.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a " + TopOfBook.class.getName());
    byte[] hugeCount = bytes.clone();
    hugeCount[9] = 0x7F;
    assertThatThrownBy(() -> reader.read(hugeCount, Object.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot be");
  }

  @Test
  void itDescribesItself() {
    assertThat(writer.id()).isEqualTo("hand-written");
    assertThat(writer.libraryVersion()).isEqualTo(Integer.toString(Runtime.version().feature()));
    assertThat(writer.library()).isEqualTo("java.base:java.lang.invoke.VarHandle");
  }

  @SuppressWarnings("unchecked")
  private <T> T roundTrip(T value) {
    return (T) reader.read(writer.write(value), value.getClass());
  }
}
