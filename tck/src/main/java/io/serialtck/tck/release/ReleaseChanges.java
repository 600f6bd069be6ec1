package io.serialtck.tck.release;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.PolymorphicShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.ClassMapping;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.FieldLink;
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
 * @param evolved the mapping the expectation of each cell is derived with
 * @param changes every change, in the order the classes and their fields are declared; empty when
 *     the releases hold the same classes
 * @param renamesUsed the declared renames this graph applied ({@code class.oldField})
 */
public record ReleaseChanges(
    EvolvedClass evolved, List<ReleaseChange> changes, Set<String> renamesUsed) {

  public ReleaseChanges {
    changes = List.copyOf(changes);
    renamesUsed = Set.copyOf(renamesUsed);
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
    Map<String, TypeShape> beforeGraph = ShapeGraph.of(before);
    Map<String, TypeShape> afterGraph = ShapeGraph.of(after);
    Map<String, ClassMapping> mappings = new LinkedHashMap<>();
    List<ReleaseChange> changes = new ArrayList<>();
    Set<String> renamesUsed = new LinkedHashSet<>();
    Set<String> subtypesChanged = subtypesChanged(beforeGraph, afterGraph);
    for (TypeShape old : beforeGraph.values()) {
      TypeShape updated = afterGraph.get(old.name());
      if (updated == null) {
        if (!subtypesChanged.contains(old.name())) {
          changes.add(
              change(Kind.CLASS_ONLY_BEFORE, old.name(), "", "only in the earlier release"));
        }
        continue;
      }
      if (old instanceof EnumShape oldEnum && updated instanceof EnumShape newEnum) {
        enumChanges(oldEnum, newEnum, changes);
        continue;
      }
      if (old instanceof PolymorphicShape oldType && updated instanceof PolymorphicShape newType) {
        subtypeChanges(oldType, newType, changes);
        continue;
      }
      mappings.put(old.name(), fieldChanges(old, updated, renames, changes, renamesUsed));
      classChanges(old, updated, changes);
    }
    afterGraph.keySet().stream()
        .filter(name -> !beforeGraph.containsKey(name) && !subtypesChanged.contains(name))
        .forEach(
            name ->
                changes.add(change(Kind.CLASS_ONLY_AFTER, name, "", "only in the later release")));
    return new ReleaseChanges(new EvolvedClass(before, after, mappings), changes, renamesUsed);
  }

  private static ClassMapping fieldChanges(
      TypeShape old,
      TypeShape updated,
      Renames renames,
      List<ReleaseChange> changes,
      Set<String> renamesUsed) {
    List<FieldLink> links = new ArrayList<>();
    Map<String, FieldShape> oldFields = byName(EvolvedClass.fieldsOf(old));
    Map<String, FieldShape> newFields = byName(EvolvedClass.fieldsOf(updated));
    Map<String, String> renamed = new LinkedHashMap<>();
    oldFields.forEach(
        (name, field) -> {
          String newName = renames.newName(old.name(), name);
          if (newName == null) {
            return;
          }
          if (newFields.containsKey(name)) {
            throw new IllegalArgumentException(
                "rename "
                    + old.name()
                    + "."
                    + name
                    + "="
                    + newName
                    + ": the later release still has "
                    + name);
          }
          if (!newFields.containsKey(newName) || oldFields.containsKey(newName)) {
            throw new IllegalArgumentException(
                "rename "
                    + old.name()
                    + "."
                    + name
                    + "="
                    + newName
                    + ": the later release adds no field "
                    + newName);
          }
          renamed.put(name, newName);
          renamesUsed.add(old.name() + "." + name);
        });
    oldFields.forEach(
        (name, field) -> {
          FieldShape other = newFields.get(name);
          String newName = renamed.get(name);
          if (newName != null) {
            FieldShape target = newFields.get(newName);
            links.add(new FieldLink(name, newName, true));
            changes.add(
                new ReleaseChange(
                    Kind.FIELD_RENAMED,
                    old.name(),
                    name,
                    "renamed to "
                        + newName
                        + " (declared)"
                        + (describe(field).equals(describe(target))
                            ? ""
                            : ", " + describe(field) + " -> " + describe(target)),
                    Optional.of(newName)));
          } else if (other == null) {
            links.add(FieldLink.removed(name));
            Optional<String> candidate = renameCandidate(field, oldFields, newFields, renamed);
            changes.add(
                new ReleaseChange(
                    Kind.FIELD_REMOVED,
                    old.name(),
                    name,
                    "removed (was "
                        + describe(field)
                        + ")"
                        + candidate
                            .map(
                                added ->
                                    "; possibly renamed to "
                                        + added
                                        + " (added, same type): its values are dropped unless"
                                        + " the rename is declared ("
                                        + old.name()
                                        + "."
                                        + name
                                        + "="
                                        + added
                                        + ")")
                            .orElse(": its values are dropped"),
                    candidate));
          } else if (describe(field).equals(describe(other))) {
            links.add(FieldLink.unchanged(name));
          } else {
            links.add(FieldLink.touched(name));
            changes.add(
                change(
                    Kind.FIELD_CHANGED,
                    old.name(),
                    name,
                    describe(field) + " -> " + describe(other)));
          }
        });
    newFields.forEach(
        (name, field) -> {
          if (!oldFields.containsKey(name) && !renamed.containsValue(name)) {
            links.add(FieldLink.added(name));
            changes.add(
                change(Kind.FIELD_ADDED, old.name(), name, "added (" + describe(field) + ")"));
          }
        });
    return new ClassMapping(old.name(), updated.name(), links);
  }

  /** A field the later release added with the same declared type, if there is exactly one. */
  private static Optional<String> renameCandidate(
      FieldShape removed,
      Map<String, FieldShape> oldFields,
      Map<String, FieldShape> newFields,
      Map<String, String> renamed) {
    List<String> candidates =
        newFields.values().stream()
            .filter(f -> !oldFields.containsKey(f.name()) && !renamed.containsValue(f.name()))
            .filter(f -> describe(f.type()).equals(describe(removed.type())))
            .map(FieldShape::name)
            .toList();
    return candidates.size() == 1 ? Optional.of(candidates.get(0)) : Optional.empty();
  }

  private static ReleaseChange change(Kind kind, String className, String member, String text) {
    return new ReleaseChange(kind, className, member, text, Optional.empty());
  }

  private static void enumChanges(EnumShape before, EnumShape after, List<ReleaseChange> changes) {
    before.constants().stream()
        .filter(c -> !after.constants().contains(c))
        .forEach(
            c -> changes.add(change(Kind.CONSTANT_REMOVED, before.name(), c, "constant removed")));
    after.constants().stream()
        .filter(c -> !before.constants().contains(c))
        .forEach(c -> changes.add(change(Kind.CONSTANT_ADDED, before.name(), c, "constant added")));
    List<String> kept = before.constants().stream().filter(after.constants()::contains).toList();
    List<String> keptAfter =
        after.constants().stream().filter(before.constants()::contains).toList();
    if (!kept.equals(keptAfter)) {
      changes.add(
          change(
              Kind.CONSTANTS_REORDERED,
              before.name(),
              "",
              "constants reordered: "
                  + String.join(", ", kept)
                  + " -> "
                  + String.join(", ", keptAfter)));
    }
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

  private static void classChanges(TypeShape before, TypeShape after, List<ReleaseChange> changes) {
    String name = before.name();
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
