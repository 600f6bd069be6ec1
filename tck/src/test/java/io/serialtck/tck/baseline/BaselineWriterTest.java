package io.serialtck.tck.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineWriterTest {

  private static final Side SIDE = new Side("17", "1.0", "v1");
  private static final BaselineSettings SETTINGS = new BaselineSettings(42, 20);

  @TempDir Path root;

  @Test
  void whatIsWrittenIsReadBackCellForCellUnderTheRunsJdk() {
    ResultsDocument run =
        run(
            cell("kryo", "flexibility", "record", Direction.ROUNDTRIP, Outcome.PASS, false),
            cell("kryo", "evolution", "field-added", Direction.BACKWARD, Outcome.REJECTED, false)
                .withMode("read: java.io.InvalidClassException"),
            cell("fory", "property", "safety", Direction.ROUNDTRIP, Outcome.CORRUPTED, false));

    BaselineWriter.Written written = BaselineWriter.write(root, SETTINGS, run, id -> true);

    assertThat(written.directory()).isEqualTo(root.resolve("jdk-17"));
    assertThat(written.written())
        .containsExactly(
            root.resolve("jdk-17/kryo.baseline"), root.resolve("jdk-17/fory.baseline"));
    Baseline baseline = Baseline.load(root, 17);
    assertThat(baseline.settings()).isEqualTo(SETTINGS);
    assertThat(baseline.entries())
        .containsExactly(
            java.util.Map.entry(
                new CellKey("fory", "property", "safety", Direction.ROUNDTRIP),
                BaselineExpectation.of(new BaselineEntry(Outcome.CORRUPTED, ""))),
            java.util.Map.entry(
                new CellKey("kryo", "flexibility", "record", Direction.ROUNDTRIP),
                BaselineExpectation.of(new BaselineEntry(Outcome.PASS, ""))),
            java.util.Map.entry(
                new CellKey("kryo", "evolution", "field-added", Direction.BACKWARD),
                BaselineExpectation.of(
                    new BaselineEntry(Outcome.REJECTED, "read: java.io.InvalidClassException"))));
    assertThat(root.resolve("jdk-17/kryo.baseline"))
        .content()
        .contains(
            "evolution/field-added/backward = REJECTED [read: java.io.InvalidClassException]\n");
  }

  @Test
  void aRewriteKeepsTheOutcomesOfACellThatIsNotReproducibleWhileTheRunGivesOneOfThem()
      throws IOException {
    Files.createDirectories(root.resolve("jdk-17"));
    Files.writeString(
        root.resolve("jdk-17/fst.baseline"),
        "evolution/superclass-removed/forward = CORRUPTED | REJECTED\n"
            + "evolution/superclass-removed/backward = CORRUPTED | REJECTED\n");

    BaselineWriter.write(
        root,
        SETTINGS,
        run(
            cell(
                "fst",
                "evolution",
                "superclass-removed",
                Direction.FORWARD,
                Outcome.REJECTED,
                false),
            cell(
                "fst", "evolution", "superclass-removed", Direction.BACKWARD, Outcome.PASS, false)),
        id -> true);

    assertThat(Files.readString(root.resolve("jdk-17/fst.baseline")))
        .contains("evolution/superclass-removed/forward = CORRUPTED | REJECTED\n")
        .contains("evolution/superclass-removed/backward = PASS\n");
  }

  @Test
  void theFileOfAConfigurationNoLongerRegisteredIsDeleted() throws IOException {
    Files.createDirectories(root.resolve("jdk-17"));
    Files.writeString(root.resolve("jdk-17/gone.baseline"), "flexibility/x/roundtrip = PASS\n");
    ResultsDocument run =
        run(cell("kryo", "flexibility", "record", Direction.ROUNDTRIP, Outcome.PASS, false));

    BaselineWriter.Written written =
        BaselineWriter.write(root, SETTINGS, run, Set.of("kryo")::contains);

    assertThat(written.deleted()).containsExactly(root.resolve("jdk-17/gone.baseline"));
    assertThat(root.resolve("jdk-17/gone.baseline")).doesNotExist();
  }

  @Test
  void aRunWithHarnessErrorsIsRefused() {
    ResultsDocument run =
        run(cell("kryo", "flexibility", "record", Direction.ROUNDTRIP, Outcome.SKIPPED, true));

    assertThatThrownBy(() -> BaselineWriter.write(root, SETTINGS, run, id -> true))
        .isInstanceOf(BaselineException.class)
        .hasMessageContaining("1 cells without an outcome (harness errors)");
    assertThat(root.resolve("jdk-17")).doesNotExist();
  }

  @Test
  void aRunWithOtherSettingsThanTheBaselinesIsRefused() {
    ResultsDocument run =
        run(cell("kryo", "flexibility", "record", Direction.ROUNDTRIP, Outcome.PASS, false));
    BaselineWriter.write(root, SETTINGS, run, id -> true);

    assertThatThrownBy(
            () -> BaselineWriter.write(root, new BaselineSettings(7, 20), run, id -> true))
        .hasMessageContaining("--seed 42 --tries 20");
  }

  private static ResultsDocument run(CellResult... cells) {
    List<String> ids =
        java.util.Arrays.stream(cells).map(CellResult::configuration).distinct().toList();
    return new ResultsDocument(
        ResultsDocument.SCHEMA_VERSION,
        new ResultsDocument.Run("2026-11-22T00:00:00Z", 1, "17.0.15", 42, 20, null),
        ids.stream()
            .map(id -> new ResultsDocument.Configuration(id, "lib-" + id, "1.0", "", List.of()))
            .toList(),
        List.of(cells),
        null);
  }

  private static CellResult cell(
      String configuration,
      String category,
      String scenario,
      Direction direction,
      Outcome outcome,
      boolean harnessError) {
    return CellResult.builder(configuration, category, scenario, direction)
        .outcome(outcome)
        .detail("")
        .sides(SIDE)
        .harnessError(harnessError)
        .build();
  }
}
