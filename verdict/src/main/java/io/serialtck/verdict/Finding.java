package io.serialtck.verdict;

import io.serialtck.spi.StructuralProperty;

/**
 * One thing a comparison found at one path of the reader's object.
 *
 * @param outcome what the finding alone makes of the cell: {@code ILL_TYPED}, {@code CORRUPTED},
 *     {@code LOSSY} or {@code ALTERED}
 * @param property for {@code ALTERED}, the structural property lost; else null
 * @param text the evidence, starting with the path
 */
record Finding(Outcome outcome, StructuralProperty property, String text) {

  static Finding illTyped(String text) {
    return new Finding(Outcome.ILL_TYPED, null, text);
  }

  static Finding corrupted(String text) {
    return new Finding(Outcome.CORRUPTED, null, text);
  }

  static Finding lossy(String text) {
    return new Finding(Outcome.LOSSY, null, text);
  }

  static Finding altered(StructuralProperty property, String text) {
    return new Finding(Outcome.ALTERED, property, text);
  }

  /** As the detail of a cell shows it: an altered property is named first. */
  String render() {
    return property == null ? text : property.whenLost() + ": " + text;
  }
}
