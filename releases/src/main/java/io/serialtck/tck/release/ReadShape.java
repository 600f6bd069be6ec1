package io.serialtck.tck.release;

import io.serialtck.evolution.TypeShape;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A team's class as the kit's shape model holds it.
 *
 * @param shape the class and, through its fields' types, every class of the team it reaches
 * @param nullTypes the field types the kit has no values for (an interface, a JDK class it does not
 *     generate, a type that refers back to a class being read): such fields are written as null
 * @param notes one line per field written as null, naming the field and why
 * @param constructed per class, the fields its construction sets to something else than their
 *     type's default ({@link ConstructedDefaults}); empty until {@link #withConstructed}
 * @param samples the team's own values of the classes of the graph ({@link TeamSamples}), written
 *     before any value the kit makes
 * @param wire what the classes declare about their wire form ({@link WireNames}): Jackson's names,
 *     Java serialization's persistent fields and hooks
 */
public record ReadShape(
    TypeShape shape,
    Set<String> nullTypes,
    List<String> notes,
    Map<String, Map<String, Value>> constructed,
    TeamSamples samples,
    WireNames wire) {

  public ReadShape {
    nullTypes = Set.copyOf(nullTypes);
    notes = List.copyOf(notes);
    constructed = Map.copyOf(constructed);
  }

  public ReadShape(TypeShape shape, Set<String> nullTypes, List<String> notes, WireNames wire) {
    this(shape, nullTypes, notes, Map.of(), TeamSamples.NONE, wire);
  }

  /** The same shape with what its classes' construction gives their fields, read in the loader. */
  ReadShape withConstructed(ClassLoader loader) {
    List<String> allNotes = new ArrayList<>(notes);
    Map<String, Map<String, Value>> values = ConstructedDefaults.of(shape, loader, allNotes);
    return new ReadShape(shape, nullTypes, allNotes, values, samples, wire);
  }

  /** The same classes as a library of this wire contract sees them ({@link WireContract#view}). */
  ReadShape as(TypeShape viewed) {
    return new ReadShape(viewed, nullTypes, notes, constructed, samples, wire);
  }

  /** The same shape with the team's samples of its classes. */
  ReadShape withSamples(TeamSamples teamSamples) {
    return new ReadShape(shape, nullTypes, notes, constructed, teamSamples.within(shape), wire);
  }
}
