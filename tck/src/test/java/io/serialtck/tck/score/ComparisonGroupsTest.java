package io.serialtck.tck.score;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ComparisonGroupsTest {

  /** Every criterion the fixtures define: the groups must claim each exactly once. */
  static final List<String> KNOWN_CRITERIA =
      FlexibilityCriteria.all().stream().map(Criterion::id).toList();

  private static final Path DOCUMENT = Path.of("../docs/scores.md");

  @Test
  void thereAreTwentyGroupsWithStableUniqueIds() {
    assertThat(ComparisonGroups.all())
        .hasSize(ComparisonGroups.COUNT)
        .hasSize(20)
        .extracting(ScoredGroup::id)
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
    for (ScoredGroup group : ComparisonGroups.all()) {
      assertThat(group.title()).as(group.id()).isNotBlank();
      assertThat(group.reason()).as(group.id()).isNotBlank().doesNotContain("\n").endsWith(".");
    }
  }

  @Test
  void noMemberIsInTwoGroups() {
    List<GroupMember> members = new ArrayList<>();
    ComparisonGroups.all().forEach(group -> members.addAll(group.members()));
    assertThat(members).doesNotHaveDuplicates();
  }

  @Test
  void everyCataloguedEvolutionIsScoredByExactlyOneGroup() {
    for (String id : Catalogue.ids()) {
      assertThat(claimants("evolution", id)).as("evolution " + id).hasSize(1);
    }
    assertThat(claimants("evolution", "chain-field-renamed-twice"))
        .containsExactly("evolution-chains");
    assertThat(claimants("evolution", "bean:long-to-int@long-max"))
        .containsExactly("type-conversions");
  }

  @Test
  void everyKnownCriterionIsScoredByExactlyOneGroup() {
    for (String id : KNOWN_CRITERIA) {
      assertThat(claimants("flexibility", id)).as("criterion " + id).hasSize(1);
    }
    assertThat(ComparisonGroups.all().stream().flatMap(g -> g.criteria().stream()))
        .as("no group names a criterion this test does not know")
        .allMatch(KNOWN_CRITERIA::contains);
    assertThat(claimants("flexibility", "chain-10000-deep")).containsExactly("object-graph");
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
        .contains("those that say nothing (`UNSUPPORTED`,");
  }

  private static List<String> claimants(String category, String scenario) {
    return ComparisonGroups.all().stream()
        .filter(g -> g.members().stream().anyMatch(m -> m.matches(category, scenario)))
        .map(ScoredGroup::id)
        .toList();
  }
}
