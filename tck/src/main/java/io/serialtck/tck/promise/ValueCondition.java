package io.serialtck.tck.promise;

/**
 * Which evolution cells a clause speaks of by the values they carry: a promise about lossless
 * changes speaks of the cells whose written values the reader's fields can hold exactly, one about
 * lossy conversions of those whose values they cannot ({@link Representability}).
 */
public enum ValueCondition {
  /** Every cell, whatever it carries. */
  ANY,
  /** Only cells whose every written value the reader can hold exactly. */
  REPRESENTABLE,
  /** Only cells with a written value the reader cannot hold exactly. */
  UNREPRESENTABLE
}
