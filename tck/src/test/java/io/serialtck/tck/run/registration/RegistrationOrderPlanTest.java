package io.serialtck.tck.run.registration;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Which configurations the {@code registration-order} cells are planned for: those whose adapter
 * declares that its class registration assigns ids in order, read from the built adapters, and no
 * other.
 */
class RegistrationOrderPlanTest {

  private static List<ConfigurationInfo> infos;

  @BeforeAll
  static void describe() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    infos = registered.values().stream().map(RegisteredConfiguration::info).toList();
  }

  @Test
  void theConfigurationsThatRegisterWithIdsDeclareItAndTheOthersDoNot() {
    assertThat(infos.stream().filter(ConfigurationInfo::registrationAssignsIds))
        .extracting(ConfigurationInfo::id)
        .containsExactlyInAnyOrder("kryo-registered", "fory-registered");
  }

  @Test
  void aPlanOfTheRegisteredConfigurationsAsksEveryCaseOfThoseThatDeclareItOnly() {
    PlannedCells planned =
        new PlannedCells(StandardPlan.full(1).with(OrderedRegistrations.of(infos)));

    assertThat(ofCategory(planned.cellKeys("kryo-registered")))
        .extracting(CellKey::path)
        .containsExactly(
            "registration-order/reversed-same-layout/roundtrip",
            "registration-order/reversed-other-layout/roundtrip",
            "registration-order/reader-registers-one-more/roundtrip",
            "registration-order/writer-registers-one-more/roundtrip");
    assertThat(ofCategory(planned.cellKeys("fory-registered")))
        .hasSize(RegistrationCase.values().length);
    for (String other : List.of("kryo-default", "fory-compatible", "java-standard")) {
      assertThat(ofCategory(planned.cellKeys(other))).as(other).isEmpty();
    }
  }

  @Test
  void aPlanThatNamesNoConfigurationAsksNoneAndTheFingerprintCountsThem() {
    Plan without = StandardPlan.full(1);
    Plan with = without.with(OrderedRegistrations.of(infos));

    assertThat(ofCategory(new PlannedCells(without).cellKeys("kryo-registered"))).isEmpty();
    assertThat(new PlannedCells(with).fingerprint(List.of("kryo-registered"), 1))
        .isNotEqualTo(new PlannedCells(without).fingerprint(List.of("kryo-registered"), 1));
    assertThat(new PlannedCells(with).fingerprint(List.of("java-standard"), 1))
        .isEqualTo(new PlannedCells(without).fingerprint(List.of("java-standard"), 1));
  }

  @Test
  void theCategoryIsTheMatrixsOneAndAFilterCanNameIt() {
    assertThat(Categories.matrixIds()).contains(RegistrationOrderCategory.ID);
    Plan filtered =
        StandardPlan.full(1)
            .with(OrderedRegistrations.of(infos))
            .withFilter(
                Categories.filter(List.of(RegistrationOrderCategory.ID), List.of("reversed-*")));

    assertThat(new PlannedCells(filtered).cellKeys("kryo-registered"))
        .extracting(CellKey::scenario)
        .containsExactly("reversed-same-layout", "reversed-other-layout");
  }

  private static List<CellKey> ofCategory(List<CellKey> keys) {
    return keys.stream().filter(k -> k.category().equals(RegistrationOrderCategory.ID)).toList();
  }
}
