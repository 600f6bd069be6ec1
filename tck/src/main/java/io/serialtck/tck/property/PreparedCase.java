package io.serialtck.tck.property;

import io.serialtck.evolution.property.EvolutionCase;
import java.util.Map;

/**
 * A random case with its classes generated: v1's in the {@code old} world, the last version's in
 * the {@code new} world (for a case without steps, both worlds get v1).
 */
public record PreparedCase(
    EvolutionCase evolutionCase, Map<String, byte[]> oldWorld, Map<String, byte[]> newWorld) {

  public PreparedCase {
    oldWorld = Map.copyOf(oldWorld);
    newWorld = Map.copyOf(newWorld);
  }
}
