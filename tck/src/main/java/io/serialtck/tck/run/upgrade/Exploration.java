package io.serialtck.tck.run.upgrade;

import io.serialtck.evolution.generate.ClassGenerator;

/**
 * What a pair's exploration cells ask: the run's explored cases and the generator that makes their
 * classes; {@link #NONE} when the pair has no exploration cell to run.
 */
public record Exploration(ExploredCases cases, ClassGenerator generator) {

  /** No exploration. */
  public static final Exploration NONE = new Exploration(null, null);

  boolean isEmpty() {
    return cases == null || cases.size() == 0;
  }
}
