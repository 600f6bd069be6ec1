package io.serialtck.tck;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.junit.SerialTckMatrix;
import io.serialtck.tck.run.Jdk;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The first slice against the built adapters, through the JUnit entry point: one dynamic test per
 * cell, plus what is known of the libraries.
 */
class SliceMatrixTest extends SerialTckMatrix {

  @Override
  protected Map<String, List<Path>> adapters() {
    return TestAdapters.built();
  }

  @Test
  void javaSerializationWithAFixedSerialVersionUidAcceptsAddedAndRemovedFields() {
    assertThat(result().cells())
        .filteredOn(c -> c.configuration().equals("java-standard"))
        .hasSize(6)
        .allSatisfy(c -> assertThat(c.outcome()).as(c.name()).isEqualTo(Outcome.PASS));
  }

  @Test
  void everyNonPassCellCarriesEvidence() {
    assertThat(result().cells())
        .filteredOn(c -> c.outcome() != Outcome.PASS)
        .allSatisfy(c -> assertThat(c.detail()).as(c.name()).isNotBlank());
    assertThat(result().harnessErrors()).isEmpty();
  }

  @Test
  void theKryoWorkerLoadsTheVersionTheBuildAskedFor() {
    String wanted = System.getProperty("kryo.version");
    ConfigurationInfo kryo =
        result().configurations().stream()
            .filter(c -> c.id().equals("kryo-default"))
            .findFirst()
            .orElseThrow();

    assertThat(wanted).as("the build passes kryo.version to the tests").isNotBlank();
    assertThat(kryo.version()).isEqualTo(wanted);
    assertThat(result().cells())
        .filteredOn(c -> c.configuration().equals("kryo-default"))
        .allSatisfy(c -> assertThat(c.writer().libraryVersion()).isEqualTo(wanted));
  }

  @Test
  void workersRunOnTheJdkTheBuildNames() {
    String configured = System.getProperty("serialtck.jdk");
    assertThat(configured)
        .as("the build passes -Dserialtck.jdk (default: its own JDK)")
        .isNotBlank();
    String version = Jdk.at(Path.of(configured)).version();

    assertThat(result().jdk()).isEqualTo(version);
    assertThat(result().cells())
        .filteredOn(c -> c.outcome() != Outcome.UNSUPPORTED)
        .allSatisfy(
            c -> {
              assertThat(c.writer().jdk()).startsWith(version);
              assertThat(c.reader().jdk()).startsWith(version);
            });
  }

  @Test
  void everyCellRecordsTheJdkOfBothSides() {
    assertThat(result().cells())
        .allSatisfy(
            c -> {
              assertThat(c.writer().jdk()).isNotBlank();
              assertThat(c.reader().jdk()).isNotBlank();
            });
  }
}
