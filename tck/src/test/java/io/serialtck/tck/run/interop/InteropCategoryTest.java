package io.serialtck.tck.run.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.plan.Plan;
import io.serialtck.value.Value;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The category's plan and rows, and its fixtures: each has one JSON form, made from the fixture in
 * the harness, which the judge of written bytes passes.
 */
class InteropCategoryTest {

  private static final Plan NONE = new Plan(List.of(), List.of(), List.of(), 0);

  static final List<String> FIXTURES = JsonDocuments.CRITERIA;

  @ParameterizedTest
  @FieldSource("FIXTURES")
  void everyFixtureHasOneJsonFormThatTheJudgePasses(String id) {
    Value value = JsonDocuments.value(id);

    Verdict verdict = WrittenJson.judge(value, CanonicalJson.document(value));

    assertThat(verdict.outcome()).as(verdict.detail()).isEqualTo(Outcome.PASS);
  }

  @Test
  void theCellsAreAskedOnlyOfTheConfigurationsTheSettingNames() {
    Plan plan = NONE.with(new JsonWriters(Set.of("jackson-default")));

    assertThat(Categories.INTEROP.cellKeys(plan, "jackson-default"))
        .hasSize(2 * JsonDocuments.CRITERIA.size())
        .extracting(CellKey::scenario)
        .startsWith("json-out:TestObject", "json-in:TestObject");
    assertThat(Categories.INTEROP.cellKeys(plan, "kryo-default")).isEmpty();
    assertThat(Categories.INTEROP.cellKeys(NONE, "jackson-default")).isEmpty();
  }

  @Test
  void aRowSaysWhatItAsksAndLinksItsEntry() {
    assertThat(Categories.INTEROP.describe("json-out:enum").orElseThrow().change())
        .isEqualTo("a strict JSON parser reads what it wrote of `enum`");
    assertThat(
            Categories.INTEROP.describe("json-in:enum").orElseThrow().docs().orElseThrow().anchor())
        .isEqualTo(InteropCategory.IN_ANCHOR);
    assertThat(Categories.INTEROP.describe("json-out:java-time")).isEmpty();
    assertThatThrownBy(() -> JsonDocuments.criterion("java-time"))
        .hasMessageContaining("no fixture of the interop cells");
  }
}
