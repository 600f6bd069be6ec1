package io.serialtck.tck.run.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The strict reading of a configuration's bytes against the one JSON form, on documents that a JSON
 * library could write: the form itself passes, and each way of leaving it gets its outcome.
 */
class WrittenJsonTest {

  /** {@code {"id": Long.MAX_VALUE, "ratio": 0.1, "name": "é😀", "comment": null, "kind": GREEN}} */
  private static final Value SAMPLE =
      new ObjectValue(
          "Sample",
          1,
          List.of(
              new ObjectValue.Field("id", new ScalarValue("long", "9223372036854775807")),
              new ObjectValue.Field("ratio", new ScalarValue("double", "0.1")),
              new ObjectValue.Field(
                  "name", new ScalarValue("java.lang.String", "\u00e9\uD83D\uDE00")),
              new ObjectValue.Field("comment", NullValue.NULL),
              new ObjectValue.Field("kind", new EnumValue("Color", "GREEN")),
              new ObjectValue.Field(
                  "tags",
                  new CollectionValue(
                      "java.util.HashSet",
                      2,
                      false,
                      List.of(
                          new ScalarValue("java.lang.String", "a"),
                          new ScalarValue("java.lang.String", "b")))),
              new ObjectValue.Field(
                  "blob",
                  new ArrayValue(
                      "byte",
                      3,
                      List.of(
                          new ScalarValue("byte", "-1"),
                          new ScalarValue("byte", "0"),
                          new ScalarValue("byte", "127"))))));

  private static final String FORM =
      "{\"id\":9223372036854775807,\"ratio\":0.1,\"name\":\"\u00e9\uD83D\uDE00\","
          + "\"comment\":null,\"kind\":\"GREEN\",\"tags\":[\"a\",\"b\"],\"blob\":\"/wB/\"}";

  @Test
  void theOneFormIsWhatTheDocumentOfTheValueHolds() {
    assertThat(new String(CanonicalJson.document(SAMPLE), StandardCharsets.UTF_8)).isEqualTo(FORM);
  }

  @Test
  void theOneFormPasses() {
    Verdict verdict = WrittenJson.judge(SAMPLE, utf8(FORM));

    assertThat(verdict.outcome()).as(verdict.detail()).isEqualTo(Outcome.PASS);
    assertThat(verdict.detail()).doesNotContain("left out");
  }

  static final List<String> ALSO_PASSING =
      List.of(
          // another order of members, and of an unordered collection's elements
          "{\"blob\":\"/wB/\",\"tags\":[\"b\",\"a\"],\"kind\":\"GREEN\",\"comment\":null,"
              + "\"name\":\"\u00e9\uD83D\uDE00\",\"ratio\":0.1,\"id\":9223372036854775807}",
          // escapes, white space, numbers of the same value in another notation
          "{ \"id\" : 9.223372036854775807E18, \"ratio\" : 1.0e-1, \"name\" :"
              + " \"\\u00e9\\ud83d\\ude00\", \"comment\" : null, \"kind\" : \"GREEN\","
              + " \"tags\" : [ \"a\" , \"b\" ], \"blob\" : \"/wB/\" }\n");

  @ParameterizedTest
  @FieldSource("ALSO_PASSING")
  void aDocumentOfTheSameValuesInAnotherSpellingPasses(String document) {
    Verdict verdict = WrittenJson.judge(SAMPLE, utf8(document));

    assertThat(verdict.outcome()).as(verdict.detail()).isEqualTo(Outcome.PASS);
  }

  @Test
  void aNullMemberLeftOutPassesAndIsCounted() {
    Verdict verdict = WrittenJson.judge(SAMPLE, utf8(FORM.replace("\"comment\":null,", "")));

    assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
    assertThat(verdict.detail()).contains("1 null members left out");
  }

  @Test
  void aTypeNameBesideEveryValueIsAltered() {
    Verdict verdict =
        WrittenJson.judge(SAMPLE, utf8(FORM.replace("{\"id\"", "{\"@class\":\"x.Sample\",\"id\"")));

    assertThat(verdict.outcome()).isEqualTo(Outcome.ALTERED);
    assertThat(verdict.mode()).isEqualTo(WrittenJson.EXTRA_MEMBERS);
    assertThat(verdict.detail())
        .contains("`$` has a member other programs do not expect: \"@class\": \"x.Sample\"");
  }

  @Test
  void aMissingValueIsLossy() {
    Verdict verdict = WrittenJson.judge(SAMPLE, utf8(FORM.replace("\"kind\":\"GREEN\",", "")));

    assertThat(verdict.outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(verdict.detail()).contains("`$.kind` is missing");
  }

  static final List<List<String>> CORRUPTING =
      List.of(
          // a long past 2^53 written as a string, as some set-ups do for JavaScript's sake
          List.of("9223372036854775807,", "\"9223372036854775807\",", "`$.id`: the string"),
          // the same long rounded to a double
          List.of("9223372036854775807,", "9.223372036854776E18,", "`$.id`: the number"),
          // one more than the value: a pass must follow the value written
          List.of("9223372036854775807,", "9223372036854775806,", "`$.id`"),
          List.of("0.1,", "0.10000000149011612,", "`$.ratio`"),
          // an enum by its ordinal
          List.of("\"GREEN\"", "1", "`$.kind`: the number 1 where \"GREEN\" is expected"),
          // a type name wrapping the collection, as Jackson's default typing writes it
          List.of("[\"a\",\"b\"]", "[\"java.util.HashSet\",[\"a\",\"b\"]]", "`$.tags`: an array"),
          List.of("[\"a\",\"b\"]", "[\"a\",\"a\"]", "`$.tags`"),
          List.of("\"/wB/\"", "[-1,0,127]", "`$.blob`"),
          List.of("null,\"kind\"", "\"\",\"kind\"", "`$.comment`"),
          List.of("\u00e9", "e\u0301", "`$.name`"));

  @ParameterizedTest
  @FieldSource("CORRUPTING")
  void aValueThatDiffersOrHasAnotherJsonTypeIsCorrupted(List<String> change) {
    Verdict verdict = WrittenJson.judge(SAMPLE, utf8(FORM.replace(change.get(0), change.get(1))));

    assertThat(verdict.outcome()).as(verdict.detail()).isEqualTo(Outcome.CORRUPTED);
    assertThat(verdict.detail()).contains(change.get(2));
  }

  static final List<String> NOT_JSON =
      List.of(
          FORM + "{}",
          FORM.replace("\"ratio\":0.1", "\"ratio\":NaN"),
          FORM.replace("\"ratio\":0.1", "\"ratio\":0.1,\"ratio\":0.1"),
          FORM.replace("\"kind\":\"GREEN\"", "'kind':'GREEN'"),
          FORM.replace("{\"id\"", "{/* seed */\"id\""),
          FORM.replace("9223372036854775807", "09223372036854775807"),
          "",
          "\uFEFF" + FORM);

  @ParameterizedTest
  @FieldSource("NOT_JSON")
  void whatAStrictParserRefusesIsRejectedAsNotJson(String document) {
    Verdict verdict = WrittenJson.judge(SAMPLE, utf8(document));

    assertThat(verdict.outcome()).as(verdict.detail()).isEqualTo(Outcome.REJECTED);
    assertThat(verdict.mode()).isEqualTo(WrittenJson.NOT_JSON);
    assertThat(verdict.detail()).startsWith("a strict JSON parser refused the bytes: ");
  }

  @Test
  void bytesThatAreNotUtf8AreRejected() {
    byte[] latin1 = FORM.replace("\uD83D\uDE00", "").getBytes(StandardCharsets.ISO_8859_1);

    Verdict verdict = WrittenJson.judge(SAMPLE, latin1);

    assertThat(verdict.outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(verdict.detail()).contains("not UTF-8");
  }

  @Test
  void binaryBytesAreRejected() {
    Verdict verdict = WrittenJson.judge(SAMPLE, new byte[] {(byte) 0xac, (byte) 0xed, 0, 5});

    assertThat(verdict.outcome()).isEqualTo(Outcome.REJECTED);
  }

  @Test
  void aValueWithoutOneJsonFormIsTheKitsError() {
    Value opaque =
        new ObjectValue(
            "Holder",
            1,
            List.of(new ObjectValue.Field("at", new OpaqueValue("java.time.Instant", "x"))));

    assertThatThrownBy(() -> CanonicalJson.document(opaque))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("$.at");
    assertThatThrownBy(
            () ->
                CanonicalJson.document(
                    new ObjectValue(
                        "Holder",
                        1,
                        List.of(
                            new ObjectValue.Field(
                                "at", new ScalarValue("java.time.Instant", "x"))))))
        .hasMessageContaining("a java.time.Instant has no one JSON form");
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
