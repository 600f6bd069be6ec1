package io.serialtck.tck.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.Category;
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
    String fingerprint = Plan.full(20).fingerprint(CONFIGURATIONS, SEED);

    assertThat(fingerprint).matches("[0-9a-f]{12}");
    assertThat(Plan.full(20).fingerprint(List.of("java-standard", "kryo-default"), 42))
        .isEqualTo(fingerprint);
    assertThat(
            Plan.full(20)
                .withFilter(
                    new CellFilter(
                        List.of(Category.EVOLUTION, Category.FLEXIBILITY), List.of("b*", "a*")))
                .fingerprint(CONFIGURATIONS, SEED))
        .as("a filter given in another order is the same filter")
        .isEqualTo(
            Plan.full(20)
                .withFilter(
                    new CellFilter(
                        List.of(Category.FLEXIBILITY, Category.EVOLUTION), List.of("a*", "b*")))
                .fingerprint(CONFIGURATIONS, SEED));
  }

  @Test
  void anythingThatDecidesTheCellsOrHowTheyAreAskedChangesIt() {
    Plan plan = Plan.full(20);
    String fingerprint = plan.fingerprint(CONFIGURATIONS, SEED);

    assertThat(
            List.of(
                plan.fingerprint(List.of("java-standard"), SEED),
                plan.fingerprint(List.of("kryo-default", "java-standard"), SEED),
                plan.fingerprint(CONFIGURATIONS, 43),
                Plan.full(21).fingerprint(CONFIGURATIONS, SEED),
                plan.withFilter(new CellFilter(List.of(Category.FLEXIBILITY), List.of()))
                    .fingerprint(CONFIGURATIONS, SEED),
                plan.withFilter(new CellFilter(List.of(), List.of("field-*")))
                    .fingerprint(CONFIGURATIONS, SEED),
                plan.withUpgrades(List.of(new UpgradePair("kryo-default", "5.5.0", "5.6.2")))
                    .fingerprint(CONFIGURATIONS, SEED),
                plan.withUpgrades(List.of(new UpgradePair("kryo-default", "5.4.0", "5.6.2")))
                    .fingerprint(CONFIGURATIONS, SEED),
                plan.withReaderJdk(Jdk.current()).fingerprint(CONFIGURATIONS, SEED),
                new Plan(plan.criteria(), plan.evolutions().subList(1, 10), plan.properties(), 20)
                    .fingerprint(CONFIGURATIONS, SEED)))
        .doesNotContain(fingerprint)
        .doesNotHaveDuplicates();
  }
}
