package io.serialtck.tck.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StructuralDigestTest {

  record Holder(String name, byte[] bytes, List<Object> items) {}

  record Other(String name, byte[] bytes, List<Object> items) {}

  private static String digestOf(Object value) {
    MessageDigest digest = ContentDigest.sha256();
    StructuralDigest.update(digest, value);
    return HexFormat.of().formatHex(digest.digest());
  }

  private static byte[] large(int seed) {
    byte[] bytes = new byte[StructuralDigest.KEPT_DIGEST_LENGTH * 3];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) (i * 31 + seed);
    }
    return bytes;
  }

  @Test
  void aLargeArrayGivesTheSameDigestWhetherItsOwnDigestWasKeptOrNot() {
    byte[] bytes = large(1);
    String first = digestOf(new Holder("a", bytes, List.of()));
    String again = digestOf(new Holder("a", bytes, List.of()));
    String equalCopy = digestOf(new Holder("a", bytes.clone(), List.of()));

    assertThat(again).isEqualTo(first);
    assertThat(equalCopy).isEqualTo(first);
  }

  @Test
  void aLargeArrayChangedInPlaceGivesAnotherDigest() {
    byte[] bytes = large(2);
    String before = digestOf(new Holder("a", bytes, List.of()));
    bytes[bytes.length / 2]++;
    String after = digestOf(new Holder("a", bytes, List.of()));

    assertThat(after).isNotEqualTo(before);
    assertThat(after).isEqualTo(digestOf(new Holder("a", bytes.clone(), List.of())));
  }

  @Test
  void arraysJustBelowAndAtTheKeptLengthDifferByContent() {
    for (int length :
        new int[] {StructuralDigest.KEPT_DIGEST_LENGTH - 1, StructuralDigest.KEPT_DIGEST_LENGTH}) {
      byte[] one = new byte[length];
      byte[] other = new byte[length];
      other[length - 1] = 1;
      assertThat(digestOf(one)).as("length %d", length).isNotEqualTo(digestOf(other));
      assertThat(digestOf(one)).as("length %d", length).isEqualTo(digestOf(one.clone()));
    }
  }

  @Test
  void aLoneSurrogateIsNotAQuestionMark() {
    assertThat(digestOf("a\uD800")).isNotEqualTo(digestOf("a?"));
    assertThat(digestOf("a\uD800".repeat(StructuralDigest.KEPT_DIGEST_LENGTH)))
        .isNotEqualTo(digestOf("a?".repeat(StructuralDigest.KEPT_DIGEST_LENGTH)));
  }

  @Test
  void aLongStringGivesTheSameDigestWhetherItsOwnDigestWasKeptOrNot() {
    String text = "7".repeat(StructuralDigest.KEPT_DIGEST_LENGTH * 3);
    String first = digestOf(new Holder(text, null, List.of()));
    String again = digestOf(new Holder(text, null, List.of()));
    String equalCopy = digestOf(new Holder(new String(text.toCharArray()), null, List.of()));

    assertThat(again).isEqualTo(first);
    assertThat(equalCopy).isEqualTo(first);
  }

  @Test
  void stringsJustBelowAndAtTheKeptLengthDifferByContent() {
    for (int length :
        new int[] {StructuralDigest.KEPT_DIGEST_LENGTH - 1, StructuralDigest.KEPT_DIGEST_LENGTH}) {
      String one = "1".repeat(length);
      String other = "1".repeat(length - 1) + "2";
      assertThat(digestOf(one)).as("length %d", length).isNotEqualTo(digestOf(other));
      assertThat(digestOf(List.of(one))).as("length %d", length).isNotEqualTo(digestOf(one));
    }
    assertThat(digestOf("1".repeat(StructuralDigest.KEPT_DIGEST_LENGTH)))
        .isNotEqualTo(digestOf("1".repeat(StructuralDigest.KEPT_DIGEST_LENGTH + 1)));
  }

  @Test
  void recordsOfTheSameComponentsButAnotherTypeDiffer() {
    byte[] bytes = new byte[] {1, 2, 3};
    assertThat(digestOf(new Holder("a", bytes, List.of(1))))
        .isNotEqualTo(digestOf(new Other("a", bytes, List.of(1))));
  }

  @Test
  void structureCountsNotOnlyTheConcatenatedText() {
    assertThat(digestOf(List.of("ab", "c"))).isNotEqualTo(digestOf(List.of("a", "bc")));
    assertThat(digestOf(Map.of("k", List.of()))).isNotEqualTo(digestOf(Map.of("k", "")));
    assertThat(digestOf(Arrays.asList(1, null))).isNotEqualTo(digestOf(Arrays.asList(null, 1)));
  }
}
