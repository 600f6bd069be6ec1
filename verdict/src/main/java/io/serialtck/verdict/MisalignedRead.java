package io.serialtck.verdict;

import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * How the detail words a misaligned read ({@link BytesRead#misaligned()}), the one place that does.
 * A read whose values are wrong says so in its other findings; a read whose every value arrived
 * says which values those are, how many bytes it left unread, and what the writer wrote that
 * explains them: a field the reader's class lacks ({@code field-added} forward) or a value the
 * reader's class holds as another type ({@code BigInteger-to-BigDecimal} forward, whose scale
 * Kryo's {@code BigInteger} serializer leaves unread). Where the values read match only because of
 * the value written, {@link ConversionEvidence} adds {@link #coincidence}.
 */
final class MisalignedRead {

  /** How many names of intact fields, or of the writer's own fields, the detail lists. */
  static final int NAMES_SHOWN = 4;

  private MisalignedRead() {}

  /**
   * The finding of a misaligned read.
   *
   * @param written what the writer's object held, or null where the caller does not know
   * @param expected what a faithful reader holds
   * @param valuesIntact whether every value of the read equals {@code expected} (a structural
   *     property may still be lost)
   */
  static String describe(BytesRead bytes, Value written, Value expected, boolean valuesIntact) {
    if (!valuesIntact) {
      return bytes.describe();
    }
    List<String> parts = new ArrayList<>();
    parts.add(bytes.describe());
    parts.add("every value the reader's class holds arrived intact" + fieldNames(expected));
    long unread = bytes.total() - bytes.consumed();
    if (unread > 0) {
      parts.add(unread + (unread == 1 ? " byte" : " bytes") + " left unread after them");
    }
    if (written != null) {
      WriterDifferences differences = new WriterDifferences();
      differences.compare("", written, expected);
      if (!differences.writerOnly.isEmpty()) {
        parts.add(
            "the writer also wrote "
                + capped(differences.writerOnly)
                + (differences.writerOnly.size() == 1 ? ", a field" : ", fields")
                + " the reader's class lacks");
      }
      parts.addAll(
          differences.retyped.subList(0, Math.min(NAMES_SHOWN, differences.retyped.size())));
    }
    return String.join("; ", parts);
  }

  /** Why a value read as expected proves nothing: {@code evidence} shows the read not following. */
  static String coincidence(String evidence) {
    return "the match is a coincidence of the value written: " + evidence;
  }

  private static String fieldNames(Value expected) {
    if (!(expected instanceof ObjectValue object) || object.fields().isEmpty()) {
      return "";
    }
    return " (" + capped(object.fields().stream().map(ObjectValue.Field::name).toList()) + ")";
  }

  /** {@code a, b, c, d and 5 more}. */
  private static String capped(List<String> names) {
    if (names.size() <= NAMES_SHOWN) {
      return String.join(", ", names);
    }
    return String.join(", ", names.subList(0, NAMES_SHOWN))
        + " and "
        + (names.size() - NAMES_SHOWN)
        + " more";
  }

  /** What the writer's object holds that the reader's does not, or holds as another type. */
  private static final class WriterDifferences {
    private final List<String> writerOnly = new ArrayList<>();
    private final List<String> retyped = new ArrayList<>();

    void compare(String path, Value written, Value expected) {
      if (written instanceof ObjectValue writer && expected instanceof ObjectValue reader) {
        for (ObjectValue.Field field : writer.fields()) {
          String at = Paths.field(path, field.name());
          reader
              .field(field.name())
              .ifPresentOrElse(
                  held -> compare(at, field.value(), held),
                  () -> writerOnly.add(at + " (" + typeOf(field.value()) + ")"));
        }
      } else if (!typeOf(written).equals(typeOf(expected))) {
        retyped.add(
            Paths.shown(path)
                + " was written as "
                + written.render()
                + " and read as "
                + expected.render());
      }
    }
  }

  private static String typeOf(Value value) {
    String type = value.getClass().getSimpleName();
    if (value instanceof ScalarValue scalar) {
      type = scalar.type();
    } else if (value instanceof ObjectValue object) {
      type = object.className();
    } else if (value instanceof EnumValue constant) {
      type = constant.className();
    } else if (value instanceof CollectionValue collection) {
      type = collection.className();
    } else if (value instanceof MapValue map) {
      type = map.className();
    } else if (value instanceof ArrayValue array) {
      type = array.componentType() + "[]";
    } else if (value instanceof NullValue) {
      type = "null";
    }
    return type.substring(type.lastIndexOf('.') + 1);
  }
}
