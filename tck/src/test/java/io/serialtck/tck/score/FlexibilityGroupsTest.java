package io.serialtck.tck.score;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FlexibilityGroupsTest {

  /** Every criterion the fixtures define: the groups must claim each exactly once. */
  static final List<String> KNOWN_CRITERIA =
      FlexibilityCriteria.all().stream().map(Criterion::id).toList();

  private static final Path DOCUMENT = Path.of("../docs/flexibility-score.md");

  @Test
  void thereAreTwentyGroupsWithStableUniqueIds() {
    assertThat(FlexibilityGroups.all())
        .hasSize(FlexibilityGroups.COUNT)
        .hasSize(20)
        .extracting(FlexibilityGroup::id)
        .as("ids are in results.json and in baselines: renaming one is a schema change")
        .containsExactly(
            "no-serializable-marker",
            "no-noarg-constructor",
            "private-final-fields",
            "inheritance",
            "object-graph",
            "type-coverage",
            "collections",
            "collection-order",
            "enums",
            "polymorphic-fields",
            "serialization-hooks",
            "transient-static",
            "language-constructs",
            "payloads",
            "fields-added-removed",
            "renames",
            "boxing",
            "type-conversions",
            "collection-type-changes",
            "evolution-chains");
  }

  @Test
  void everyGroupHasATitleAndAOneLineReason() {
    for (FlexibilityGroup group : FlexibilityGroups.all()) {
      assertThat(group.title()).as(group.id()).isNotBlank();
      assertThat(group.reason()).as(group.id()).isNotBlank().doesNotContain("\n").endsWith(".");
    }
  }

  @Test
  void noMemberIsInTwoGroups() {
    List<GroupMember> members = new ArrayList<>();
    FlexibilityGroups.all().forEach(group -> members.addAll(group.members()));
    assertThat(members).doesNotHaveDuplicates();
    for (GroupMember prefix : members.stream().filter(GroupMember::isPrefix).toList()) {
      for (GroupMember other : members) {
        if (other != prefix) {
          assertThat(prefix.matches(other.category(), other.id()))
              .as(prefix + " also claims " + other)
              .isFalse();
        }
      }
    }
  }

  @Test
  void everyEvolutionMemberIsCataloguedOrAChain() {
    for (FlexibilityGroup group : FlexibilityGroups.all()) {
      for (String id : group.evolutions()) {
        assertThat(Catalogue.ids().contains(id) || id.startsWith("chain-"))
            .as(group.id() + " names evolution " + id + ", which the catalogue does not have")
            .isTrue();
      }
    }
  }

  @Test
  void everyCataloguedEvolutionIsScoredByExactlyOneGroup() {
    for (String id : Catalogue.ids()) {
      assertThat(claimants("evolution", id))
          .as(
              "evolution "
                  + id
                  + ": place it in one group of FlexibilityGroups and docs/flexibility-score.md")
          .hasSize(1);
    }
    assertThat(claimants("evolution", "chain-int-to-long-long-to-int"))
        .containsExactly("evolution-chains");
  }

  @Test
  void everyKnownCriterionIsScoredByExactlyOneGroup() {
    for (String id : KNOWN_CRITERIA) {
      assertThat(claimants("flexibility", id)).as("criterion " + id).hasSize(1);
    }
    assertThat(FlexibilityGroups.all().stream().flatMap(g -> g.criteria().stream()))
        .as("no group names a criterion this test does not know")
        .allMatch(KNOWN_CRITERIA::contains);
    assertThat(claimants("flexibility", "chain-10000-deep")).containsExactly("object-graph");
  }

  @Test
  void theDocumentListsEveryGroupWithItsMembersAsTheCodeDoes() throws Exception {
    Map<String, List<String>> rows = groupRows(Files.readString(DOCUMENT));

    assertThat(rows.keySet())
        .as("the group rows of docs/flexibility-score.md, in order")
        .containsExactlyElementsOf(
            FlexibilityGroups.all().stream().map(FlexibilityGroup::id).toList());
    for (FlexibilityGroup group : FlexibilityGroups.all()) {
      List<String> row = rows.get(group.id());
      assertThat(row).as(group.id() + ": id, title, criteria, evolutions, reason").hasSize(5);
      assertThat(row.get(1)).as(group.id() + " title").isEqualTo(group.title());
      assertThat(codeIds(row.get(2))).as(group.id() + " criteria").isEqualTo(group.criteria());
      assertThat(codeIds(row.get(3))).as(group.id() + " evolutions").isEqualTo(group.evolutions());
      assertThat(row.get(4)).as(group.id() + " reason").isEqualTo(group.reason());
    }
  }

  @Test
  void theDocumentStatesTheRuleAndThatTheGroupingIsAReconstruction() throws Exception {
    String document = Files.readString(DOCUMENT);
    assertThat(document)
        .contains("**This grouping is a reconstruction, not a copy.**")
        .contains("**1 point**")
        .contains("**0.5**")
        .contains("**0**")
        .contains("**not run**")
        .contains("`harnessError: true` are left out")
        .contains("`UNSUPPORTED` and `SKIPPED` included");
  }

  private static List<String> claimants(String category, String scenario) {
    return FlexibilityGroups.all().stream()
        .filter(g -> g.members().stream().anyMatch(m -> m.matches(category, scenario)))
        .map(FlexibilityGroup::id)
        .toList();
  }

  /** The rows of the groups table, by id: the cells of each row, trimmed, id without backticks. */
  private static Map<String, List<String>> groupRows(String document) {
    String table =
        document.substring(
            document.indexOf("### The twenty groups"), document.indexOf("## Recomp"));
    Map<String, List<String>> rows = new LinkedHashMap<>();
    for (String line : table.lines().toList()) {
      if (line.startsWith("| `")) {
        List<String> cells =
            List.of(line.substring(1, line.length() - 1).split("\\|", -1)).stream()
                .map(String::trim)
                .toList();
        String id = cells.get(0).replace("`", "");
        assertThat(rows.put(id, cells)).as("row " + id + " twice").isNull();
      }
    }
    return rows;
  }

  /** {@code `a`, `b`} to [a, b]; an empty cell to []. */
  private static List<String> codeIds(String cell) {
    if (cell.isEmpty()) {
      return List.of();
    }
    return List.of(cell.split(",")).stream().map(s -> s.trim().replace("`", "")).toList();
  }
}
