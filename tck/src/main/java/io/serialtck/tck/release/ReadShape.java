package io.serialtck.tck.release;

import io.serialtck.evolution.TypeShape;
import java.util.List;
import java.util.Set;

/**
 * A team's class as the kit's shape model holds it.
 *
 * @param shape the class and, through its fields' types, every class of the team it reaches
 * @param nullTypes the field types the kit has no values for (an interface, a JDK class it does not
 *     generate, a type that refers back to a class being read): such fields are written as null
 * @param notes one line per field written as null, naming the field and why
 */
public record ReadShape(TypeShape shape, Set<String> nullTypes, List<String> notes) {

  public ReadShape {
    nullTypes = Set.copyOf(nullTypes);
    notes = List.copyOf(notes);
  }
}
