package io.serialtck.tck.run.cell;

import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.value.Value;
import io.serialtck.value.ValueClasses;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The classes a configuration is told of before one side of a cell writes or reads ({@link
 * io.serialtck.spi.SerializerConfiguration#registerClasses}): those of the side's object in the
 * order of {@link ValueClasses}, then the side's other generated classes (a superclass, an enum or
 * a nested class the values do not reach), in the order of its class graph.
 */
public final class CellClasses {

  private CellClasses() {}

  /** The classes told to the side that writes or reads {@code object} as {@code shape}. */
  public static List<String> of(Value object, TypeShape shape) {
    Set<String> classes = new LinkedHashSet<>(ValueClasses.of(object));
    classes.addAll(ShapeGraph.of(shape).keySet());
    return List.copyOf(classes);
  }
}
