package io.serialtck.tck.release;

import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.ClassMapping;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.FieldLink;
import io.serialtck.tck.release.ReleaseChange.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * How the fields of one class correspond across two releases, under a library's wire contract
 * ({@link WireContract}): a field of the same name is the same field; a declared rename links two;
 * under Jackson, a field renamed in Java whose {@code @JsonProperty} keeps its wire name is the
 * same property, a new field whose {@code @JsonAlias} names an old wire name reads it (the later
 * release only), and a field whose wire name changed is a removal and an addition on the wire.
 *
 * @param backward how the later release's fields take the earlier one's values
 * @param forward how the earlier release's fields take the later one's values (the same links but
 *     for names only the later release reads, through an alias)
 * @param changes the changes of the class's fields
 * @param renamesUsed the declared renames applied ({@code class.oldField})
 */
record FieldChanges(
    ClassMapping backward,
    ClassMapping forward,
    List<ReleaseChange> changes,
    Set<String> renamesUsed) {

  /**
   * The wire names of both releases under one contract.
   *
   * @param contract how the library maps fields to its wire
   * @param before what the earlier release's classes declare
   * @param after what the later release's classes declare
   */
  record Wire(WireContract contract, WireNames before, WireNames after) {

    /** Fields by their Java names. */
    static final Wire FIELDS = new Wire(WireContract.FIELDS, WireNames.NONE, WireNames.NONE);

    String beforeName(String className, String field) {
      return contract.wireName(before, className, field);
    }

    String afterName(String className, String field) {
      return contract.wireName(after, className, field);
    }

    List<String> afterAliases(String className, String field) {
      return contract.aliases(after, className, field);
    }
  }

  /**
   * @throws IllegalArgumentException when a declared rename names a field the later release still
   *     has, or a new name it does not add
   */
  static FieldChanges of(TypeShape old, TypeShape updated, Renames renames, Wire wire) {
    return new Builder(old, updated, wire).declared(renames).build();
  }

  private static final class Builder {
    private final TypeShape old;
    private final TypeShape updated;
    private final Wire wire;
    private final Map<String, FieldShape> oldFields;
    private final Map<String, FieldShape> newFields;
    private final Map<String, String> renamed = new LinkedHashMap<>();
    private final Map<String, String> wireRenamed = new LinkedHashMap<>();
    private final Map<String, String> aliased = new LinkedHashMap<>();
    private final Set<String> renamesUsed = new LinkedHashSet<>();
    private final List<FieldLink> backward = new ArrayList<>();
    private final List<FieldLink> forward = new ArrayList<>();
    private final List<ReleaseChange> changes = new ArrayList<>();

    Builder(TypeShape old, TypeShape updated, Wire wire) {
      this.old = old;
      this.updated = updated;
      this.wire = wire;
      this.oldFields = byName(EvolvedClass.fieldsOf(old));
      this.newFields = byName(EvolvedClass.fieldsOf(updated));
    }

    Builder declared(Renames renames) {
      oldFields.forEach(
          (name, field) -> {
            String newName = renames.newName(old.name(), name);
            if (newName == null) {
              return;
            }
            if (newFields.containsKey(name)) {
              throw refused(name, newName, "the later release still has " + name);
            }
            if (!newFields.containsKey(newName) || oldFields.containsKey(newName)) {
              throw refused(name, newName, "the later release adds no field " + newName);
            }
            renamed.put(name, newName);
            renamesUsed.add(old.name() + "." + name);
          });
      return this;
    }

    private IllegalArgumentException refused(String name, String newName, String why) {
      return new IllegalArgumentException(
          "rename " + old.name() + "." + name + "=" + newName + ": " + why);
    }

    FieldChanges build() {
      matchWireNames();
      oldFields.forEach(this::oldField);
      newFields.forEach(
          (name, field) -> {
            if (!oldFields.containsKey(name) && !isTarget(name)) {
              both(FieldLink.added(name));
              changes.add(
                  change(Kind.FIELD_ADDED, name, "added (" + ReleaseChanges.describe(field) + ")"));
            }
          });
      return new FieldChanges(
          new ClassMapping(old.name(), updated.name(), backward),
          new ClassMapping(old.name(), updated.name(), forward),
          changes,
          renamesUsed);
    }

    /** Fields renamed in Java only, or read under an alias: their wire names say so. */
    private void matchWireNames() {
      oldFields.forEach(
          (name, field) -> {
            if (renamed.containsKey(name) || newFields.containsKey(name)) {
              return;
            }
            String wireName = wire.beforeName(old.name(), name);
            for (String candidate : newFields.keySet()) {
              if (oldFields.containsKey(candidate) || isTarget(candidate)) {
                continue;
              }
              if (wireName.equals(wire.afterName(updated.name(), candidate))) {
                wireRenamed.put(name, candidate);
                return;
              }
              if (wire.afterAliases(updated.name(), candidate).contains(wireName)) {
                aliased.put(name, candidate);
                return;
              }
            }
          });
    }

    private boolean isTarget(String newName) {
      return renamed.containsValue(newName)
          || wireRenamed.containsValue(newName)
          || aliased.containsValue(newName);
    }

    private void oldField(String name, FieldShape field) {
      FieldShape other = newFields.get(name);
      if (renamed.containsKey(name)) {
        String newName = renamed.get(name);
        both(new FieldLink(name, newName, true));
        changes.add(
            renamedTo(
                name, newName, "renamed to " + newName + " (declared)" + retyped(field, newName)));
      } else if (wireRenamed.containsKey(name)) {
        String newName = wireRenamed.get(name);
        both(new FieldLink(name, newName, true));
        changes.add(
            renamedTo(
                name,
                newName,
                "renamed to "
                    + newName
                    + " in Java only: its wire name \""
                    + wire.beforeName(old.name(), name)
                    + "\" is kept (@JsonProperty), so Jackson carries it as the same property"
                    + retyped(field, newName)));
      } else if (aliased.containsKey(name)) {
        String newName = aliased.get(name);
        backward.add(new FieldLink(name, newName, true));
        forward.add(FieldLink.removed(name));
        forward.add(FieldLink.added(newName));
        changes.add(
            renamedTo(
                name,
                newName,
                "renamed to "
                    + newName
                    + ": Jackson reads its old wire name \""
                    + wire.beforeName(old.name(), name)
                    + "\" into it through @JsonAlias, but the earlier release does not read the"
                    + " new one (\""
                    + wire.afterName(updated.name(), newName)
                    + "\")"
                    + retyped(field, newName)));
      } else if (other == null) {
        both(FieldLink.removed(name));
        changes.add(removed(name, field));
      } else if (!wire.beforeName(old.name(), name).equals(wire.afterName(updated.name(), name))) {
        rewired(name);
      } else if (ReleaseChanges.describe(field).equals(ReleaseChanges.describe(other))) {
        both(FieldLink.unchanged(name));
      } else {
        both(FieldLink.touched(name));
        changes.add(
            change(
                Kind.FIELD_CHANGED,
                name,
                ReleaseChanges.describe(field) + " -> " + ReleaseChanges.describe(other)));
      }
    }

    /** A field whose wire name changed: Jackson reads it only under an alias of the old name. */
    private void rewired(String name) {
      String before = wire.beforeName(old.name(), name);
      String after = wire.afterName(updated.name(), name);
      if (wire.afterAliases(updated.name(), name).contains(before)) {
        backward.add(FieldLink.touched(name));
        forward.add(FieldLink.removed(name));
        forward.add(FieldLink.added(name));
        changes.add(
            change(
                Kind.FIELD_CHANGED,
                name,
                "wire name \""
                    + before
                    + "\" -> \""
                    + after
                    + "\": Jackson reads the old name through @JsonAlias, but the earlier"
                    + " release does not read the new one"));
        return;
      }
      both(FieldLink.removed(name));
      both(FieldLink.added(name));
      changes.add(
          change(
              Kind.FIELD_REMOVED,
              name,
              "wire name \""
                  + before
                  + "\" -> \""
                  + after
                  + "\" (@JsonProperty): Jackson drops its values (@JsonAlias(\""
                  + before
                  + "\") would read the old name)"));
    }

    private ReleaseChange removed(String name, FieldShape field) {
      Optional<String> candidate = renameCandidate(field);
      return new ReleaseChange(
          Kind.FIELD_REMOVED,
          old.name(),
          name,
          "removed (was "
              + ReleaseChanges.describe(field)
              + ")"
              + candidate
                  .map(
                      added ->
                          "; possibly renamed to "
                              + added
                              + " (added, same type): its values are dropped unless the rename"
                              + " is declared ("
                              + old.name()
                              + "."
                              + name
                              + "="
                              + added
                              + ")")
                  .orElse(": its values are dropped"),
          candidate);
    }

    /** A field the later release added with the same declared type, if there is exactly one. */
    private Optional<String> renameCandidate(FieldShape removed) {
      List<String> candidates =
          newFields.values().stream()
              .filter(f -> !oldFields.containsKey(f.name()) && !isTarget(f.name()))
              .filter(
                  f ->
                      ReleaseChanges.describe(f.type())
                          .equals(ReleaseChanges.describe(removed.type())))
              .map(FieldShape::name)
              .toList();
      return candidates.size() == 1 ? Optional.of(candidates.get(0)) : Optional.empty();
    }

    private String retyped(FieldShape field, String newName) {
      FieldShape target = newFields.get(newName);
      String before = ReleaseChanges.describe(field);
      String after = ReleaseChanges.describe(target);
      return before.equals(after) ? "" : ", " + before + " -> " + after;
    }

    private ReleaseChange renamedTo(String name, String newName, String text) {
      return new ReleaseChange(Kind.FIELD_RENAMED, old.name(), name, text, Optional.of(newName));
    }

    private ReleaseChange change(Kind kind, String member, String text) {
      return new ReleaseChange(kind, old.name(), member, text, Optional.empty());
    }

    private void both(FieldLink link) {
      backward.add(link);
      forward.add(link);
    }
  }

  private static Map<String, FieldShape> byName(List<FieldShape> fields) {
    Map<String, FieldShape> byName = new LinkedHashMap<>();
    fields.forEach(f -> byName.put(f.name(), f));
    return byName;
  }
}
