package io.serialtck.tck.run.interop;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.serialtck.value.Value;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Judges the bytes a configuration wrote as a program in another language reads them: a strict JSON
 * parser (RFC 8259: UTF-8 without a byte order mark, one value and nothing after it, no duplicate
 * member, no comment, {@code NaN} or single quote) reads them, and the tree it sees is compared
 * with the fixture's one JSON form ({@link CanonicalJson}, {@link JsonDifferences}).
 *
 * <p>{@code PASS}: the parser read the fixture's values, each of its JSON type. {@code REJECTED}:
 * the parser refused the bytes ({@code read: not JSON}). {@code ALTERED}: every value is there,
 * with members the other program does not expect (type information such as {@code "@class"}).
 * {@code LOSSY}: a member with a value is missing. {@code CORRUPTED}: a value differs or has
 * another JSON type (a number written as a string, a type name wrapping a value in an array).
 */
final class WrittenJson {

  /** The mode of bytes a strict parser refused. */
  static final String NOT_JSON = "read: not JSON";

  /** The mode of a document with members other programs do not expect. */
  static final String EXTRA_MEMBERS = "extra members";

  private static final int DIFFERENCES_SHOWN = 5;

  private static final JsonMapper STRICT =
      JsonMapper.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
          .build();

  private WrittenJson() {}

  /** The verdict on {@code bytes}, a document of the fixture whose value is {@code expected}. */
  static Verdict judge(Value expected, byte[] bytes) {
    if (bytes.length >= 3
        && (bytes[0] & 0xff) == 0xef
        && (bytes[1] & 0xff) == 0xbb
        && (bytes[2] & 0xff) == 0xbf) {
      return notJson("it starts with a byte order mark, which RFC 8259 §8.1 forbids");
    }
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes))
              .toString();
    } catch (CharacterCodingException e) {
      return notJson("it is not UTF-8 (RFC 8259 §8.1): " + e.getMessage());
    }
    JsonNode tree;
    try {
      tree = STRICT.readTree(text);
    } catch (JsonProcessingException e) {
      return notJson(e.getOriginalMessage());
    }
    if (tree == null || tree.isMissingNode()) {
      return notJson("it holds no JSON value");
    }
    JsonDifferences differences = JsonDifferences.between(expected, tree);
    return verdict(differences);
  }

  private static Verdict notJson(String why) {
    return new Verdict(
        Outcome.REJECTED, "a strict JSON parser refused the bytes: " + why, "", NOT_JSON);
  }

  private static Verdict verdict(JsonDifferences differences) {
    List<JsonDifferences.Difference> found =
        differences.found().stream()
            .sorted(Comparator.comparingInt((JsonDifferences.Difference d) -> -d.outcome().rank()))
            .toList();
    if (found.isEmpty()) {
      String absent =
          differences.nullsLeftOut() == 0
              ? ""
              : "; " + differences.nullsLeftOut() + " null members left out, as absent";
      return new Verdict(
          Outcome.PASS, "a strict JSON parser read every value of its JSON type" + absent);
    }
    Outcome worst = found.get(0).outcome(); // sorted worst first
    String shown =
        found.stream()
            .limit(DIFFERENCES_SHOWN)
            .map(JsonDifferences.Difference::text)
            .collect(Collectors.joining("; "));
    String more =
        found.size() > DIFFERENCES_SHOWN
            ? "; and " + (found.size() - DIFFERENCES_SHOWN) + " more"
            : "";
    return new Verdict(worst, shown + more, "", worst == Outcome.ALTERED ? EXTRA_MEMBERS : "");
  }
}
