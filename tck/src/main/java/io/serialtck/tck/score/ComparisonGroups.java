package io.serialtck.tck.score;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.catalogue.CatalogueKind;
import io.serialtck.evolution.catalogue.ComparisonGroup;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The twenty groups of the comparison score ({@link ComparisonGroup}) with their members, gathered
 * from where each member is declared: a criterion's group in {@link FlexibilityCriteria}, a kind's
 * in {@link Catalogue}, the chains' in {@link EvolutionScenarios#CHAINS_GROUP}. A member is
 * declared in one group only, so no cell counts twice. Property and upgrade cells are never part of
 * the comparison score.
 */
public final class ComparisonGroups {

  /** How many groups there are, the denominator of a full run's comparison score. */
  public static final int COUNT = ComparisonGroup.values().length;

  private static final List<ScoredGroup> ALL = gather();

  private ComparisonGroups() {}

  /** The groups, in the order reports show them. */
  public static List<ScoredGroup> all() {
    return ALL;
  }

  /** The group that claims the cell, if any (a member belongs to one group only). */
  public static Optional<ScoredGroup> claiming(CellResult cell) {
    return ALL.stream().filter(group -> group.claims(cell)).findFirst();
  }

  private static List<ScoredGroup> gather() {
    List<ScoredGroup> groups = new ArrayList<>();
    for (ComparisonGroup group : ComparisonGroup.values()) {
      List<GroupMember> members = new ArrayList<>();
      for (Criterion criterion : FlexibilityCriteria.all()) {
        if (criterion.group() == group) {
          members.add(GroupMember.criterion(criterion.id()));
        }
      }
      for (CatalogueKind kind : Catalogue.kinds()) {
        if (kind.group() == group) {
          members.add(GroupMember.evolution(kind.id()));
        }
      }
      if (EvolutionScenarios.CHAINS_GROUP == group) {
        for (Scenario chain : EvolutionScenarios.chains()) {
          members.add(GroupMember.evolution(chain.id()));
        }
      }
      groups.add(new ScoredGroup(group, members));
    }
    return List.copyOf(groups);
  }
}
