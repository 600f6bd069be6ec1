package io.serialtck.tck.score;

import io.serialtck.fixtures.Category;
import io.serialtck.tck.CellResult;
import java.util.List;
import java.util.Objects;

/**
 * One of the twenty groups of the flexibility score: it earns 1 point when every one of its cells
 * passes, 0.5 when some do, 0 when none does, and nothing when the run has none of its cells. See
 * {@code docs/flexibility-score.md}.
 *
 * @param id a stable id, used in {@code results.json} and in reports
 * @param title what the group asks, in a few words
 * @param members the flexibility criteria and evolution scenarios whose cells make up the group
 * @param reason why these members belong together, in one line
 */
public record FlexibilityGroup(String id, String title, List<GroupMember> members, String reason) {

  public FlexibilityGroup {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(reason, "reason");
    members = List.copyOf(members);
    if (members.isEmpty()) {
      throw new IllegalArgumentException("group " + id + " has no members");
    }
  }

  /** True when one of the members claims the cell. */
  public boolean claims(CellResult cell) {
    return members.stream().anyMatch(member -> member.matches(cell));
  }

  /** The ids of the flexibility criteria among the members, in order. */
  public List<String> criteria() {
    return idsIn(Category.FLEXIBILITY.id());
  }

  /** The ids (or {@code chain-*} prefixes) of the evolution scenarios among the members. */
  public List<String> evolutions() {
    return idsIn(Category.EVOLUTION.id());
  }

  private List<String> idsIn(String category) {
    return members.stream()
        .filter(m -> m.category().equals(category))
        .map(GroupMember::id)
        .toList();
  }
}
