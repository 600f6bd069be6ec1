package io.serialtck.evolution.catalogue;

import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The values every curated example writes, by field name: every version writes the same samples
 * ({@code name} "Ada Lovelace", {@code count} 36, ...), and a kind's declaration adds or replaces
 * what its change needs ({@link CatalogueKind#firstValues()}).
 */
public final class CuratedValues {

  private CuratedValues() {}

  /** A fresh modifiable map of the common values. */
  public static Map<String, Value> common() {
    Map<String, Value> samples = new HashMap<>();
    samples.put("name", ScalarValue.string("Ada Lovelace"));
    samples.put("count", new ScalarValue("int", "36"));
    samples.put("quantity", new ScalarValue("int", "36"));
    samples.put("amount", new ScalarValue("int", "36"));
    samples.put("nickname", ScalarValue.string("Enchantress of Numbers"));
    samples.put("label", ScalarValue.string("analyst"));
    samples.put(
        "tags",
        new CollectionValue(
            "java.util.ArrayList",
            0,
            true,
            List.of(ScalarValue.string("mathematician"), ScalarValue.string("writer"))));
    samples.put("colour", colour("GREEN"));
    samples.put(
        "address",
        new ObjectValue(
            "Address",
            0,
            List.of(
                new ObjectValue.Field("street", ScalarValue.string("12 St James's Square")),
                new ObjectValue.Field("city", ScalarValue.string("London")),
                new ObjectValue.Field("zip", ScalarValue.string("SW1Y 4JH")))));
    return samples;
  }

  /** A constant of the examples' {@code Colour} enum. */
  public static EnumValue colour(String constant) {
    // the class name is fitted to each version's enum when the object is built
    return new EnumValue("Colour", constant);
  }
}
