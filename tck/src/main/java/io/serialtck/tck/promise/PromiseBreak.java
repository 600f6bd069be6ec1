package io.serialtck.tck.promise;

import io.serialtck.tck.Direction;
import io.serialtck.verdict.Outcome;

/**
 * A cell whose outcome breaks a clause of a promise its configuration's library documents.
 *
 * @param promise the promise's id
 * @param clause what the broken clause says
 * @param category the cell's category
 * @param scenario the cell's scenario
 * @param direction the cell's direction
 * @param outcome the cell's outcome
 * @param mode the cell's mode
 */
public record PromiseBreak(
    String promise,
    String clause,
    String category,
    String scenario,
    Direction direction,
    Outcome outcome,
    String mode) {

  /** The cell as the baseline names it, {@code category/scenario/direction}. */
  public String cell() {
    return category + "/" + scenario + "/" + direction.id();
  }
}
