package io.serialtck.tck.repro;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.DeepStack;
import io.serialtck.value.EnumValue;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.StaleStateValue;
import io.serialtck.value.Value;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the JSON a reproducer's {@code Dump} prints back into the kit's value tree: one object per
 * value, its kind named by its first key ({@code scalar}, {@code null}, {@code enum}, {@code
 * object}, {@code collection}, {@code map}, {@code array}, {@code ref}, {@code illTyped}, {@code
 * opaque}, {@code stale}).
 */
public final class ValueJson {

  /**
   * How deep the JSON may nest: a container is two or three levels of it (its object, its array of
   * elements or fields, a field's object), and the kit's walks carry {@link DeepStack#DEPTH}
   * containers, past the 1,000 levels Jackson allows by default (an exploration case's deep field
   * nests up to 1,050 lists).
   */
  static final int MAX_NESTING = 4 * DeepStack.DEPTH;

  private static final ObjectMapper JSON =
      new ObjectMapper(
          JsonFactory.builder()
              .streamReadConstraints(
                  StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build())
              .build());

  private ValueJson() {}

  /**
   * @throws IllegalArgumentException when the text is not such JSON
   */
  public static Value parse(String json) {
    try {
      return value(JSON.readTree(json));
    } catch (IOException e) {
      throw new IllegalArgumentException("not a value's JSON: " + e.getMessage(), e);
    }
  }

  private static Value value(JsonNode node) {
    if (node.has("null")) {
      return NullValue.NULL;
    } else if (node.has("scalar")) {
      return new ScalarValue(text(node, "scalar"), text(node, "text"));
    } else if (node.has("enum")) {
      return new EnumValue(text(node, "enum"), text(node, "constant"));
    } else if (node.has("ref")) {
      return new RefValue(node.get("ref").asInt());
    } else if (node.has("opaque")) {
      return new OpaqueValue(text(node, "opaque"), text(node, "text"));
    } else if (node.has("stale")) {
      return new StaleStateValue(value(node.get("stale")), text(node, "faithful"));
    } else if (node.has("illTyped")) {
      return new IllTypedValue(text(node, "illTyped"), value(node.get("value")));
    } else if (node.has("object")) {
      List<ObjectValue.Field> fields = new ArrayList<>();
      for (JsonNode field : node.get("fields")) {
        fields.add(new ObjectValue.Field(text(field, "name"), value(field.get("value"))));
      }
      return new ObjectValue(text(node, "object"), id(node), fields);
    } else if (node.has("collection")) {
      return new CollectionValue(
          text(node, "collection"), id(node), node.get("ordered").asBoolean(), elements(node));
    } else if (node.has("array")) {
      return new ArrayValue(text(node, "array"), id(node), elements(node));
    } else if (node.has("map")) {
      List<MapValue.Entry> entries = new ArrayList<>();
      for (JsonNode entry : node.get("entries")) {
        entries.add(new MapValue.Entry(value(entry.get("key")), value(entry.get("value"))));
      }
      return new MapValue(text(node, "map"), id(node), node.get("ordered").asBoolean(), entries);
    }
    throw new IllegalArgumentException("not a value's JSON: " + node);
  }

  private static List<Value> elements(JsonNode node) {
    List<Value> elements = new ArrayList<>();
    for (JsonNode element : node.get("elements")) {
      elements.add(value(element));
    }
    return elements;
  }

  private static int id(JsonNode node) {
    return node.get("id").asInt();
  }

  private static String text(JsonNode node, String key) {
    JsonNode text = node.get(key);
    if (text == null || !text.isTextual()) {
      throw new IllegalArgumentException("a value's JSON lacks its text '" + key + "': " + node);
    }
    return text.asText();
  }
}
