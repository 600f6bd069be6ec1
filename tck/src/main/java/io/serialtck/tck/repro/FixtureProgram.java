package io.serialtck.tck.repro;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.plan.Plan;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The programs of a {@code flexibility} cell, or of a library {@code upgrade} cell: the fixture's
 * own sources (its package moved, {@link FixtureSources}), a {@code Write} that writes the
 * fixture's {@code create()}, and a {@code Read} that prints the fixture's observation of what it
 * read beside its observation of {@code expected()}, as the kit's reader reports them.
 */
final class FixtureProgram {

  private FixtureProgram() {}

  /** The criterion of a flexibility or library upgrade cell. */
  static Criterion criterion(CellResult cell) {
    String id =
        cell.scenario().startsWith(Plan.LIBRARY_UPGRADE)
            ? cell.scenario().substring(Plan.LIBRARY_UPGRADE.length())
            : cell.scenario();
    try {
      return FlexibilityCriteria.criterion(id);
    } catch (IllegalArgumentException e) {
      throw new ReproRefusedException(
          CellAddress.of(cell) + ": the kit has no flexibility criterion " + id);
    }
  }

  /**
   * Writes the fixture's sources and the two programs; returns its README's lines.
   *
   * @param fixtureSources the kit's {@code fixture-objects/src/main/java}
   */
  static List<String> write(
      ReproFolder folder, CellResult cell, boolean shipsMetadata, Path fixtureSources) {
    Criterion criterion = criterion(cell);
    String fixture = FixtureSources.reproName(criterion.fixtureClass());
    Map<String, String> sources;
    try {
      sources = FixtureSources.of(criterion.fixtureClass(), fixtureSources);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the sources of " + criterion.fixtureClass(), e);
    }
    sources.forEach((path, text) -> folder.write("src/" + path, text));
    folder.write("src/repro/spi/Fixture.java", Templates.text("Fixture.java"));
    folder.write(
        "src/repro/spi/StructuralProperty.java", Templates.text("StructuralProperty.java"));
    folder.write("src/Observation.java", Templates.text("Observation.java"));
    String imports = "import repro.spi.Fixture;\n";
    folder.write(
        "src/Write.java",
        Templates.fill(
            "Write.java.template",
            Map.of(
                "IMPORTS",
                imports,
                "WHAT",
                "the fixture's object ({@code create()})",
                "METADATA_FILE",
                shipsMetadata ? " (and its class metadata into metadata.bin)" : "",
                "ROOT_TYPE",
                "FIXTURE.rootType()",
                "CLASSES",
                "Registration.complete(Registration.walk(value))",
                "PRINT_WRITTEN",
                "    System.out.println(\"writing the fixture's create(): a \""
                    + " + value.getClass().getName());",
                "EXPORT_METADATA",
                shipsMetadata ? "      metadata = SetUp.exportMetadata(rootType);" : "",
                "VALUE",
                "  private static final Fixture FIXTURE = new "
                    + fixture
                    + "();\n\n"
                    + "  static Object value() {\n"
                    + "    return FIXTURE.create();\n"
                    + "  }")));
    folder.write(
        "src/Read.java",
        Templates.fill(
            "Read.java.template",
            Map.of(
                "IMPORTS",
                imports,
                "PREPARE",
                "    Fixture fixture = new " + fixture + "();",
                "TYPE",
                "fixture.rootType()",
                "CLASSES",
                "Registration.complete(Registration.walk(fixture.expected()))",
                "IMPORT_METADATA",
                shipsMetadata
                    ? "      SetUp.importMetadata(Files.readAllBytes(out.resolve(\"metadata.bin\")));"
                    : "",
                "SHOW",
                "    Observation.print(fixture, read);")));
    return List.of(
        "Flexibility criterion `" + criterion.id() + "`: " + criterion.passRule(),
        "The fixture `"
            + fixture
            + "` is the kit's own "
            + criterion.fixtureClass()
            + " with its package moved (its sources, and those it needs, are in `src/repro`).",
        "`src/Write.java` writes its `create()`; `src/Read.java` reads it as `rootType()` and prints"
            + " `observe(read)` (`OBSERVED-JSON`) beside `observe(expected())` (`EXPECTED-JSON`).");
  }
}
