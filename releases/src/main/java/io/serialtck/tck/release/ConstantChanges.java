package io.serialtck.tck.release;

import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.mapping.ClassMapping;
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
 * How the constants of one enum correspond across two releases: by name, a declared rename ({@code
 * com.example.ServiceLevel.ECONOMY=SAVER}) linking two. A constant removed where one was added at
 * the same place is a possible rename: a reader by name (Java serialization, Jackson) refuses the
 * old name, one by ordinal (Kryo, Fory) reads the new constant, and only the team can say which is
 * right. Constants both releases keep in another order are a change of their own.
 *
 * @param mapping the declared renames, as links from the old constant to the new one
 * @param changes the changes of the enum's constants
 * @param renamesUsed the declared renames applied ({@code enum.OLD})
 */
record ConstantChanges(ClassMapping mapping, List<ReleaseChange> changes, Set<String> renamesUsed) {

  /**
   * @throws IllegalArgumentException when a declared rename names a constant the later release
   *     still has, or a new name it does not add
   */
  static ConstantChanges of(EnumShape before, EnumShape after, Renames renames) {
    Map<String, String> renamed = new LinkedHashMap<>();
    Set<String> renamesUsed = new LinkedHashSet<>();
    for (String constant : before.constants()) {
      String newName = renames.newName(before.name(), constant);
      if (newName == null) {
        continue;
      }
      if (after.constants().contains(constant)) {
        throw refused(before, constant, newName, "the later release still has " + constant);
      }
      if (!after.constants().contains(newName) || before.constants().contains(newName)) {
        throw refused(before, constant, newName, "the later release adds no constant " + newName);
      }
      renamed.put(constant, newName);
      renamesUsed.add(before.name() + "." + constant);
    }
    List<ReleaseChange> changes = new ArrayList<>();
    List<FieldLink> links = new ArrayList<>();
    for (String constant : before.constants()) {
      String newName = renamed.get(constant);
      if (newName != null) {
        links.add(new FieldLink(constant, newName, true));
        changes.add(
            new ReleaseChange(
                Kind.CONSTANT_RENAMED,
                before.name(),
                constant,
                "constant renamed to " + newName + " (declared)",
                Optional.of(newName)));
      } else if (!after.constants().contains(constant)) {
        Optional<String> samePlace = samePlace(before, after, constant, renamed);
        changes.add(
            new ReleaseChange(
                Kind.CONSTANT_REMOVED,
                before.name(),
                constant,
                "constant removed"
                    + samePlace
                        .map(
                            added ->
                                "; possibly renamed to "
                                    + added
                                    + " (added at the same place): a reader by name refuses it,"
                                    + " one by ordinal reads "
                                    + added
                                    + "; declare the rename if it is one ("
                                    + before.name()
                                    + "."
                                    + constant
                                    + "="
                                    + added
                                    + ")")
                        .orElse(""),
                samePlace));
      }
    }
    for (String constant : after.constants()) {
      if (!before.constants().contains(constant) && !renamed.containsValue(constant)) {
        changes.add(
            new ReleaseChange(
                Kind.CONSTANT_ADDED, before.name(), constant, "constant added", Optional.empty()));
      }
    }
    List<String> kept =
        before.constants().stream()
            .map(c -> renamed.getOrDefault(c, c))
            .filter(after.constants()::contains)
            .toList();
    List<String> keptAfter = after.constants().stream().filter(kept::contains).toList();
    if (!kept.equals(keptAfter)) {
      changes.add(
          new ReleaseChange(
              Kind.CONSTANTS_REORDERED,
              before.name(),
              "",
              "constants reordered: "
                  + String.join(", ", kept)
                  + " -> "
                  + String.join(", ", keptAfter),
              Optional.empty()));
    }
    return new ConstantChanges(
        new ClassMapping(before.name(), after.name(), links), changes, renamesUsed);
  }

  /** The constant the later release added at the removed one's place, if there is one. */
  private static Optional<String> samePlace(
      EnumShape before, EnumShape after, String constant, Map<String, String> renamed) {
    int ordinal = before.constants().indexOf(constant);
    if (ordinal >= after.constants().size()) {
      return Optional.empty();
    }
    String there = after.constants().get(ordinal);
    return before.constants().contains(there) || renamed.containsValue(there)
        ? Optional.empty()
        : Optional.of(there);
  }

  private static IllegalArgumentException refused(
      EnumShape before, String constant, String newName, String why) {
    return new IllegalArgumentException(
        "rename " + before.name() + "." + constant + "=" + newName + ": " + why);
  }
}
