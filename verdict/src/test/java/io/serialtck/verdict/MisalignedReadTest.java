package io.serialtck.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The detail of a misaligned read, on the reads an outside reproduction found (issue 49): Kryo's v1
 * reading {@code field-added}'s v2 stops before the added {@code nickname}; its {@code BigInteger}
 * serializer reads a {@code BigDecimal}'s unscaled value and leaves the scale byte.
 */
class MisalignedReadTest {

  @Test
  void aReadWhoseValuesArrivedNamesThemTheBytesLeftAndTheWritersOwnField() {
    // kryo-registered field-added forward
    ObjectValue written =
        sample(field("name", text("Ada")), field("nickname", text("Enchantress")));
    ObjectValue expected = sample(field("name", text("Ada")));

    String detail = MisalignedRead.describe(new BytesRead(16, 39), written, expected, true);

    assertThat(detail)
        .isEqualTo(
            "misaligned read: read 16 of 39 bytes; every value the reader's class holds arrived"
                + " intact (name); 23 bytes left unread after them; the writer also wrote nickname"
                + " (String), a field the reader's class lacks");
  }

  @Test
  void aValueTheReaderHoldsAsAnotherTypeIsNamedWithBothTypes() {
    // kryo-registered BigInteger-to-BigDecimal@zero forward: the scale byte left unread
    ObjectValue written = sample(field("value", scalar("java.math.BigDecimal", "0")));
    ObjectValue expected = sample(field("value", scalar("java.math.BigInteger", "0")));

    String detail = MisalignedRead.describe(new BytesRead(20, 21), written, expected, true);

    assertThat(detail)
        .isEqualTo(
            "misaligned read: read 20 of 21 bytes; every value the reader's class holds arrived"
                + " intact (value); 1 byte left unread after them; value was written as 0"
                + " (BigDecimal) and read as 0 (BigInteger)");
  }

  @Test
  void nestedWriterOnlyFieldsAreNamedByPathAndLongListsAreCapped() {
    List<ObjectValue.Field> held = new ArrayList<>();
    List<ObjectValue.Field> all = new ArrayList<>();
    for (int i = 1; i <= MisalignedRead.NAMES_SHOWN + 2; i++) {
      held.add(field("f" + i, text("x")));
      all.add(field("f" + i, text("x")));
    }
    for (int i = 1; i <= MisalignedRead.NAMES_SHOWN + 1; i++) {
      all.add(field("extra" + i, scalar("int", "1")));
    }
    all.add(field("address", sample(field("zip", text("SW1Y")))));
    held.add(field("address", sample()));

    String detail = MisalignedRead.describe(new BytesRead(10, 60), sample(all), sample(held), true);

    assertThat(detail)
        .contains("arrived intact (f1, f2, f3, f4 and 3 more)")
        .contains("50 bytes left unread after them")
        .contains(
            "the writer also wrote extra1 (int), extra2 (int), extra3 (int), extra4 (int) and 2"
                + " more, fields the reader's class lacks");
    assertThat(
            MisalignedRead.describe(
                new BytesRead(10, 60),
                sample(field("address", sample(field("zip", text("SW1Y"))))),
                sample(field("address", sample())),
                true))
        .endsWith("the writer also wrote address.zip (String), a field the reader's class lacks");
  }

  @Test
  void aReadPastTheEndOrWithWrongValuesSaysOnlyHowFarItWent() {
    ObjectValue written = sample(field("name", text("Ada")), field("nickname", text("E")));
    ObjectValue expected = sample(field("name", text("Ada")));

    assertThat(MisalignedRead.describe(new BytesRead(16, 39), written, expected, false))
        .isEqualTo("misaligned read: read 16 of 39 bytes");
    assertThat(MisalignedRead.describe(new BytesRead(70, 66), null, expected, true))
        .isEqualTo(
            "misaligned read: read 70 of 66 bytes, 4 past the end; every value the reader's class"
                + " holds arrived intact (name)");
  }

  @Test
  void theClassifierWordsAnIntactMisalignedReadThroughIt() {
    ObjectValue written = sample(field("name", text("Ada")), field("nickname", text("E")));
    ObjectValue expected = sample(field("name", text("Ada")));

    Verdict evolved =
        Classifier.classifyEvolved(
            written, expected, expected, Set.of(), Set.of(), false, new BytesRead(16, 18));
    Verdict intact =
        Classifier.classifyIntact(expected, expected, List.of(), Map.of(), new BytesRead(5, 8));
    Verdict wrong =
        Classifier.classifyEvolved(
            written,
            expected,
            sample(field("name", text("Bob"))),
            Set.of(),
            Set.of(),
            false,
            new BytesRead(16, 18));

    assertThat(evolved.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(evolved.mode()).isEqualTo(BytesRead.MISALIGNED);
    assertThat(evolved.detail())
        .isEqualTo(MisalignedRead.describe(new BytesRead(16, 18), written, expected, true))
        .contains("nickname (String)");
    assertThat(intact.detail())
        .isEqualTo(
            "misaligned read: read 5 of 8 bytes; every value the reader's class holds arrived"
                + " intact (name); 3 bytes left unread after them");
    assertThat(wrong.detail())
        .isEqualTo("misaligned read: read 16 of 18 bytes; name: expected \"Ada\", got \"Bob\"");
  }

  private static ObjectValue sample(ObjectValue.Field... fields) {
    return sample(List.of(fields));
  }

  private static ObjectValue sample(List<ObjectValue.Field> fields) {
    return new ObjectValue("x.Sample", 1, fields);
  }

  private static ObjectValue.Field field(String name, Value value) {
    return new ObjectValue.Field(name, value);
  }

  private static ScalarValue text(String text) {
    return ScalarValue.string(text);
  }

  private static ScalarValue scalar(String type, String text) {
    return new ScalarValue(type, text);
  }
}
