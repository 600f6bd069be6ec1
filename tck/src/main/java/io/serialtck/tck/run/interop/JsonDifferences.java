package io.serialtck.tck.run.interop;

import com.fasterxml.jackson.databind.JsonNode;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.Outcome;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where a parsed JSON tree differs from a value's one JSON form ({@link CanonicalJson}), walked
 * from the root ({@code $}) with each difference's path. A member absent where the value is null is
 * no difference: programs in other languages read both alike.
 */
final class JsonDifferences {

  /**
   * One difference.
   *
   * @param outcome what it makes of the cell: {@code ALTERED} for a member other programs do not
   *     expect, {@code LOSSY} for a missing one, {@code CORRUPTED} for a value that differs
   * @param text where and what, in words
   */
  record Difference(Outcome outcome, String text) {}

  private static final int SHOWN_CHARACTERS = 60;

  private final List<Difference> found = new ArrayList<>();
  private int nullsLeftOut;

  private JsonDifferences() {}

  /** The differences of {@code actual} from the one JSON form of {@code expected}. */
  static JsonDifferences between(Value expected, JsonNode actual) {
    JsonDifferences differences = new JsonDifferences();
    differences.compare(expected, actual, "$");
    return differences;
  }

  /** What differs, in the order found. */
  List<Difference> found() {
    return List.copyOf(found);
  }

  /** How many null members the document left out. */
  int nullsLeftOut() {
    return nullsLeftOut;
  }

  private void compare(Value expected, JsonNode actual, String path) {
    if (expected instanceof NullValue) {
      if (!actual.isNull()) {
        corrupted(path, "null", actual);
      }
    } else if (expected instanceof ScalarValue scalar) {
      scalar(scalar, actual, path);
    } else if (expected instanceof EnumValue constant) {
      if (!actual.isTextual() || !actual.textValue().equals(constant.constant())) {
        corrupted(path, "\"" + constant.constant() + "\"", actual);
      }
    } else if (expected instanceof ObjectValue object) {
      Map<String, Value> members = new LinkedHashMap<>();
      object.fields().forEach(f -> members.put(f.name(), f.value()));
      members(members, actual, path);
    } else if (expected instanceof MapValue map) {
      Map<String, Value> members = new LinkedHashMap<>();
      map.entries().forEach(e -> members.put(CanonicalJson.memberName(e.key(), path), e.value()));
      members(members, actual, path);
    } else if (expected instanceof ArrayValue array && CanonicalJson.isBytes(array)) {
      bytes(array, actual, path);
    } else if (expected instanceof ArrayValue array) {
      elements(array.elements(), true, actual, path);
    } else if (expected instanceof CollectionValue collection) {
      elements(collection.elements(), collection.ordered(), actual, path);
    } else {
      throw new IllegalArgumentException(path + ": " + expected.render() + " has no one JSON form");
    }
  }

  private void scalar(ScalarValue scalar, JsonNode actual, String path) {
    String type = scalar.type();
    boolean same;
    String wanted;
    if (CanonicalJson.TEXTS.contains(type)) {
      same = actual.isTextual() && actual.textValue().equals(scalar.text());
      wanted = "the string " + shown(quoted(scalar.text()));
    } else if (CanonicalJson.BOOLEANS.contains(type)) {
      same = actual.isBoolean() && actual.booleanValue() == Boolean.parseBoolean(scalar.text());
      wanted = scalar.text();
    } else if (CanonicalJson.NUMBERS.contains(type)) {
      BigDecimal number = CanonicalJson.number(scalar);
      same = actual.isNumber() && actual.decimalValue().compareTo(number) == 0;
      wanted = "the number " + scalar.text();
    } else {
      throw new IllegalArgumentException(path + ": a " + type + " has no one JSON form");
    }
    if (!same) {
      corrupted(path, wanted, actual);
    }
  }

  private void members(Map<String, Value> expected, JsonNode actual, String path) {
    if (!actual.isObject()) {
      corrupted(path, "an object", actual);
      return;
    }
    expected.forEach(
        (name, value) -> {
          JsonNode member = actual.get(name);
          String at = path + "." + name;
          if (member != null) {
            compare(value, member, at);
          } else if (value instanceof NullValue) {
            nullsLeftOut++;
          } else {
            found.add(new Difference(Outcome.LOSSY, "`" + at + "` is missing"));
          }
        });
    for (Iterator<String> names = actual.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!expected.containsKey(name)) {
        found.add(
            new Difference(
                Outcome.ALTERED,
                "`"
                    + path
                    + "` has a member other programs do not expect: "
                    + shown(quoted(name) + ": " + actual.get(name))));
      }
    }
  }

  private void elements(List<Value> expected, boolean ordered, JsonNode actual, String path) {
    if (!actual.isArray()) {
      corrupted(path, "an array of " + expected.size(), actual);
      return;
    }
    if (actual.size() != expected.size()) {
      corrupted(path, "an array of " + expected.size(), actual);
      return;
    }
    if (ordered) {
      for (int i = 0; i < expected.size(); i++) {
        compare(expected.get(i), actual.get(i), path + "[" + i + "]");
      }
      return;
    }
    List<JsonNode> unmatched = new ArrayList<>();
    actual.forEach(unmatched::add);
    for (Value element : expected) {
      JsonNode match =
          unmatched.stream()
              .filter(candidate -> between(element, candidate).found.isEmpty())
              .findFirst()
              .orElse(null);
      if (match == null) {
        corrupted(path, "an element " + element.render(), actual);
        return;
      }
      unmatched.remove(match);
    }
  }

  private void bytes(ArrayValue array, JsonNode actual, String path) {
    byte[] expected = CanonicalJson.bytes(array);
    boolean same;
    try {
      same =
          actual.isTextual()
              && Arrays.equals(Base64.getDecoder().decode(actual.textValue()), expected);
    } catch (IllegalArgumentException notBase64) {
      same = false;
    }
    if (!same) {
      corrupted(path, "a base64 string of " + expected.length + " bytes", actual);
    }
  }

  private void corrupted(String path, String wanted, JsonNode actual) {
    found.add(
        new Difference(
            Outcome.CORRUPTED,
            "`" + path + "`: " + shown(describe(actual)) + " where " + wanted + " is expected"));
  }

  private static String describe(JsonNode node) {
    if (node.isTextual()) {
      return "the string " + quoted(node.textValue());
    }
    if (node.isNumber()) {
      return "the number " + node;
    }
    if (node.isObject()) {
      return "an object " + node;
    }
    if (node.isArray()) {
      return "an array " + node;
    }
    return node.toString();
  }

  private static String quoted(String text) {
    return "\"" + text + "\"";
  }

  private static String shown(String text) {
    return text.length() <= SHOWN_CHARACTERS ? text : text.substring(0, SHOWN_CHARACTERS) + "…";
  }
}
