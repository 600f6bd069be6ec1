package io.serialtck.tck.repro;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.upgrade.PartsDetail;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The programs of a {@code flexibility} cell, or of an {@code upgrade} cell of a library upgrade or
 * a migration: the fixture's own sources (its package moved, {@link FixtureSources}), a {@code
 * Write} that writes the fixture's {@code create()}, and a {@code Read} that prints the fixture's
 * observation of what it read beside its observation of {@code expected()}, as the kit's reader
 * reports them. An upgrade cell answered part by part ({@link PartsDetail}) writes and reads the
 * part whose outcome it has, through {@code Part} (the worker's {@code FixtureParts} restated).
 */
final class FixtureProgram {

  private FixtureProgram() {}

  /** The criterion of a flexibility cell, or of a library upgrade's or a migration's cell. */
  static Criterion criterion(CellResult cell) {
    String id = cell.scenario();
    for (String prefix : List.of(Plan.LIBRARY_UPGRADE, Plan.MIGRATION)) {
      if (id.startsWith(prefix)) {
        id = id.substring(prefix.length());
      }
    }
    try {
      return FlexibilityCriteria.criterion(id);
    } catch (IllegalArgumentException e) {
      throw new ReproRefusedException(
          CellAddress.of(cell) + ": the kit has no flexibility criterion " + id);
    }
  }

  /**
   * The fixture a cell asked: its criterion's, or the criterion's simpler variant for an upgrade
   * cell that says it was answered with it.
   */
  static String fixtureClass(CellResult cell) {
    Criterion criterion = criterion(cell);
    return criterion
        .simpler()
        .filter(simpler -> cell.detail().startsWith(simpler.detailStart()))
        .map(Criterion.SimplerFixture::fixtureClass)
        .orElse(criterion.fixtureClass());
  }

  /**
   * The part of the fixture a cell asked, for an upgrade cell that says it was answered part by
   * part: the root with only that field kept.
   */
  static Optional<String> part(CellResult cell) {
    return cell.scenario().startsWith(Plan.LIBRARY_UPGRADE)
            || cell.scenario().startsWith(Plan.MIGRATION)
        ? PartsDetail.part(cell.detail())
        : Optional.empty();
  }

  /**
   * Writes the fixture's sources and the two programs; returns its README's lines.
   *
   * @param exportsMetadata whether the writer's set-up ships class metadata
   * @param importsMetadata whether the reader's set-up takes class metadata, which it imports when
   *     the writer shipped some
   * @param fixtureSources the kit's {@code fixture-objects/src/main/java}
   */
  static List<String> write(
      ReproFolder folder,
      CellResult cell,
      boolean exportsMetadata,
      boolean importsMetadata,
      Path fixtureSources) {
    Criterion criterion = criterion(cell);
    String fixtureClass = fixtureClass(cell);
    String fixture = FixtureSources.reproName(fixtureClass);
    Optional<String> part = part(cell);
    String made =
        part.map(p -> "new Part(new " + fixture + "(), " + JavaLiterals.string(p) + ")")
            .orElse("new " + fixture + "()");
    Map<String, String> sources;
    try {
      sources = FixtureSources.of(fixtureClass, fixtureSources);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the sources of " + fixtureClass, e);
    }
    sources.forEach((path, text) -> folder.write("src/" + path, text));
    folder.write("src/repro/spi/Fixture.java", Templates.text("Fixture.java"));
    folder.write(
        "src/repro/spi/StructuralProperty.java", Templates.text("StructuralProperty.java"));
    folder.write("src/Observation.java", Templates.text("Observation.java"));
    if (part.isPresent()) {
      folder.write("src/Part.java", Templates.text("Part.java"));
    }
    String imports = "import repro.spi.Fixture;\n";
    Map<String, String> write = new HashMap<>(Templates.NO_CONTROLS);
    write.put("IMPORTS", imports);
    write.put(
        "WHAT",
        part.map(p -> "the fixture's part " + p + " ({@code create()} with only " + p + " kept)")
            .orElse("the fixture's object ({@code create()})"));
    write.put(
        "METADATA_FILE", exportsMetadata ? " (and its class metadata into metadata.bin)" : "");
    write.put("ROOT_TYPE", "FIXTURE.rootType()");
    write.put("CLASSES", "Registration.complete(Registration.walk(value))");
    write.put(
        "PRINT_WRITTEN",
        "    System.out.println(\"writing the fixture's create()"
            + part.map(p -> " with only " + p + " kept").orElse("")
            + ": a \" + value.getClass().getName());");
    write.put(
        "EXPORT_METADATA",
        exportsMetadata ? "      metadata = setUp.exportMetadata(rootType);" : "");
    write.put(
        "VALUE",
        "  private static final Fixture FIXTURE = "
            + made
            + ";\n\n"
            + "  static Object value() {\n"
            + "    return FIXTURE.create();\n"
            + "  }");
    folder.write("src/Write.java", Templates.fill("Write.java.template", write));
    Map<String, String> read = new HashMap<>(Templates.NO_CONTROLS);
    read.put("IMPORTS", imports);
    read.put("PREPARE", "    Fixture fixture = " + made + ";");
    read.put("TYPE", "fixture.rootType()");
    read.put("CLASSES", "Registration.complete(Registration.walk(fixture.expected()))");
    read.put("IMPORT_METADATA", importsMetadata ? Templates.IMPORT_METADATA : "");
    read.put("SHOW", "    Observation.print(fixture, read);");
    folder.write("src/Read.java", Templates.fill("Read.java.template", read));
    List<String> lines = new ArrayList<>();
    lines.add("Flexibility criterion `" + criterion.id() + "`: " + criterion.passRule());
    lines.add(
        "The fixture `"
            + fixture
            + "` is the kit's own "
            + fixtureClass
            + (fixtureClass.equals(criterion.fixtureClass())
                ? ""
                : " (the criterion's simpler variant, which the cell asked: " + cell.detail() + ")")
            + " with its package moved (its sources, and those it needs, are in `src/repro`).");
    part.ifPresent(
        p ->
            lines.add(
                "The cell was asked part by part (a side did not round-trip the whole fixture):"
                    + " its outcome is that of part `"
                    + p
                    + "`, the root with only its field `"
                    + p
                    + "` kept and every other at its default (null, 0, false), which"
                    + " `src/Part.java` makes as the kit's worker does; `Write` and `Read` use"
                    + " `new Part(fixture, \""
                    + p
                    + "\")`. The cell's detail: "
                    + cell.detail()));
    lines.add(
        "`src/Write.java` writes its `create()`; `src/Read.java` reads it as `rootType()` and prints"
            + " `observe(read)` (`OBSERVED-JSON`) beside `observe(expected())` (`EXPECTED-JSON`).");
    return lines;
  }
}
