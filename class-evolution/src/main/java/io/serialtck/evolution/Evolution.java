package io.serialtck.evolution;

/** A named change from a class shape v1 to v2, with the field correspondence comparisons need. */
public interface Evolution {

  /** Stable id, e.g. {@code field-added}; reports and baselines are keyed by it. */
  String id();

  /** One sentence on what changes. */
  String description();

  /** Applies the change to {@code before}, keeping its name. */
  EvolvedClass apply(ClassShape before);
}
