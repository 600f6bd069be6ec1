package io.serialtck.tck.compare;

import io.serialtck.evolution.mapping.Defaults;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.tck.Outcome;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Compares what the reader produced with the {@link Expectation} and names the outcome. Every
 * difference has a path ({@code address.zip}, {@code tags[1]}): a difference outside the evolved
 * paths, or an object of the wrong class, is {@link Outcome#CORRUPTED}; an evolved value left at
 * its type's default instead of the expected value is {@link Outcome#LOSSY}; an evolved value with
 * some other value is {@link Outcome#CORRUPTED}.
 */
public final class Classifier {

  private Classifier() {}

  /** One difference between expected and actual. */
  record Difference(String path, Value expected, Value actual) {
    String render() {
      return (path.isEmpty() ? "object" : path)
          + ": expected "
          + expected.render()
          + ", got "
          + actual.render();
    }
  }

  public static Verdict classify(Expectation expectation, Value actual) {
    return classify(
        expectation.expected(),
        expectation::isEvolved,
        expectation.converted(),
        expectation.evolvedPaths().isEmpty() ? "" : " (unchanged by the evolution)",
        actual);
  }

  /**
   * A round trip where nothing evolved (a flexibility fixture): any difference from the expected
   * value is corruption.
   */
  public static Verdict classifyIntact(Value expected, Value actual) {
    return classify(expected, path -> false, false, "", actual);
  }

  private static Verdict classify(
      Value expectedValue,
      Predicate<String> isEvolved,
      boolean converted,
      String untouchedNote,
      Value actual) {
    Value expected = CanonicalValues.of(expectedValue);
    Value read = CanonicalValues.of(actual);
    if (expected instanceof ObjectValue root
        && (!(read instanceof ObjectValue object)
            || !object.className().equals(root.className()))) {
      return new Verdict(
          Outcome.CORRUPTED,
          "wrong shape: expected a " + root.className() + ", got " + read.render());
    }
    List<Difference> differences = new ArrayList<>();
    compare("", expected, read, differences);
    List<String> corrupted = new ArrayList<>();
    List<String> lost = new ArrayList<>();
    for (Difference difference : differences) {
      boolean evolved = isEvolved.test(difference.path());
      if (evolved && Defaults.isDefault(difference.actual())) {
        lost.add(difference.render());
      } else {
        corrupted.add(difference.render() + (evolved ? "" : untouchedNote));
      }
    }
    if (!corrupted.isEmpty()) {
      corrupted.addAll(lost);
      return new Verdict(Outcome.CORRUPTED, String.join("; ", corrupted));
    }
    if (!lost.isEmpty()) {
      return new Verdict(Outcome.LOSSY, String.join("; ", lost));
    }
    return new Verdict(Outcome.PASS, converted ? "converted" : "");
  }

  /** Collects differences, descending into objects of the same class and equal-size containers. */
  private static void compare(
      String path, Value expected, Value givenActual, List<Difference> out) {
    Value actual = JdkSubclasses.asExpectedClass(expected, givenActual);
    if (expected.equals(actual)) {
      return;
    }
    if (expected instanceof ObjectValue e
        && actual instanceof ObjectValue a
        && e.className().equals(a.className())) {
      for (ObjectValue.Field field : e.fields()) {
        String fieldPath = path.isEmpty() ? field.name() : path + "." + field.name();
        Optional<Value> got = a.field(field.name());
        if (got.isEmpty()) {
          out.add(
              new Difference(
                  fieldPath, field.value(), new OpaqueValue("missing", "no such field")));
        } else {
          compare(fieldPath, field.value(), got.get(), out);
        }
      }
      return;
    }
    if (expected instanceof MapValue e
        && actual instanceof MapValue a
        && e.entries().size() == a.entries().size()
        && sameContainer(expected, actual)) {
      for (int i = 0; i < e.entries().size(); i++) {
        MapValue.Entry want = e.entries().get(i);
        MapValue.Entry got = a.entries().get(i);
        compare(path + "{key " + i + "}", want.key(), got.key(), out);
        compare(path + "[" + want.key().render() + "]", want.value(), got.value(), out);
      }
      return;
    }
    List<Value> expectedElements = elements(expected);
    List<Value> actualElements = elements(actual);
    if (expectedElements != null
        && actualElements != null
        && expectedElements.size() == actualElements.size()
        && sameContainer(expected, actual)) {
      for (int i = 0; i < expectedElements.size(); i++) {
        compare(path + "[" + i + "]", expectedElements.get(i), actualElements.get(i), out);
      }
      return;
    }
    out.add(new Difference(path, expected, actual));
  }

  private static List<Value> elements(Value value) {
    if (value instanceof CollectionValue c) {
      return c.elements();
    } else if (value instanceof ArrayValue a) {
      return a.elements();
    } else if (value instanceof MapValue m) {
      List<Value> flat = new ArrayList<>();
      m.entries()
          .forEach(
              entry -> {
                flat.add(entry.key());
                flat.add(entry.value());
              });
      return flat;
    }
    return null;
  }

  private static boolean sameContainer(Value expected, Value actual) {
    if (expected instanceof CollectionValue e && actual instanceof CollectionValue a) {
      return e.className().equals(a.className()) && e.ordered() == a.ordered();
    } else if (expected instanceof MapValue e && actual instanceof MapValue a) {
      return e.className().equals(a.className());
    } else if (expected instanceof ArrayValue e && actual instanceof ArrayValue a) {
      return e.componentType().equals(a.componentType());
    }
    return false;
  }
}
