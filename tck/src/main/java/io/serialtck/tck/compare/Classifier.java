package io.serialtck.tck.compare;

import io.serialtck.evolution.TypeRef;
import io.serialtck.tck.Outcome;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Compares what the reader produced with the {@link Expectation}, field by field, and names the
 * outcome: a wrong value in an untouched field or an object of the wrong class is {@link
 * Outcome#CORRUPTED}; an evolved field left at its default instead of the expected value is {@link
 * Outcome#LOSSY}; an evolved field holding some other value is {@link Outcome#CORRUPTED}.
 */
public final class Classifier {

  private Classifier() {}

  public static Verdict classify(Expectation expectation, Value actual) {
    ObjectValue expected = (ObjectValue) CanonicalValues.of(expectation.expected());
    Value canonicalActual = CanonicalValues.of(actual);
    if (!(canonicalActual instanceof ObjectValue read)
        || !read.className().equals(expected.className())) {
      return new Verdict(
          Outcome.CORRUPTED,
          "wrong shape: expected a " + expected.className() + ", got " + canonicalActual.render());
    }
    List<String> corrupted = new ArrayList<>();
    List<String> lost = new ArrayList<>();
    for (ObjectValue.Field field : expected.fields()) {
      Optional<Value> got = read.field(field.name());
      if (got.isEmpty()) {
        corrupted.add(field.name() + ": missing from the reader's object");
        continue;
      }
      if (got.get().equals(field.value())) {
        continue;
      }
      String difference =
          field.name() + ": expected " + field.value().render() + ", got " + got.get().render();
      boolean evolved = expectation.evolvedFields().contains(field.name());
      if (evolved && isDefault(got.get())) {
        lost.add(difference);
      } else {
        corrupted.add(difference + (evolved ? "" : " (field unchanged by the evolution)"));
      }
    }
    if (!corrupted.isEmpty()) {
      List<String> all = new ArrayList<>(corrupted);
      all.addAll(lost);
      return new Verdict(Outcome.CORRUPTED, String.join("; ", all));
    }
    if (!lost.isEmpty()) {
      return new Verdict(Outcome.LOSSY, String.join("; ", lost));
    }
    return new Verdict(Outcome.PASS, expectation.converted() ? "converted" : "");
  }

  private static boolean isDefault(Value value) {
    return value.equals(NullValue.NULL)
        || (value instanceof ScalarValue scalar
            && ExpectedValues.defaultOf(new TypeRef(scalar.type(), List.of())).equals(scalar));
  }
}
