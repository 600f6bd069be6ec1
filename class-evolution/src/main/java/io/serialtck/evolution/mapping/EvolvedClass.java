package io.serialtck.evolution.mapping;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ClassStyle;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Both versions of a class and how the classes of their graphs correspond. A class without an
 * explicit {@link ClassMapping} keeps its name and maps every field to the field of the same name,
 * untouched.
 *
 * @param mappings explicit mappings, keyed by the class's name in the old version
 */
public record EvolvedClass(TypeShape before, TypeShape after, Map<String, ClassMapping> mappings) {

  public EvolvedClass {
    mappings = Map.copyOf(mappings);
  }

  /** An evolution that changes only the root's fields. */
  public static EvolvedClass ofRoot(TypeShape before, TypeShape after, List<FieldLink> links) {
    return new EvolvedClass(
        before, after, Map.of(before.name(), new ClassMapping(before.name(), after.name(), links)));
  }

  /**
   * The same evolution with every generated class in another style, renamed into that style's
   * package ({@link ClassStyle#className}); field correspondences are unchanged.
   */
  public EvolvedClass restyled(ClassStyle style) {
    UnaryOperator<TypeShape> restyle =
        shape -> {
          TypeShape renamed = shape.withName(style.className(shape.name()));
          return renamed instanceof ClassShape c ? c.withStyle(style) : renamed;
        };
    Map<String, ClassMapping> renamed = new LinkedHashMap<>();
    mappings.forEach(
        (name, mapping) ->
            renamed.put(
                style.className(name),
                new ClassMapping(
                    style.className(mapping.beforeName()),
                    style.className(mapping.afterName()),
                    mapping.links())));
    return new EvolvedClass(
        ShapeGraph.map(before, restyle), ShapeGraph.map(after, restyle), renamed);
  }

  /** The mapping of a class named so in the old version, toward the new one. */
  public ClassMapping fromBefore(String beforeName) {
    ClassMapping explicit = mappings.get(beforeName);
    return explicit != null ? explicit : identity(beforeName, before);
  }

  /** The mapping of a class named so in the new version, toward the old one. */
  public ClassMapping fromAfter(String afterName) {
    return mappings.values().stream()
        .filter(m -> m.afterName().equals(afterName))
        .findFirst()
        .map(ClassMapping::inverse)
        .orElseGet(() -> identity(afterName, after));
  }

  private static ClassMapping identity(String name, TypeShape root) {
    List<FieldLink> links =
        fieldsOf(ShapeGraph.of(root).get(name)).stream()
            .map(f -> FieldLink.unchanged(f.name()))
            .toList();
    return new ClassMapping(name, name, links);
  }

  /** The instance fields a value of this shape holds, as a value tree lists them. */
  public static List<FieldShape> fieldsOf(TypeShape shape) {
    if (shape instanceof ClassShape c) {
      return c.instanceFields();
    } else if (shape instanceof RecordShape r) {
      return r.components();
    }
    return List.of();
  }
}
