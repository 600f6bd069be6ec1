package io.serialtck.tck.run.interop;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.plan.Plan;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Category {@code interop}: JSON that other programs read. Asked of the configurations that declare
 * JSON as their format ({@link JsonWriters}, held by the standard plan): for each fixture of {@link
 * JsonDocuments}, a {@code json-out:} cell (what it writes, read by a strict JSON parser and
 * compared with the fixture's one JSON form) and a {@code json-in:} cell (that form, as a program
 * in another language writes it, read by the configuration), on the configuration's own worker
 * ({@link InteropCells}).
 */
public final class InteropCategory implements MatrixCategory {

  /** The category's id. */
  public static final String ID = "interop";

  /** The scenario prefix of the cells of what a configuration writes. */
  public static final String OUT = "json-out:";

  /** The scenario prefix of the cells of what a configuration reads. */
  public static final String IN = "json-in:";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "json s";
  }

  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    boolean asked = plan.setting(JsonWriters.class).filter(w -> w.asks(configuration)).isPresent();
    List<CellKey> keys = new ArrayList<>();
    if (asked) {
      for (String id : JsonDocuments.CRITERIA) {
        keys.add(new CellKey(configuration, ID, OUT + id, Direction.ROUNDTRIP));
        keys.add(new CellKey(configuration, ID, IN + id, Direction.ROUNDTRIP));
      }
    }
    return keys;
  }

  @Override
  public String noCellsHint() {
    return "its cells are asked only of configurations that declare JSON as their format";
  }

  @Override
  public boolean reorderable() {
    return true;
  }

  /** Makes each fixture's value in the harness once, for the fixtures some cell asks. */
  @Override
  public PreparedCategory prepare(Preparation preparation) {
    Map<String, Value> values = new LinkedHashMap<>();
    for (String id : JsonDocuments.CRITERIA) {
      if (preparation.runs(
          k ->
              k.category().equals(ID)
                  && (k.scenario().equals(OUT + id) || k.scenario().equals(IN + id)))) {
        values.put(id, JsonDocuments.value(id));
      }
    }
    return cells ->
        new InteropCells(cells.exchanges(), cells.recorder())
            .run(values, scenario -> cells.runs(ID, scenario, Direction.ROUNDTRIP));
  }

  /** What a {@code json-out:} cell asks. */
  public static final String OUT_ASKS =
      "the configuration writes the fixture; a strict JSON parser (RFC 8259: UTF-8, one value,"
          + " no duplicate member, comment or `NaN`) reads the bytes, as a program in another"
          + " language would";

  /** When a {@code json-out:} cell passes. */
  public static final String OUT_PASS =
      "the parser reads every value of the fixture in its one JSON form, and no other member"
          + " (REJECTED: not JSON; ALTERED: members such as type names besides every value;"
          + " LOSSY: a member with a value missing; CORRUPTED: a value differs or has another"
          + " JSON type)";

  /** What a {@code json-in:} cell asks. */
  public static final String IN_ASKS =
      "the configuration reads the fixture's one JSON form, as a program in another language"
          + " writes it, without metadata";

  /** When a {@code json-in:} cell passes. */
  public static final String IN_PASS = "every value arrives intact, as in a flexibility cell";

  /**
   * The one JSON form of a fixture's value ({@link CanonicalJson}), in words: what both kinds of
   * cell compare with.
   */
  public static final String ONE_JSON_FORM =
      "an object's fields are members named as the fields, a null field `null` (a member left out"
          + " reads alike); a string or `char` a string; a `boolean` `true` or `false`; an"
          + " integer type an exact integer however large; a `float`, `double` or `BigDecimal` a"
          + " number of the same value (JSON numbers have no scale); an enum constant its name;"
          + " an array or collection an array (in order when the collection keeps one); a"
          + " `byte[]` a base64 string (RFC 4648); a map of string keys an object";

  /** The anchor of the {@code json-out:} cells' entry in the docs page {@code interop}. */
  public static final String OUT_ANCHOR = "json-out";

  /** The anchor of the {@code json-in:} cells' entry in the docs page {@code interop}. */
  public static final String IN_ANCHOR = "json-in";

  /**
   * A row names what is asked and when it passes; its entry is in the docs page {@code interop}.
   */
  @Override
  public Optional<RowText> describe(String scenario) {
    if (asks(scenario, OUT)) {
      return Optional.of(
          RowText.of(
              "a strict JSON parser reads what it wrote of `" + fixture(scenario) + "`",
              "PASS when " + OUT_PASS,
              new RowText.Docs(ID, OUT_ANCHOR)));
    }
    if (asks(scenario, IN)) {
      return Optional.of(
          RowText.of(
              "it reads `" + fixture(scenario) + "` as a program in another language writes it",
              "PASS when " + IN_PASS,
              new RowText.Docs(ID, IN_ANCHOR)));
    }
    return Optional.empty();
  }

  /**
   * The criterion id of an interop cell's scenario: {@code TestObject} of {@code
   * json-out:TestObject}.
   */
  public static String fixture(String scenario) {
    return scenario.substring(scenario.indexOf(':') + 1);
  }

  private static boolean asks(String scenario, String prefix) {
    return scenario.startsWith(prefix)
        && JsonDocuments.CRITERIA.contains(scenario.substring(prefix.length()));
  }
}
