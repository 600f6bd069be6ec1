package io.serialtck.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.results.ReportWriter;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class MatrixReportFilesTest {

  @Test
  void theJUnitEntryPointFindsItOnTheClassPath() {
    assertThat(ServiceLoader.load(ReportWriter.class))
        .hasExactlyElementsOfTypes(MatrixReportFiles.class);
  }
}
