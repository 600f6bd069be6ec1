package io.serialtck.tck.score;

import io.serialtck.evolution.catalogue.ComparisonGroup;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import java.util.List;
import java.util.Objects;

/**
 * One of the twenty groups of the comparison score with its members: it earns 1 point when every
 * one of its cells passes, 0.5 when some do, 0 when none does, and nothing when the run has none of
 * its cells. See {@code docs/scores.md}.
 *
 * @param group the group as declared
 * @param members the flexibility criteria and evolution scenarios whose cells make up the group,
 *     gathered from their declarations
 */
public record ScoredGroup(ComparisonGroup group, List<GroupMember> members) {

  public ScoredGroup {
    Objects.requireNonNull(group, "group");
    members = List.copyOf(members);
    if (members.isEmpty()) {
      throw new IllegalArgumentException("group " + group.id() + " has no members");
    }
  }

  /** A stable id, used in {@code results.json} and in reports. */
  public String id() {
    return group.id();
  }

  /** What the group asks, in a few words. */
  public String title() {
    return group.title();
  }

  /** Why its members belong together, in one line. */
  public String reason() {
    return group.reason();
  }

  /** True when one of the members claims the cell. */
  public boolean claims(CellResult cell) {
    return members.stream().anyMatch(member -> member.matches(cell));
  }

  /** The ids of the flexibility criteria among the members, in order. */
  public List<String> criteria() {
    return idsIn(Categories.FLEXIBILITY.id());
  }

  /** The ids of the evolution scenarios among the members, in catalogue order. */
  public List<String> evolutions() {
    return idsIn(Categories.EVOLUTION.id());
  }

  private List<String> idsIn(String category) {
    return members.stream()
        .filter(m -> m.category().equals(category))
        .map(GroupMember::id)
        .toList();
  }
}
