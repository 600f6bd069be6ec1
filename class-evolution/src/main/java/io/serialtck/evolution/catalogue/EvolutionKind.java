package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import java.util.Optional;

/** A kind of class change from the catalogue, able to pick a concrete step for any shape. */
public interface EvolutionKind {

  String id();

  /** A step of this kind for the shape, or empty when the shape offers nothing to change. */
  Optional<Evolution> pick(ClassShape shape, Choices choices);
}
