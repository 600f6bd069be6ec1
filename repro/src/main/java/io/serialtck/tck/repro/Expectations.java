package io.serialtck.tck.repro;

import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import io.serialtck.value.ObjectValue;
import io.serialtck.verdict.CanonicalValues;

/** What the reader of an evolution cell should hold, derived exactly as the cell derived it. */
final class Expectations {

  private Expectations() {}

  /**
   * The expectation of the cell's direction through the scenario's chain, from what the writer
   * wrote (the tree the writer captured of the object it really wrote, as the kit takes it).
   */
  static Expectation of(CellResult cell, ScenarioClasses classes, ObjectValue written) {
    ObjectValue canonical = (ObjectValue) CanonicalValues.of(written);
    return cell.direction() == Direction.BACKWARD
        ? ExpectedValues.throughChain(canonical, classes.steps())
        : ExpectedValues.backThroughChain(canonical, classes.steps());
  }
}
