package io.serialtck.tck.run.interop;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.spi.Fixture;
import io.serialtck.value.Value;
import io.serialtck.worker.ValueCapture;
import java.util.List;

/**
 * The flexibility fixtures the {@code interop} cells write and read: those whose values all have
 * one form in JSON that programs in other languages agree on ({@link CanonicalJson}). The seed
 * object of the race and a session, then numbers past 2<sup>53</sup> and with a scale, enum names,
 * a record, nulls and text beyond the Basic Multilingual Plane.
 */
public final class JsonDocuments {

  /** The criteria whose fixtures are asked, in the order their cells are recorded. */
  public static final List<String> CRITERIA =
      List.of(
          "TestObject",
          "session-1KB",
          "BigDecimal-scale",
          "enum",
          "record",
          "null-fields",
          "unicode-surrogates");

  private JsonDocuments() {}

  /** The criterion of this id, one of {@link #CRITERIA}. */
  static Criterion criterion(String id) {
    if (!CRITERIA.contains(id)) {
      throw new IllegalArgumentException(
          "'" + id + "' is no fixture of the interop cells; they are " + CRITERIA);
    }
    return FlexibilityCriteria.criterion(id);
  }

  /**
   * The value of a criterion's fixture, made and captured in the harness as a worker captures what
   * it writes: what a faithful JSON document of it holds. Fixtures make the same object every time.
   *
   * @throws IllegalStateException when the fixture cannot be made here
   */
  static Value value(String id) {
    Criterion criterion = criterion(id);
    try {
      Fixture fixture =
          (Fixture) Class.forName(criterion.fixtureClass()).getDeclaredConstructor().newInstance();
      return ValueCapture.capture(fixture.create(), fixture.rootType());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(
          "cannot make the fixture of '" + id + "' in the harness: " + e, e);
    }
  }
}
