package io.serialtck.tck.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GeneratedDocumentsTest {

  private static final Path KIT = Path.of("..");

  @Test
  void theCommittedDocumentsHoldTheTablesTheDeclarationsRender() {
    assertThat(new GeneratedDocuments(KIT).stale())
        .as("documents whose generated tables are stale: run ./serialtck docs")
        .isEmpty();
  }

  @Test
  void aTableEditedByHandIsStaleAndWritingRestoresItLeavingTheRestAlone(@TempDir Path copy)
      throws Exception {
    for (GeneratedTable table : GeneratedTable.values()) {
      Path document = copy.resolve(table.document());
      Files.createDirectories(document.getParent());
      Files.copy(
          KIT.resolve(table.document()),
          document,
          java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    Path catalogue = copy.resolve(GeneratedTable.CATALOGUE.document());
    String original = Files.readString(catalogue);
    String edited =
        original.replace("| `field-added` |", "| `field-added-by-hand` |")
            + "\nA hand-written line.\n";
    Files.writeString(catalogue, edited);

    GeneratedDocuments documents = new GeneratedDocuments(copy);
    assertThat(documents.stale()).containsExactly(catalogue);
    assertThat(documents.write()).containsExactly(catalogue);
    assertThat(Files.readString(catalogue)).isEqualTo(original + "\nA hand-written line.\n");
    assertThat(documents.stale()).isEmpty();
  }

  @Test
  void aDocumentWithoutMarkersIsAnErrorNamingTheLinesToAdd(@TempDir Path copy) throws Exception {
    Path document = copy.resolve(GeneratedTable.CRITERIA.document());
    Files.createDirectories(document.getParent());
    Files.writeString(document, "# no markers\n");
    assertThatThrownBy(() -> new GeneratedDocuments(copy).stale())
        .hasMessageContaining("no place for the generated table criteria")
        .hasMessageContaining(GeneratedDocuments.begin(GeneratedTable.CRITERIA));
  }

  @Test
  void everyCriterionKindAndGroupHasARow() {
    assertThat(GeneratedTable.CRITERIA.render().lines().filter(l -> l.startsWith("| `")))
        .hasSize(io.serialtck.fixtures.FlexibilityCriteria.all().size());
    assertThat(GeneratedTable.CATALOGUE.render().lines().filter(l -> l.startsWith("| `")))
        .hasSize(io.serialtck.evolution.catalogue.Catalogue.kinds().size());
    assertThat(GeneratedTable.COMPARISON_GROUPS.render().lines().filter(l -> l.startsWith("| `")))
        .hasSize(io.serialtck.tck.score.ComparisonGroups.COUNT);
    assertThat(rows(GeneratedTable.REGRESSIONS))
        .hasSize(io.serialtck.fixtures.Regressions.caught().size());
    assertThat(rows(GeneratedTable.REGRESSIONS_NOT_CAUGHT))
        .hasSize(io.serialtck.fixtures.Regressions.uncaught().size());
    assertThat(GeneratedTable.REGRESSIONS.render())
        .contains(
            "| EsotericSoftware/kryo#865 [1](https://github.com/EsotericSoftware/kryo/issues/865),"
                + " [2](https://github.com/EsotericSoftware/kryo/pull/866) | Kryo |")
        .contains(
            "| `flexibility/PriorityQueue` | 5.1.1, 5.2.0 | 5.2.1 | both |"
                + " `kryo-default:5.2.0..5.6.2` |");
    assertThat(GeneratedTable.OUTCOMES.render().lines().filter(l -> l.matches("\\| \\d+ \\| `.*")))
        .hasSize(io.serialtck.verdict.Outcome.values().length);
    assertThat(GeneratedTable.OUTCOME_SETS.render().lines().filter(l -> l.startsWith("| *")))
        .hasSize(io.serialtck.verdict.Outcome.Trait.values().length);
  }

  @Test
  void twoTablesOfOneDocumentAreWrittenTogetherAndTheDocumentNamedOnce(@TempDir Path copy)
      throws Exception {
    Path outcomes = copy.resolve(GeneratedTable.OUTCOMES.document());
    Files.createDirectories(outcomes.getParent());
    Files.writeString(
        outcomes,
        GeneratedDocuments.begin(GeneratedTable.OUTCOMES)
            + "\nstale\n"
            + GeneratedDocuments.end(GeneratedTable.OUTCOMES)
            + "\nby hand\n"
            + GeneratedDocuments.begin(GeneratedTable.OUTCOME_SETS)
            + "\nstale\n"
            + GeneratedDocuments.end(GeneratedTable.OUTCOME_SETS)
            + "\n");
    for (GeneratedTable table : GeneratedTable.values()) {
      Path document = copy.resolve(table.document());
      if (!Files.exists(document)) {
        Files.copy(KIT.resolve(table.document()), document);
      }
    }
    GeneratedDocuments documents = new GeneratedDocuments(copy);
    assertThat(documents.stale()).containsExactly(outcomes);
    assertThat(documents.write()).containsExactly(outcomes);
    assertThat(Files.readString(outcomes))
        .contains(
            GeneratedTable.OUTCOMES.render(), "\nby hand\n", GeneratedTable.OUTCOME_SETS.render())
        .doesNotContain("stale");
    assertThat(documents.stale()).isEmpty();
  }

  private static java.util.List<String> rows(GeneratedTable table) {
    return table
        .render()
        .lines()
        .filter(l -> l.startsWith("| ") && !l.startsWith("| issue") && !l.startsWith("| ---"))
        .toList();
  }
}
