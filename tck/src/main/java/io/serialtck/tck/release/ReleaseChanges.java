package io.serialtck.tck.release;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.ClassMapping;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.FieldLink;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What changed in a team's class graph between two releases, matched by name: a field of the same
 * name in the same class is the same field (a rename reads as a removal and an addition), a field
 * whose declared type or modifiers differ is evolved, an enum's constants are compared by name.
 *
 * @param evolved the mapping the expectation of each cell is derived with
 * @param lines one line per change, {@code com.example.OrderDto.quantity: long -> String}; empty
 *     when the releases hold the same classes
 */
public record ReleaseChanges(EvolvedClass evolved, List<String> lines) {

  public ReleaseChanges {
    lines = List.copyOf(lines);
  }

  private static final Set<FieldModifier> COMPARED =
      EnumSet.of(FieldModifier.TRANSIENT, FieldModifier.FINAL);

  /** The changes from {@code before} to {@code after}, two shapes of one root class. */
  public static ReleaseChanges between(TypeShape before, TypeShape after) {
    Map<String, TypeShape> beforeGraph = ShapeGraph.of(before);
    Map<String, TypeShape> afterGraph = ShapeGraph.of(after);
    Map<String, ClassMapping> mappings = new LinkedHashMap<>();
    List<String> lines = new ArrayList<>();
    for (TypeShape old : beforeGraph.values()) {
      TypeShape updated = afterGraph.get(old.name());
      if (updated == null) {
        lines.add(old.name() + ": only in the earlier release");
        continue;
      }
      if (old instanceof EnumShape oldEnum && updated instanceof EnumShape newEnum) {
        enumChanges(oldEnum, newEnum, lines);
        continue;
      }
      List<FieldLink> links = new ArrayList<>();
      Map<String, FieldShape> oldFields = byName(EvolvedClass.fieldsOf(old));
      Map<String, FieldShape> newFields = byName(EvolvedClass.fieldsOf(updated));
      oldFields.forEach(
          (name, field) -> {
            FieldShape other = newFields.get(name);
            if (other == null) {
              links.add(FieldLink.removed(name));
              lines.add(old.name() + "." + name + ": removed (was " + describe(field) + ")");
            } else if (describe(field).equals(describe(other))) {
              links.add(FieldLink.unchanged(name));
            } else {
              links.add(FieldLink.touched(name));
              lines.add(
                  old.name() + "." + name + ": " + describe(field) + " -> " + describe(other));
            }
          });
      newFields.forEach(
          (name, field) -> {
            if (!oldFields.containsKey(name)) {
              links.add(FieldLink.added(name));
              lines.add(old.name() + "." + name + ": added (" + describe(field) + ")");
            }
          });
      classChanges(old, updated, lines);
      mappings.put(old.name(), new ClassMapping(old.name(), updated.name(), links));
    }
    afterGraph.keySet().stream()
        .filter(name -> !beforeGraph.containsKey(name))
        .forEach(name -> lines.add(name + ": only in the later release"));
    return new ReleaseChanges(new EvolvedClass(before, after, mappings), lines);
  }

  private static void enumChanges(EnumShape before, EnumShape after, List<String> lines) {
    before.constants().stream()
        .filter(c -> !after.constants().contains(c))
        .forEach(c -> lines.add(before.name() + "." + c + ": constant removed"));
    after.constants().stream()
        .filter(c -> !before.constants().contains(c))
        .forEach(c -> lines.add(before.name() + "." + c + ": constant added"));
  }

  private static void classChanges(TypeShape before, TypeShape after, List<String> lines) {
    if (before instanceof ClassShape b && after instanceof ClassShape a) {
      if (b.serialVersionUid().isPresent() != a.serialVersionUid().isPresent()) {
        lines.add(
            b.name()
                + ": serialVersionUID "
                + (a.serialVersionUid().isPresent() ? "declared" : "no longer declared"));
      }
      if (b.persistence() != a.persistence()) {
        lines.add(b.name() + ": " + b.persistence() + " -> " + a.persistence());
      }
      Optional<String> oldParent = b.superclass().map(ClassShape::name);
      Optional<String> newParent = a.superclass().map(ClassShape::name);
      if (!oldParent.equals(newParent)) {
        lines.add(
            b.name()
                + ": superclass "
                + oldParent.orElse("none")
                + " -> "
                + newParent.orElse("none"));
      }
    } else if (!before.getClass().equals(after.getClass())) {
      lines.add(before.name() + ": " + kind(before) + " -> " + kind(after));
    }
  }

  private static String kind(TypeShape shape) {
    return shape.getClass().getSimpleName().replace("Shape", "").toLowerCase();
  }

  private static Map<String, FieldShape> byName(List<FieldShape> fields) {
    Map<String, FieldShape> byName = new LinkedHashMap<>();
    fields.forEach(f -> byName.put(f.name(), f));
    return byName;
  }

  /** A field's declared type and the modifiers that matter to a serializer. */
  static String describe(FieldShape field) {
    String modifiers =
        field.modifiers().stream()
            .filter(COMPARED::contains)
            .sorted()
            .map(m -> m.name().toLowerCase() + " ")
            .collect(Collectors.joining());
    return modifiers + describe(field.type());
  }

  static String describe(TypeRef type) {
    if (type instanceof TypeRef.ArrayType array) {
      return describe(array.component()) + "[]";
    }
    if (type instanceof TypeRef.ContainerType container) {
      return container.declared()
          + container.arguments().stream()
              .map(ReleaseChanges::describe)
              .collect(Collectors.joining(", ", "<", ">"));
    }
    return type.binaryName();
  }
}
