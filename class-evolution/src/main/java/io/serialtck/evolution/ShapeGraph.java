package io.serialtck.evolution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Every generated type a shape reaches: itself, its superclasses, the types of its fields and the
 * subtypes of a polymorphic type.
 */
public final class ShapeGraph {

  private ShapeGraph() {}

  /** The reachable shapes by name, the root first. Two shapes under one name are an error. */
  public static Map<String, TypeShape> of(TypeShape root) {
    Map<String, TypeShape> found = new LinkedHashMap<>();
    visit(root, found);
    return found;
  }

  private static void visit(TypeShape shape, Map<String, TypeShape> found) {
    TypeShape previous = found.putIfAbsent(shape.name(), shape);
    if (previous != null) {
      if (!previous.equals(shape)) {
        throw new IllegalArgumentException("two shapes named " + shape.name());
      }
      return;
    }
    if (shape instanceof ClassShape c) {
      c.superclass().ifPresent(s -> visit(s, found));
      c.superclassArguments().forEach(a -> visitType(a, found));
      c.fields().forEach(f -> visitType(f.type(), found));
    } else if (shape instanceof RecordShape r) {
      r.components().forEach(f -> visitType(f.type(), found));
    } else if (shape instanceof PolymorphicShape p) {
      p.subtypes().forEach(subtype -> visit(subtype, found));
    }
  }

  private static void visitType(TypeRef type, Map<String, TypeShape> found) {
    if (type instanceof TypeRef.GeneratedType generated) {
      visit(generated.shape(), found);
      generated.arguments().forEach(a -> visitType(a, found));
    } else if (type instanceof TypeRef.ArrayType array) {
      visitType(array.component(), found);
    } else if (type instanceof TypeRef.ContainerType container) {
      if (container.made() != null) {
        visit(container.made(), found);
      }
      container.arguments().forEach(a -> visitType(a, found));
    }
  }

  /** The same graph with every generated type renamed. */
  public static TypeShape rename(TypeShape shape, UnaryOperator<String> names) {
    return map(shape, t -> t.withName(names.apply(t.name())));
  }

  /**
   * The graph rebuilt bottom-up: the types a shape reaches are mapped first, then the shape itself,
   * so {@code change} sees every generated type once per use.
   */
  public static TypeShape map(TypeShape shape, UnaryOperator<TypeShape> change) {
    if (shape instanceof RecordShape r) {
      return change.apply(r.withComponents(mapFields(r.components(), change)));
    } else if (shape instanceof PolymorphicShape p) {
      return change.apply(
          new PolymorphicShape(
              p.name(), p.subtypes().stream().map(subtype -> map(subtype, change)).toList()));
    } else if (shape instanceof ClassShape c) {
      return change.apply(
          c.withSuperclass(
                  c.superclass().map(s -> (ClassShape) map(s, change)),
                  c.superclassArguments().stream().map(a -> mapType(a, change)).toList())
              .withFields(fields -> mapFields(fields, change)));
    }
    return change.apply(shape);
  }

  /** The same graph with every generated class in the given style, names unchanged. */
  public static TypeShape inStyle(TypeShape shape, ClassStyle style) {
    return map(shape, t -> t instanceof ClassShape c ? c.withStyle(style) : t);
  }

  /** The graph with every type that {@code change} maps to another shape replaced by it. */
  public static TypeShape replace(TypeShape shape, UnaryOperator<TypeShape> change) {
    return map(shape, change);
  }

  private static List<FieldShape> mapFields(
      List<FieldShape> fields, UnaryOperator<TypeShape> change) {
    List<FieldShape> mapped = new ArrayList<>();
    fields.forEach(f -> mapped.add(f.withType(mapType(f.type(), change))));
    return mapped;
  }

  private static TypeRef mapType(TypeRef type, UnaryOperator<TypeShape> change) {
    if (type instanceof TypeRef.GeneratedType generated) {
      return new TypeRef.GeneratedType(
          map(generated.shape(), change),
          generated.arguments().stream().map(a -> mapType(a, change)).toList());
    } else if (type instanceof TypeRef.ArrayType array) {
      return new TypeRef.ArrayType(mapType(array.component(), change));
    } else if (type instanceof TypeRef.ContainerType container) {
      List<TypeRef> arguments =
          container.arguments().stream().map(a -> mapType(a, change)).toList();
      if (container.made() == null) {
        return new TypeRef.ContainerType(
            container.declared(), container.implementation(), arguments);
      }
      ContainerClassShape made = (ContainerClassShape) change.apply(container.made());
      return new TypeRef.ContainerType(container.declared(), made.name(), arguments, made);
    }
    return type;
  }
}
