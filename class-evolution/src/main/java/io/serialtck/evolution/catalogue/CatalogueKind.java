package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.value.Value;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * One kind of class change of the catalogue, declared once ({@link Catalogue}, {@link
 * TypeChanges}): its curated example, the score group it counts in, the texts of the catalogue's
 * table, and how it picks the same change for a random shape in property runs. Its id is its
 * example step's.
 *
 * @param group the group of the comparison score its cells count in
 * @param base the curated example's v1: {@code serialtck.gen.<id>.Sample} and what it needs
 * @param evolution the curated example's step from v1 to v2
 * @param firstValues what v1 writes beyond the curated example's common values ({@link
 *     CuratedValues#common()}), by field name
 * @param lastValues what v2 writes instead of v1's values converted, by field name
 * @param text what the catalogue's table says of it
 * @param picker the same change picked for a random shape, or empty when the shape offers nothing
 *     to change
 */
public record CatalogueKind(
    ComparisonGroup group,
    ClassShape base,
    Evolution evolution,
    Map<String, Value> firstValues,
    Map<String, Value> lastValues,
    Text text,
    BiFunction<ClassShape, Choices, Optional<Evolution>> picker)
    implements EvolutionKind {

  /**
   * The catalogue table's columns for one kind.
   *
   * @param example the change in the curated example
   * @param valueMapping how a value of v1 corresponds to one of v2
   * @param javaSpecification its place in section 5.6 of the Java Object Serialization
   *     Specification
   */
  public record Text(String example, String valueMapping, String javaSpecification) {}

  public CatalogueKind {
    Objects.requireNonNull(group, "group");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(picker, "picker");
    firstValues = Map.copyOf(firstValues);
    lastValues = Map.copyOf(lastValues);
  }

  @Override
  public String id() {
    return evolution.id();
  }

  /** The curated example's v1 and v2 and how their fields correspond. */
  public EvolvedClass evolved() {
    return evolution.apply(base);
  }

  @Override
  public Optional<Evolution> pick(ClassShape shape, Choices choices) {
    return picker.apply(shape, choices).filter(this::ofThisKind);
  }

  private boolean ofThisKind(Evolution step) {
    if (!step.id().equals(id())) {
      throw new IllegalStateException("kind " + id() + " picked a step of kind " + step.id());
    }
    return true;
  }
}
