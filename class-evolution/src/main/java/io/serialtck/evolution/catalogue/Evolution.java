package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.mapping.EvolvedClass;

/**
 * One concrete change from a class shape v1 to v2 (a step): what changes, on which field, and how
 * values of v1 correspond to values of v2.
 */
public interface Evolution {

  /** The catalogue id of its kind, e.g. {@code field-added}; reports are keyed by it. */
  String id();

  /** One sentence on what this step changes. */
  String description();

  /**
   * Applies the change to {@code before}.
   *
   * @throws IllegalArgumentException when the shape lacks what the step changes (a field it names,
   *     a superclass it removes); a shrunk shape may
   */
  EvolvedClass apply(ClassShape before);

  /**
   * Each step applied in turn to {@code base}: element i maps version i+1 to version i+2.
   *
   * @throws IllegalArgumentException when a step follows a record, or does not apply
   */
  static java.util.List<EvolvedClass> chain(ClassShape base, java.util.List<Evolution> steps) {
    java.util.List<EvolvedClass> evolved = new java.util.ArrayList<>();
    io.serialtck.evolution.TypeShape current = base;
    for (Evolution step : steps) {
      if (!(current instanceof ClassShape shape)) {
        throw new IllegalArgumentException("step " + step.id() + " follows a record");
      }
      EvolvedClass next = step.apply(shape);
      evolved.add(next);
      current = next.after();
    }
    return evolved;
  }
}
