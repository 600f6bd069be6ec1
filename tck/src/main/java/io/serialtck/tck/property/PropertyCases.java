package io.serialtck.tck.property;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.property.CaseGenerator;
import io.serialtck.evolution.property.EvolutionCase;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The random cases of every property, generated once per run and shared by every configuration: try
 * {@code i} of every property uses seed {@code seed + i}; each property's classes live in a package
 * of its own, so all of them fit in one pair of worlds.
 */
public final class PropertyCases {

  /** Steps in a {@link Property#SAFETY} chain, at most. */
  public static final int SAFETY_STEPS = 3;

  private final Map<Property, List<PreparedCase>> cases;

  private PropertyCases(Map<Property, List<PreparedCase>> cases) {
    this.cases = cases;
  }

  public static PropertyCases none() {
    return new PropertyCases(new EnumMap<>(Property.class));
  }

  public static PropertyCases generate(
      List<Property> properties, long seed, int tries, ClassGenerator classes) {
    Map<Property, List<PreparedCase>> cases = new EnumMap<>(Property.class);
    for (Property property : properties) {
      CaseGenerator generator = generator(property);
      List<PreparedCase> prepared = new ArrayList<>(tries);
      for (int i = 0; i < tries; i++) {
        EvolutionCase evolutionCase = generator.generate(seed + i);
        Map<String, byte[]> oldWorld = classes.generate(evolutionCase.base());
        Map<String, byte[]> newWorld =
            evolutionCase.steps().isEmpty() ? oldWorld : classes.generate(evolutionCase.last());
        prepared.add(new PreparedCase(evolutionCase, oldWorld, newWorld));
      }
      cases.put(property, List.copyOf(prepared));
    }
    return new PropertyCases(cases);
  }

  /** The generator of a property's cases; the same for every run. */
  public static CaseGenerator generator(Property property) {
    String packagePrefix = "serialtck.gen." + property.id();
    return switch (property) {
      case FIDELITY -> new CaseGenerator(List.of(), 1, packagePrefix);
      case SAFETY -> new CaseGenerator(Catalogue.kinds(), SAFETY_STEPS, packagePrefix);
      case CONSISTENCY -> new CaseGenerator(Catalogue.kinds(), 1, packagePrefix);
    };
  }

  public List<PreparedCase> of(Property property) {
    return cases.getOrDefault(property, List.of());
  }

  public int count() {
    return cases.values().stream().mapToInt(List::size).sum();
  }
}
