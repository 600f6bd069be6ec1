package io.serialtck.tck.run.registration;

import io.serialtck.tck.plan.CategorySetting;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.Collection;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The {@code registration-order} category's setting: the configurations whose class registration
 * numbers the classes in the order given ({@link ConfigurationInfo#registrationAssignsIds()}),
 * which its cells are asked of. A plan without it asks none.
 *
 * @param configurations the ids of those configurations
 */
public record OrderedRegistrations(Set<String> configurations) implements CategorySetting {

  public OrderedRegistrations {
    configurations = Set.copyOf(configurations);
  }

  /** Those of these configurations that declare their class registration assigns ids in order. */
  public static OrderedRegistrations of(Collection<ConfigurationInfo> configurations) {
    return new OrderedRegistrations(
        configurations.stream()
            .filter(ConfigurationInfo::registrationAssignsIds)
            .map(ConfigurationInfo::id)
            .collect(Collectors.toSet()));
  }

  /** Whether the cells are asked of this configuration. */
  public boolean asks(String configuration) {
    return configurations.contains(configuration);
  }
}
