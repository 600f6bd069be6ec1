package io.serialtck.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.SampleResults;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatrixTest {

  @Test
  void groupsRowsByCategoryInTheKitsOrderAndNumbersCellsRowByRow() {
    Matrix matrix = Matrix.of(SampleResults.document());

    assertThat(matrix.categories())
        .extracting(MatrixCategory::id)
        .containsExactly("flexibility", "evolution", "property");
    assertThat(matrix.rows())
        .extracting(MatrixRow::label)
        .containsExactly(
            "enum › roundtrip",
            "optional › roundtrip",
            "hostile-detail › roundtrip",
            "field-added › backward",
            "field-added › forward",
            "field-removed › backward",
            "safety › roundtrip");
    List<Integer> numbers =
        matrix.rows().stream()
            .flatMap(row -> row.cells().values().stream())
            .map(IndexedCell::index)
            .toList();
    assertThat(numbers).hasSize(21).isSorted().doesNotHaveDuplicates().startsWith(0);
  }

  @Test
  void foldsNothingWhenOneConfigurationRanOrOneHasNoCellInTheRow() {
    ResultsDocument all = SampleResults.document();
    List<CellResult> withoutLibC =
        all.cells().stream().filter(cell -> !cell.configuration().equals("lib-c")).toList();
    ResultsDocument oneLess =
        new ResultsDocument(
            all.schemaVersion(), all.run(), all.configurations(), withoutLibC, all.timing());
    List<CellResult> onlyLibA =
        all.cells().stream().filter(cell -> cell.configuration().equals("lib-a")).toList();
    ResultsDocument one =
        new ResultsDocument(
            all.schemaVersion(),
            all.run(),
            all.configurations().subList(0, 1),
            onlyLibA,
            all.timing());

    assertThat(Matrix.of(oneLess).rows()).noneMatch(MatrixRow::folded);
    assertThat(Matrix.of(one).rows()).noneMatch(MatrixRow::folded);
    assertThat(Matrix.of(all).rows()).filteredOn(MatrixRow::folded).hasSize(2);
  }
}
