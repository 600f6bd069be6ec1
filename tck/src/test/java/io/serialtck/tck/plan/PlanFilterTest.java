package io.serialtck.tck.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.upgrade.UpgradePair;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --categories} and {@code --scenarios}: which cells a filtered plan asks. */
class PlanFilterTest {

  private static final Plan FULL =
      StandardPlan.full(5).withUpgrades(List.of(new UpgradePair("kryo-default", "5.5.0", "5.6.2")));

  @Test
  void categoriesKeepTheirCellsInThePlansOrder() {
    Plan plan = FULL.withFilter(filter(List.of("property", "flexibility")));

    List<CellKey> keys = new PlannedCells(plan).cellKeys("kryo-default");

    List<CellKey> expected = new ArrayList<>();
    for (CellKey key : new PlannedCells(FULL).cellKeys("kryo-default")) {
      if (key.category().equals("flexibility") || key.category().equals("property")) {
        expected.add(key);
      }
    }
    assertThat(keys)
        .containsExactlyElementsOf(expected)
        .hasSize(FlexibilityCriteria.all().size() + Property.values().length);
    assertThat(keys.get(keys.size() - 1))
        .isEqualTo(new CellKey("kryo-default", "property", "consistency", Direction.ROUNDTRIP));
  }

  @Test
  void aGlobMatchesTheWholeScenarioIdWithStarAndQuestionMark() {
    Plan fields = FULL.withFilter(new CellFilter(List.of(), List.of("field-*")));

    List<CellKey> keys = new PlannedCells(fields).cellKeys("java-standard");

    assertThat(keys)
        .isNotEmpty()
        .allSatisfy(key -> assertThat(key.scenario()).startsWith("field-"))
        .extracting(CellKey::category)
        .containsOnly("evolution");
    assertThat(keys)
        .hasSize(
            (int)
                new PlannedCells(FULL)
                    .cellKeys("java-standard").stream()
                        .filter(k -> k.scenario().startsWith("field-"))
                        .count())
        .contains(new CellKey("java-standard", "evolution", "field-added", Direction.BACKWARD))
        .doesNotContain(
            new CellKey("java-standard", "evolution", "bean:field-added", Direction.BACKWARD));
    assertThat(
            new PlannedCells(
                    FULL.withFilter(new CellFilter(List.of(), List.of("bean:field-ad?ed", "enu?"))))
                .cellKeys("java-standard"))
        .extracting(CellKey::path)
        .containsExactly(
            "flexibility/enum/roundtrip",
            "evolution/bean:field-added/backward",
            "evolution/bean:field-added/forward");
  }

  @Test
  void categoriesAndGlobsTogetherKeepCellsThatPassBoth() {
    Plan plan = FULL.withFilter(new CellFilter(List.of("upgrade"), List.of("*record", "fidelity")));

    assertThat(new PlannedCells(plan).cellKeys("kryo-default"))
        .extracting(CellKey::path)
        .containsExactly("upgrade/library:record/backward", "upgrade/library:record/forward");
    assertThat(new PlannedCells(plan).cellKeys("java-standard")).isEmpty();
  }

  @Test
  void aGlobThatMatchesNoCellOfTheRunIsRefusedByName() {
    Plan typo = FULL.withFilter(new CellFilter(List.of(), List.of("fied-*", "field-added")));

    assertThatThrownBy(() -> new PlannedCells(typo).requireFilterMatches(List.of("java-standard")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("--scenarios: fied-* matches no cell of this run; scenario ids")
        .hasMessageContaining(FlexibilityCriteria.all().get(0).id() + " (flexibility)")
        .hasMessageContaining("field-added (evolution)")
        .hasMessageContaining("bean:field-added (evolution)")
        .hasMessageContaining("fidelity (property)");

    Plan library = FULL.withFilter(new CellFilter(List.of(), List.of("library:*")));
    assertThatThrownBy(
            () -> new PlannedCells(library).requireFilterMatches(List.of("java-standard")))
        .hasMessageStartingWith("--scenarios: library:* matches no cell of this run;");
    new PlannedCells(library).requireFilterMatches(List.of("java-standard", "kryo-default"));

    Plan otherCategory =
        FULL.withFilter(new CellFilter(List.of("flexibility"), List.of("field-*")));
    assertThatThrownBy(
            () -> new PlannedCells(otherCategory).requireFilterMatches(List.of("java-standard")))
        .hasMessageStartingWith(
            "--scenarios: field-* matches no cell of this run in categories flexibility;");
  }

  @Test
  void aFilterThatLeavesNoCellIsRefused() {
    Plan upgrades = FULL.withFilter(filter(List.of("upgrade")));

    assertThatThrownBy(
            () -> new PlannedCells(upgrades).requireFilterMatches(List.of("java-standard")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "no cell of this run is left by categories upgrade (upgrade cells need a configuration"
                + " with a library upgrade, or --reader-jdk); its cells have scenario ids like ");
    new PlannedCells(upgrades).requireFilterMatches(List.of("java-standard", "kryo-default"));
  }

  @Test
  void shardsAreCutFromTheFilteredCells() {
    Plan plan = FULL.withFilter(filter(List.of("flexibility")));
    List<CellKey> all = new ArrayList<>(new PlannedCells(plan).cellKeys("java-standard"));
    all.addAll(new PlannedCells(plan).cellKeys("kryo-default"));

    List<CellKey> joined = new ArrayList<>(new Shard(1, 2).select(all));
    joined.addAll(new Shard(2, 2).select(all));

    assertThat(joined).containsExactlyElementsOf(all).hasSize(2 * FlexibilityCriteria.all().size());
  }

  @Test
  void theFilterDescribesItselfCanonically() {
    CellFilter filter =
        Categories.filter(
            List.of("evolution", "flexibility", "evolution"),
            List.of("field-*", "bean:*", "field-*"));

    assertThat(filter.describe())
        .isEqualTo("categories flexibility, evolution; scenarios bean:*, field-*");
    assertThat(filter)
        .as("the categories in the kit's order, the globs sorted, each once")
        .isEqualTo(
            new CellFilter(List.of("flexibility", "evolution"), List.of("bean:*", "field-*")));
    assertThatThrownBy(() -> Categories.filter(List.of("flexibilty"), List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "unknown category 'flexibilty'; valid: flexibility, evolution, stateful,"
                + " registration-order, property, upgrade, interop, hostile");
    assertThat(CellFilter.ALL.describe()).isEqualTo("all cells");
    assertThat(StandardPlan.full(1).filter()).isEqualTo(CellFilter.ALL);
    assertThatThrownBy(() -> new CellFilter(List.of(), List.of(" ")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("non-blank");
  }

  @Test
  void globMatching() {
    assertThat(CellFilter.matches("a*b*c", "aXbYbZc")).isTrue();
    assertThat(CellFilter.matches("a*b*c", "aXbYbZ")).isFalse();
    assertThat(CellFilter.matches("*", "")).isTrue();
    assertThat(CellFilter.matches("?", "")).isFalse();
    assertThat(CellFilter.matches("lib*:x", "library:x")).isTrue();
    assertThat(CellFilter.matches("*:x", "library:x")).isTrue();
    assertThat(CellFilter.matches("field", "field-added")).isFalse();
    assertThat(CellFilter.matches("Field-*", "field-added")).isFalse();
    assertThat(CellFilter.matches("int-to-???g", "int-to-long")).isTrue();
  }

  private static CellFilter filter(List<String> categories) {
    return new CellFilter(categories, List.of());
  }
}
