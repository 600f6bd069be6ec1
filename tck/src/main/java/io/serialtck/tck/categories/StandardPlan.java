package io.serialtck.tck.categories;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.run.hostile.HostileDepth;
import io.serialtck.tck.run.interop.JsonWriters;
import io.serialtck.tck.run.registration.OrderedRegistrations;
import io.serialtck.tck.run.stateful.StatefulSetting;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.Collection;
import java.util.List;

/**
 * The one factory of the standard plan every front end starts from ({@code run}, {@code baseline},
 * {@code compare}, the Maven plugin, the JUnit route): the common part a {@link Plan} holds, and
 * the settings of the kit's categories that a default run asks. A front end adds what it is told
 * (upgrades, a filter, a depth) to what this returns.
 */
public final class StandardPlan {

  private StandardPlan() {}

  /**
   * The whole default matrix ({@link #full}) with the {@code registration-order} cells of those of
   * {@code configurations} whose registration numbers classes in order, and the {@code interop}
   * cells of those that declare JSON as their format.
   */
  public static Plan of(int tries, Collection<ConfigurationInfo> configurations) {
    return full(tries)
        .with(OrderedRegistrations.of(configurations))
        .with(JsonWriters.of(configurations));
  }

  /**
   * The whole default matrix: every criterion, evolution scenario and property, the {@code hostile}
   * cells at {@link HostileDepth#QUICK} and the {@code stateful} cells.
   */
  public static Plan full(int tries) {
    return new Plan(
            FlexibilityCriteria.all(), EvolutionScenarios.all(), List.of(Property.values()), tries)
        .with(HostileDepth.QUICK)
        .with(StatefulSetting.ASKED);
  }
}
