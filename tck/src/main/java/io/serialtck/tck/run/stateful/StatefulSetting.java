package io.serialtck.tck.run.stateful;

import io.serialtck.tck.plan.CategorySetting;

/**
 * The {@code stateful} category's setting: a plan that holds it asks the stateful cells (one held
 * serializer instance asked in sequences, over curated class versions of its own); a plan without
 * it asks none. The standard plan holds it.
 */
public record StatefulSetting() implements CategorySetting {

  /** The plan asks the stateful cells. */
  public static final StatefulSetting ASKED = new StatefulSetting();
}
