package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.value.Value;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/** Builds one {@link CatalogueKind}: its group and curated example first, then its texts. */
final class KindDeclaration {

  private final ComparisonGroup group;
  private final Evolution example;
  private final ClassShape base;
  private final Map<String, Value> firstValues = new HashMap<>();
  private final Map<String, Value> lastValues = new HashMap<>();

  private KindDeclaration(ComparisonGroup group, Evolution example, ClassShape base) {
    this.group = group;
    this.example = example;
    this.base = base;
  }

  /**
   * A kind whose curated example applies {@code example} to the shape {@code base} makes for the
   * example's package ({@link Examples#packageOf(String)} of its id).
   */
  static KindDeclaration example(
      ComparisonGroup group, Evolution example, Function<String, ClassShape> base) {
    return new KindDeclaration(group, example, base.apply(example.id()));
  }

  /** v1 of the curated example writes this value into the field. */
  KindDeclaration writes(String field, Value value) {
    firstValues.put(field, value);
    return this;
  }

  /** The last version of the curated example writes this value into the field. */
  KindDeclaration lastWrites(String field, Value value) {
    lastValues.put(field, value);
    return this;
  }

  /** The declared kind, with the catalogue table's texts and its picker for random shapes. */
  CatalogueKind declare(
      String exampleText,
      String valueMapping,
      String javaSpecification,
      BiFunction<ClassShape, Choices, Optional<Evolution>> picker) {
    return new CatalogueKind(
        group,
        base,
        example,
        firstValues,
        lastValues,
        new CatalogueKind.Text(exampleText, valueMapping, javaSpecification),
        picker);
  }

  /** A picker that applies {@code step} to one non-static field the predicate accepts. */
  static BiFunction<ClassShape, Choices, Optional<Evolution>> onField(
      Predicate<FieldShape> target, BiFunction<ClassShape, FieldShape, Evolution> step) {
    return (shape, choices) ->
        choices
            .oneOf(
                shape.fields().stream()
                    .filter(f -> !f.is(FieldModifier.STATIC))
                    .filter(target)
                    .toList())
            .map(f -> step.apply(shape, f));
  }
}
