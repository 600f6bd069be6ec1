package io.serialtck.report.html;

import io.serialtck.evolution.ClassStyle;
import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.catalogue.CatalogueKind;
import io.serialtck.fixtures.Category;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.HostileScenarios;
import io.serialtck.fixtures.RegressionScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.fixtures.ValueSweeps;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.property.Property;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Finds what a row is about from the kit's declarations: a flexibility criterion's pass rule
 * ({@link FlexibilityCriteria}), a catalogue kind's change and value mapping ({@link Catalogue}), a
 * chain's steps ({@link EvolutionScenarios#chains()}), a regression scenario's change ({@link
 * RegressionScenarios}), a property's statement ({@link Property}). An evolution id is read through
 * its class style ({@code bean:}) and value sweep ({@code @long-max}) to its kind; an upgrade id
 * ({@code library:}, {@code jdk:}) to its criterion; a hostile id to its family or canary place
 * ({@link HostileScenarios}).
 */
final class RowDescriptions {

  private static final Map<String, Criterion> CRITERIA =
      byId(FlexibilityCriteria.all(), Criterion::id);
  private static final Map<String, CatalogueKind> KINDS =
      byId(Catalogue.kinds(), CatalogueKind::id);
  private static final Map<String, Scenario> CHAINS =
      byId(EvolutionScenarios.chains(), Scenario::id);
  private static final Map<String, Scenario> REGRESSIONS =
      byId(RegressionScenarios.all(), Scenario::id);
  private static final Map<String, Property> PROPERTIES =
      byId(Arrays.asList(Property.values()), Property::id);

  private RowDescriptions() {}

  static RowAbout of(String category, String scenario) {
    if (category.equals(Category.FLEXIBILITY.id())) {
      return criterion(scenario, "");
    }
    if (category.equals(Category.EVOLUTION.id())) {
      return evolution(scenario);
    }
    if (category.equals(Category.PROPERTY.id())) {
      Property property = PROPERTIES.get(scenario);
      return property == null
          ? RowAbout.UNKNOWN
          : new RowAbout(
              Optional.empty(),
              "",
              "PASS when " + property.statement(),
              DocsPages.propertyHref(property.id()));
    }
    if (category.equals(Category.UPGRADE.id())) {
      if (scenario.startsWith(Plan.LIBRARY_UPGRADE)) {
        return criterion(
            scenario.substring(Plan.LIBRARY_UPGRADE.length()),
            "written by one library version, read by the other");
      }
      if (scenario.startsWith(Plan.MIGRATION)) {
        return criterion(
            scenario.substring(Plan.MIGRATION.length()),
            "written by one configuration, read by another of the same format (a migration)");
      }
      if (scenario.startsWith(Plan.JDK_UPGRADE)) {
        return criterion(
            scenario.substring(Plan.JDK_UPGRADE.length()), "written on one JDK, read on the other");
      }
    }
    if (category.equals(Category.HOSTILE.id())) {
      return hostile(scenario);
    }
    if (category.equals(Category.RELEASE.id())) {
      return new RowAbout(
          Optional.empty(),
          "the team's class " + scenario + ", written by one release and read by the other",
          "PASS when the reader gets every field both releases share, and a field only it has"
              + " at its default",
          "");
    }
    return RowAbout.UNKNOWN;
  }

  private static RowAbout hostile(String scenario) {
    for (HostileScenarios.MutationFamily family : HostileScenarios.MutationFamily.values()) {
      if (family.scenario().equals(scenario)) {
        return new RowAbout(
            Optional.empty(),
            family.description(),
            "PASS when " + HostileScenarios.MALFORMED_PASS_RULE,
            DocsPages.familyHref(family.id()));
      }
    }
    for (HostileScenarios.CanaryPlace place : HostileScenarios.canaryPlaces()) {
      boolean secure = place.secureScenario().equals(scenario);
      if (secure || place.scenario().equals(scenario)) {
        return new RowAbout(
            Optional.empty(),
            place.description() + (secure ? ", read at the library's secure settings" : ""),
            "PASS when " + HostileScenarios.CANARY_PASS_RULE,
            DocsPages.placeHref(place.id()));
      }
    }
    return RowAbout.UNKNOWN;
  }

  private static RowAbout criterion(String id, String change) {
    Criterion criterion = CRITERIA.get(id);
    return criterion == null
        ? RowAbout.UNKNOWN
        : new RowAbout(
            Optional.empty(),
            change,
            "PASS when " + criterion.passRule(),
            DocsPages.criterionHref(criterion.id()));
  }

  private static RowAbout evolution(String scenario) {
    String unstyled = ClassStyle.unstyled(scenario);
    String id = ValueSweeps.sweptId(unstyled);
    String asked = "";
    if (!id.equals(unstyled)) {
      asked += " (value sweep `" + unstyled.substring(id.length() + 1) + "`)";
    }
    if (ClassStyle.ofScenario(scenario) == ClassStyle.BEAN) {
      asked += " (on JavaBeans)";
    }
    CatalogueKind kind = KINDS.get(id);
    if (kind != null) {
      return new RowAbout(
          Optional.of(EvolutionTopic.of(kind.group())),
          kind.text().example() + asked,
          "PASS when the reader gets: " + kind.text().valueMapping() + "; other fields intact",
          DocsPages.kindHref(id));
    }
    Scenario chain = CHAINS.get(id);
    if (chain != null) {
      return new RowAbout(
          Optional.of(EvolutionTopic.of(EvolutionScenarios.CHAINS_GROUP)),
          chain.description() + asked,
          "PASS when the last version reads v1's values as both steps map them, and v1 reads"
              + " the last version's",
          DocsPages.chainHref(id));
    }
    Scenario regression = REGRESSIONS.get(id);
    if (regression != null) {
      return new RowAbout(
          Optional.of(EvolutionTopic.FIELDS_ADDED_REMOVED),
          regression.description() + asked,
          "PASS when the reader gets every value the change keeps, an added field at its default;"
              + " other fields intact (a shape from a library's tracker: docs/regressions.md)",
          "");
    }
    return new RowAbout(Optional.of(EvolutionTopic.OTHER), "", "", "");
  }

  private static <T> Map<String, T> byId(List<T> items, Function<T, String> id) {
    return items.stream().collect(Collectors.toUnmodifiableMap(id, Function.identity()));
  }
}
