package io.serialtck.tck.release;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.PolymorphicShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.ClassMapping;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.tck.release.ReleaseChange.Kind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What changed in a team's class graph between two releases, matched by name: a field of the same
 * name in the same class is the same field, a field whose declared type or modifiers differ is
 * evolved, an enum's constants are compared by name and order. A field removed and a field added in
 * the same class with the same declared type are a possible rename: the removal says so and names
 * how to declare it ({@link Renames}); a declared rename links the two fields, so that the value
 * written must arrive under the new name.
 *
 * <p>The fields are matched as a library of one wire contract sees them ({@link FieldChanges}):
 * under Jackson's, by the names its annotations give them.
 *
 * @param evolved the mapping the expectation of each {@code backward} cell is derived with
 * @param forwardEvolved the mapping of each {@code forward} cell: the same but for names only the
 *     later release reads (a Jackson alias)
 * @param changes every change, in the order the classes and their fields are declared; empty when
 *     the releases hold the same classes
 * @param renamesUsed the declared renames this graph applied ({@code class.oldField})
 * @param renames the renames the team declared, which another contract's view applies again
 */
public record ReleaseChanges(
    EvolvedClass evolved,
    EvolvedClass forwardEvolved,
    List<ReleaseChange> changes,
    Set<String> renamesUsed,
    Renames renames) {

  public ReleaseChanges {
    changes = List.copyOf(changes);
    renamesUsed = Set.copyOf(renamesUsed);
  }

  /** The mapping a cell's expectation is derived with: {@code backward} when the old one writes. */
  public EvolvedClass evolved(boolean fromOld) {
    return fromOld ? evolved : forwardEvolved;
  }

  private static final Set<FieldModifier> COMPARED =
      EnumSet.of(FieldModifier.TRANSIENT, FieldModifier.FINAL);

  /** One line per change, {@code com.example.OrderDto.quantity: long -> java.lang.String}. */
  public List<String> lines() {
    return changes.stream().map(ReleaseChange::line).toList();
  }

  /** The changes from {@code before} to {@code after}, two shapes of one root class. */
  public static ReleaseChanges between(TypeShape before, TypeShape after) {
    return between(before, after, Renames.NONE);
  }

  /**
   * The changes from {@code before} to {@code after} with the renames a team declared.
   *
   * @throws IllegalArgumentException when a declared rename of a class of this graph names a field
   *     the later release still has, or a new name the later release does not add
   */
  public static ReleaseChanges between(TypeShape before, TypeShape after, Renames renames) {
    return between(before, after, renames, FieldChanges.Wire.FIELDS);
  }

  /**
   * The changes from {@code before} to {@code after} with the renames a team declared, the fields
   * matched as a library of {@code wire}'s contract sees them.
   */
  static ReleaseChanges between(
      TypeShape before, TypeShape after, Renames renames, FieldChanges.Wire wire) {
    Map<String, TypeShape> beforeGraph = ShapeGraph.of(before);
    Map<String, TypeShape> afterGraph = ShapeGraph.of(after);
    Map<String, ClassMapping> mappings = new LinkedHashMap<>();
    Map<String, ClassMapping> forwardMappings = new LinkedHashMap<>();
    List<ReleaseChange> changes = new ArrayList<>();
    Set<String> renamesUsed = new LinkedHashSet<>();
    Set<String> subtypesChanged = subtypesChanged(beforeGraph, afterGraph);
    Map<String, String> moved = moved(beforeGraph, afterGraph, subtypesChanged);
    for (TypeShape old : beforeGraph.values()) {
      TypeShape updated = afterGraph.get(old.name());
      if (updated == null && moved.containsKey(old.name())) {
        updated = afterGraph.get(moved.get(old.name()));
        changes.add(
            new ReleaseChange(
                Kind.CLASS_MOVED,
                old.name(),
                "",
                "moved to "
                    + updated.name()
                    + " (the same simple name): a library that writes class names cannot find"
                    + " the old one",
                Optional.of(updated.name())));
      }
      if (updated == null) {
        if (!subtypesChanged.contains(old.name())) {
          changes.add(
              change(Kind.CLASS_ONLY_BEFORE, old.name(), "", "only in the earlier release"));
        }
        continue;
      }
      if (old instanceof EnumShape oldEnum && updated instanceof EnumShape newEnum) {
        ConstantChanges constants = ConstantChanges.of(oldEnum, newEnum, renames);
        mappings.put(old.name(), constants.mapping());
        forwardMappings.put(old.name(), constants.mapping());
        changes.addAll(constants.changes());
        renamesUsed.addAll(constants.renamesUsed());
        continue;
      }
      if (old instanceof PolymorphicShape oldType && updated instanceof PolymorphicShape newType) {
        subtypeChanges(oldType, newType, changes);
        continue;
      }
      FieldChanges fields = FieldChanges.of(old, updated, renames, wire);
      mappings.put(old.name(), fields.backward());
      forwardMappings.put(old.name(), fields.forward());
      changes.addAll(fields.changes());
      renamesUsed.addAll(fields.renamesUsed());
      classChanges(old, updated, changes);
      hookChanges(old.name(), updated.name(), wire, changes);
    }
    afterGraph.keySet().stream()
        .filter(name -> !beforeGraph.containsKey(name) && !subtypesChanged.contains(name))
        .filter(name -> !moved.containsValue(name))
        .forEach(
            name ->
                changes.add(change(Kind.CLASS_ONLY_AFTER, name, "", "only in the later release")));
    return new ReleaseChanges(
        new EvolvedClass(before, after, mappings),
        new EvolvedClass(before, after, forwardMappings),
        changes,
        renamesUsed,
        renames);
  }

  private static ReleaseChange change(Kind kind, String className, String member, String text) {
    return new ReleaseChange(kind, className, member, text, Optional.empty());
  }

  /**
   * A subtype one release adds to a polymorphic type or removes from it: the old reader meets an
   * added one in the {@code forward} cells, the new reader a removed one {@code backward}.
   */
  private static void subtypeChanges(
      PolymorphicShape before, PolymorphicShape after, List<ReleaseChange> changes) {
    for (String subtype : before.subtypeNames()) {
      if (!after.subtypeNames().contains(subtype)) {
        changes.add(
            change(
                Kind.SUBTYPE_REMOVED,
                before.name(),
                subtype,
                "a subtype of "
                    + before.name()
                    + " removed: the later release cannot read what the earlier one wrote as it"
                    + " (asked backward)"));
      }
    }
    for (String subtype : after.subtypeNames()) {
      if (!before.subtypeNames().contains(subtype)) {
        changes.add(
            change(
                Kind.SUBTYPE_ADDED,
                before.name(),
                subtype,
                "a subtype of "
                    + before.name()
                    + " added: the earlier release cannot read it (asked forward)"));
      }
    }
  }

  /** The classes a polymorphic type of either graph gained or lost as a subtype. */
  private static Set<String> subtypesChanged(
      Map<String, TypeShape> beforeGraph, Map<String, TypeShape> afterGraph) {
    Set<String> changed = new LinkedHashSet<>();
    beforeGraph.forEach(
        (name, shape) -> {
          if (shape instanceof PolymorphicShape old
              && afterGraph.get(name) instanceof PolymorphicShape updated) {
            old.subtypeNames().stream()
                .filter(s -> !updated.subtypeNames().contains(s))
                .forEach(changed::add);
            updated.subtypeNames().stream()
                .filter(s -> !old.subtypeNames().contains(s))
                .forEach(changed::add);
          }
        });
    return changed;
  }

  /**
   * Under Java serialization's contract, the serialization methods one release declares and the
   * other does not ({@code writeReplace}, {@code readResolve}, {@code writeObject}, {@code
   * readObject}): what is written and read is then what they make of the object.
   */
  private static void hookChanges(
      String before, String after, FieldChanges.Wire wire, List<ReleaseChange> changes) {
    if (wire.contract() != WireContract.JAVA_SERIALIZATION) {
      return;
    }
    List<String> old =
        wire.before().of(before).map(WireNames.ClassWire::javaHooks).orElse(List.of());
    List<String> updated =
        wire.after().of(after).map(WireNames.ClassWire::javaHooks).orElse(List.of());
    if (!old.equals(updated)) {
      changes.add(
          change(
              Kind.CLASS_CHANGED,
              before,
              "",
              "Java serialization methods "
                  + (old.isEmpty() ? "none" : String.join(", ", old))
                  + " -> "
                  + (updated.isEmpty() ? "none" : String.join(", ", updated))
                  + ": what Java serialization writes and reads is what they make of it"));
    }
  }

  /**
   * The classes one release has and the other has under another package or enclosing class: the
   * only class of either graph with that simple name and kind. Such a class is compared with its
   * new self, field by field.
   */
  private static Map<String, String> moved(
      Map<String, TypeShape> beforeGraph,
      Map<String, TypeShape> afterGraph,
      Set<String> subtypesChanged) {
    Map<String, String> moved = new LinkedHashMap<>();
    List<TypeShape> gone =
        beforeGraph.values().stream()
            .filter(t -> !afterGraph.containsKey(t.name()) && !subtypesChanged.contains(t.name()))
            .toList();
    List<TypeShape> come =
        afterGraph.values().stream()
            .filter(t -> !beforeGraph.containsKey(t.name()) && !subtypesChanged.contains(t.name()))
            .toList();
    for (TypeShape old : gone) {
      List<TypeShape> same =
          come.stream()
              .filter(t -> simpleName(t).equals(simpleName(old)))
              .filter(t -> t.getClass() == old.getClass())
              .toList();
      long rivals = gone.stream().filter(t -> simpleName(t).equals(simpleName(old))).count();
      if (same.size() == 1 && rivals == 1) {
        moved.put(old.name(), same.get(0).name());
      }
    }
    return moved;
  }

  private static String simpleName(TypeShape shape) {
    String name = shape.name();
    return name.substring(Math.max(name.lastIndexOf('.'), name.lastIndexOf('$')) + 1);
  }

  private static void classChanges(TypeShape before, TypeShape after, List<ReleaseChange> changes) {
    String name = before.name();
    List<String> order = EvolvedClass.fieldsOf(before).stream().map(f -> f.name()).toList();
    List<String> newOrder = EvolvedClass.fieldsOf(after).stream().map(f -> f.name()).toList();
    List<String> kept = order.stream().filter(newOrder::contains).toList();
    List<String> keptAfter = newOrder.stream().filter(order::contains).toList();
    if (!kept.equals(keptAfter)) {
      changes.add(
          change(
              Kind.COMPONENTS_REORDERED,
              name,
              "",
              (before instanceof RecordShape ? "components" : "fields")
                  + " reordered: "
                  + String.join(", ", kept)
                  + " -> "
                  + String.join(", ", keptAfter)
                  + ": a library that writes them by position reads them into each other"));
    }
    if (before instanceof ClassShape b && after instanceof ClassShape a) {
      if (b.serialVersionUid().isPresent() != a.serialVersionUid().isPresent()) {
        changes.add(
            change(
                Kind.CLASS_CHANGED,
                name,
                "",
                "serialVersionUID "
                    + (a.serialVersionUid().isPresent() ? "declared" : "no longer declared")));
      }
      if (b.persistence() != a.persistence()) {
        changes.add(
            change(Kind.CLASS_CHANGED, name, "", b.persistence() + " -> " + a.persistence()));
      }
      Optional<String> oldParent = b.superclass().map(ClassShape::name);
      Optional<String> newParent = a.superclass().map(ClassShape::name);
      if (!oldParent.equals(newParent)) {
        changes.add(
            change(
                Kind.CLASS_CHANGED,
                name,
                "",
                "superclass " + oldParent.orElse("none") + " -> " + newParent.orElse("none")));
      }
    } else if (!before.getClass().equals(after.getClass())) {
      changes.add(change(Kind.CLASS_CHANGED, name, "", kind(before) + " -> " + kind(after)));
    }
  }

  private static String kind(TypeShape shape) {
    return shape.getClass().getSimpleName().replace("Shape", "").toLowerCase();
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
