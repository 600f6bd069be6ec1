package io.serialtck.tck.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.upgrade.UpgradePair;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The plan fingerprint: equal for equal plans, different when anything that decides cells does. */
class PlanFingerprintTest {

  private static final List<String> CONFIGURATIONS = List.of("java-standard", "kryo-default");
  private static final long SEED = 42;

  @Test
  void equalPlansHaveEqualFingerprintsOfTwelveHexDigits() {
    String fingerprint = fingerprint(StandardPlan.full(20), CONFIGURATIONS, SEED);

    assertThat(fingerprint).matches("[0-9a-f]{12}");
    assertThat(fingerprint(StandardPlan.full(20), List.of("java-standard", "kryo-default"), 42))
        .isEqualTo(fingerprint);
    assertThat(
            fingerprint(
                StandardPlan.full(20)
                    .withFilter(
                        Categories.filter(
                            List.of("evolution", "flexibility"), List.of("b*", "a*"))),
                CONFIGURATIONS,
                SEED))
        .as("a filter given in another order is the same filter")
        .isEqualTo(
            fingerprint(
                StandardPlan.full(20)
                    .withFilter(
                        Categories.filter(
                            List.of("flexibility", "evolution"), List.of("a*", "b*"))),
                CONFIGURATIONS,
                SEED));
  }

  @Test
  void anythingThatDecidesTheCellsOrHowTheyAreAskedChangesIt() {
    Plan plan = StandardPlan.full(20);
    String fingerprint = fingerprint(plan, CONFIGURATIONS, SEED);

    assertThat(
            List.of(
                fingerprint(plan, List.of("java-standard"), SEED),
                fingerprint(plan, List.of("kryo-default", "java-standard"), SEED),
                fingerprint(plan, CONFIGURATIONS, 43),
                fingerprint(StandardPlan.full(21), CONFIGURATIONS, SEED),
                fingerprint(
                    plan.withFilter(new CellFilter(List.of("flexibility"), List.of())),
                    CONFIGURATIONS,
                    SEED),
                fingerprint(
                    plan.withFilter(new CellFilter(List.of(), List.of("field-*"))),
                    CONFIGURATIONS,
                    SEED),
                fingerprint(
                    plan.withUpgrades(List.of(new UpgradePair("kryo-default", "5.5.0", "5.6.2"))),
                    CONFIGURATIONS,
                    SEED),
                fingerprint(
                    plan.withUpgrades(List.of(new UpgradePair("kryo-default", "5.4.0", "5.6.2"))),
                    CONFIGURATIONS,
                    SEED),
                fingerprint(plan.withReaderJdk(Jdk.current()), CONFIGURATIONS, SEED),
                fingerprint(
                    new Plan(
                        plan.criteria(), plan.evolutions().subList(1, 10), plan.properties(), 20),
                    CONFIGURATIONS,
                    SEED)))
        .doesNotContain(fingerprint)
        .doesNotHaveDuplicates();
  }

  private static String fingerprint(Plan plan, List<String> configurations, long seed) {
    return new PlannedCells(plan).fingerprint(configurations, seed);
  }
}
