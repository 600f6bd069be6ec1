package io.serialtck.tck.repro;

import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.stateful.StatefulSequence;
import io.serialtck.value.ObjectValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The programs of a {@code stateful} cell, as the kit's {@code StatefulCells} asks it: fresh
 * writers write the bytes the sequence reads (v1's side in one JVM, v2's in another); one JVM holds
 * ONE instance of the configuration, told its classes once, and performs the sequence's steps in
 * order, printing each; a last JVM reads what the held instance wrote with fresh readers and asks a
 * fresh instance each step, so that every step prints what the held instance gave beside what a
 * fresh one gives. Each side's classes are those of the kit's worlds ({@code classes/writer}: v1's,
 * {@code classes/reader}: v2's, each with the renamed copies the sequences write as another class).
 */
final class StatefulProgram {

  private StatefulProgram() {}

  /** The JVMs of a stateful cell's reproducer, in order. */
  static List<JvmRun> jvms(CellResult cell) {
    StatefulSequence sequence = SequenceValues.of(cell).sequence();
    List<SequenceSteps.Bytes> writes = SequenceSteps.freshWrites(sequence);
    List<JvmRun> jvms = new ArrayList<>();
    if (writes.stream().anyMatch(SequenceSteps.Bytes::oldSide)) {
      jvms.add(
          new JvmRun(
              "WRITE-V1-EXIT",
              "fresh writes of v1's side: a JVM with v1's classes, a fresh instance per write",
              true,
              "Sequence",
              List.of("write-v1")));
    }
    if (writes.stream().anyMatch(w -> !w.oldSide())) {
      jvms.add(
          new JvmRun(
              "WRITE-V2-EXIT",
              "fresh writes of v2's side: a JVM with v2's classes, a fresh instance per write",
              false,
              "Sequence",
              List.of("write-v2")));
    }
    jvms.add(
        new JvmRun(
            "HELD-EXIT",
            "the held instance: a JVM with v2's classes, ONE instance for every step",
            false,
            "Sequence",
            List.of("held")));
    jvms.add(
        new JvmRun(
            "FRESH-EXIT",
            "fresh instances: a JVM with v2's classes, reading what the held instance wrote, then"
                + " asking a fresh instance each step",
            false,
            "Sequence",
            List.of("fresh")));
    return jvms;
  }

  /** Writes the cell's classes and sources into the folder; returns its README's lines. */
  static List<String> write(ReproFolder folder, CellResult cell, boolean shipsMetadata) {
    SequenceValues values = SequenceValues.of(cell);
    writeClasses(folder, "writer", values.classes().oldWorld());
    writeClasses(folder, "reader", values.classes().newWorld());
    folder.write(
        "v1.txt",
        ShapeText.of(
            values.classes().first(),
            List.of(
                "v1 of evolution scenario " + values.classes().scenario().id(),
                "Its fresh writers write with classes/writer.")));
    folder.write(
        "v2.txt",
        ShapeText.of(
            values.held(),
            List.of(
                "v2 of evolution scenario " + values.classes().scenario().id(),
                "The held instance reads and writes it, with classes/reader.")));
    Map<String, String> steps = new HashMap<>();
    steps.put(
        "METADATA_FILES",
        shipsMetadata ? " (and its class metadata into {@code NAME-metadata.bin})" : "");
    steps.put(
        "EXPORT_METADATA", shipsMetadata ? "      metadata = setUp.exportMetadata(rootType);" : "");
    steps.put("IMPORT_METADATA", shipsMetadata ? IMPORT_METADATA : "");
    folder.write("src/Steps.java", Templates.fill("Steps.java.template", steps));
    folder.write("src/Sequence.java", sequenceSource(cell, values));
    folder.write("src/Build.java", Templates.text("Build.java"));
    return readme(values);
  }

  /** {@code Steps.read}'s import of the writer's class metadata, where the writer shipped some. */
  private static final String IMPORT_METADATA =
      "      Path metadata = out.resolve(name + \"-metadata.bin\");\n"
          + "      if (Files.exists(metadata)) {\n"
          + "        setUp.importMetadata(Files.readAllBytes(metadata));\n"
          + "      }";

  private static String sequenceSource(CellResult cell, SequenceValues values) {
    StatefulSequence sequence = values.sequence();
    String type =
        "    Class<?> type = Build.type(" + JavaLiterals.string(values.held().name()) + ");";
    Map<String, String> source = new HashMap<>();
    source.put("CELL", CellAddress.of(cell));
    source.put("ASKED", JavaLiterals.comment(sequence.asked()));
    source.put("WRITE_V1", String.join("\n", freshWrites(values, true)));
    source.put("WRITE_V2", String.join("\n", freshWrites(values, false)));
    source.put("HELD", type + "\n" + String.join("\n", held(values)));
    source.put("FRESH", type + "\n" + String.join("\n", fresh(values)));
    source.put("VALUES", values(values));
    return Templates.fill("Sequence.java.template", source);
  }

  /** The statements of the fresh writers of one side, in the kit's order. */
  private static List<String> freshWrites(SequenceValues values, boolean oldSide) {
    List<String> lines = new ArrayList<>();
    for (SequenceSteps.Bytes bytes : SequenceSteps.freshWrites(values.sequence())) {
      if (bytes.oldSide() == oldSide) {
        lines.add(
            "    Steps.freshWrite(out, "
                + JavaLiterals.string(bytes.marker())
                + ", "
                + JavaLiterals.string(bytes.file())
                + ", "
                + bytes.file()
                + "(), Build.type("
                + JavaLiterals.string(values.shape(bytes).name())
                + "), "
                + Templates.registration(values.writerClasses(bytes))
                + ");");
      }
    }
    if (!oldSide && SequenceSteps.read(values.sequence()).contains(SequenceSteps.Bytes.TRUNCATED)) {
      lines.add("    Steps.truncate(out, \"v2\", \"truncated\");");
    }
    return lines;
  }

  /** The held instance's statements: made once, then each step in order. */
  private static List<String> held(SequenceValues values) {
    List<String> lines = new ArrayList<>();
    lines.add(
        "    Steps.require(out, "
            + SequenceSteps.read(values.sequence()).stream()
                .map(b -> JavaLiterals.string(b.file()))
                .collect(Collectors.joining(", "))
            + ");");
    lines.add("    SetUp held = Steps.hold(" + Templates.registration(values.heldClasses()) + ");");
    for (SequenceSteps.Step step : SequenceSteps.of(values.sequence())) {
      lines.add(announce(step, "the held instance"));
      lines.add(
          step.write()
              ? "    Steps.write(held, out, \""
                  + step.held()
                  + "\", \"held-"
                  + step.number()
                  + "\", v2(), type);"
              : "    Steps.read(held, out, \""
                  + step.held()
                  + "\", "
                  + JavaLiterals.string(step.read().file())
                  + ", type);");
    }
    return lines;
  }

  /** Fresh reads of the held instance's writes, then a fresh instance at each step. */
  private static List<String> fresh(SequenceValues values) {
    List<SequenceSteps.Step> steps = SequenceSteps.of(values.sequence());
    String readBack = Templates.registration(values.readBackClasses());
    List<String> lines = new ArrayList<>();
    for (SequenceSteps.Step step : steps) {
      if (step.write()) {
        lines.add(freshRead(step.held() + "-BACK", "held-" + step.number(), readBack));
      }
    }
    for (SequenceSteps.Step step : steps) {
      lines.add(announce(step, "a fresh instance"));
      if (step.write()) {
        lines.add(
            "    Steps.freshWrite(out, \""
                + step.fresh()
                + "\", \"fresh-"
                + step.number()
                + "\", v2(), type, "
                + Templates.registration(values.writerClasses(SequenceSteps.Bytes.V2))
                + ");");
        lines.add(freshRead(step.fresh() + "-BACK", "fresh-" + step.number(), readBack));
      } else {
        lines.add(
            freshRead(
                step.fresh(),
                step.read().file(),
                Templates.registration(values.readerClasses(step.read()))));
      }
    }
    return lines;
  }

  private static String announce(SequenceSteps.Step step, String who) {
    return "    System.out.println(\"STEP "
        + step.number()
        + ": "
        + who
        + " is asked to "
        + step.asked()
        + "\");";
  }

  private static String freshRead(String marker, String file, String classes) {
    return "    Steps.freshRead(out, "
        + JavaLiterals.string(marker)
        + ", "
        + JavaLiterals.string(file)
        + ", type, "
        + classes
        + ");";
  }

  /** The value methods: each fresh writer's, and v2's, which the held instance writes. */
  private static String values(SequenceValues values) {
    List<String> methods = new ArrayList<>();
    for (SequenceSteps.Bytes bytes : SequenceSteps.freshWrites(values.sequence())) {
      if (bytes != SequenceSteps.Bytes.V2) {
        methods.add(
            valueMethod(
                bytes.file(),
                "The value written as " + bytes.description(),
                values.written(bytes),
                values.shape(bytes)));
      }
    }
    methods.add(valueMethod("v2", "v2's value", values.current(), values.held()));
    return String.join("\n\n", methods);
  }

  private static String valueMethod(String name, String what, ObjectValue value, TypeShape shape) {
    return "  /** "
        + what
        + ": "
        + JavaLiterals.comment(value.render())
        + " */\n  static Object "
        + name
        + "() throws Exception {\n"
        + ValueSource.methodBody(value, ShapeGraph.of(shape))
        + "\n  }";
  }

  private static List<String> readme(SequenceValues values) {
    StatefulSequence sequence = values.sequence();
    List<String> lines = new ArrayList<>();
    lines.add(
        "Stateful sequence `"
            + sequence.id()
            + "` over the classes of evolution scenario `"
            + values.classes().scenario().id()
            + "`: "
            + sequence.asked()
            + ". "
            + sequence.passRule()
            + ".");
    lines.add(
        "Fresh writers first write the bytes the held instance reads ("
            + SequenceSteps.freshWrites(sequence).stream()
                .map(SequenceSteps.Bytes::description)
                .collect(Collectors.joining(", "))
            + "), each with a new instance of the configuration, v1's side in one JVM and v2's in"
            + " another.");
    lines.add(
        "Then one JVM holds ONE instance of the configuration, told its classes once (`Steps.hold`),"
            + " and asks it, in order: "
            + SequenceSteps.of(sequence).stream()
                .map(s -> s.number() + ". " + s.asked())
                .collect(Collectors.joining("; "))
            + ". Each step prints what it read (`HELD-n-READ-JSON`, `HELD-n-READ-CONSUMED`) or wrote"
            + " (`HELD-n-WRITTEN-JSON`, into `out/held-n.bin`), or what the library threw"
            + " (`HELD-n-READ-THREW`, `HELD-n-WRITE-THREW`).");
    lines.add(
        "A last JVM reads each write of the held instance with a fresh instance"
            + " (`HELD-n-BACK-READ-JSON`), then asks a fresh instance each step (`FRESH-n-…`): what"
            + " an instance that carried nothing over gives at the same step, beside what the held"
            + " one gave.");
    lines.add(
        "`v1.txt` and `v2.txt` show both class versions as source; their class files, and the"
            + " renamed copies written as another class, are in `classes/writer` (v1's side) and"
            + " `classes/reader` (v2's side).");
    return lines;
  }

  private static void writeClasses(ReproFolder folder, String side, Map<String, byte[]> classes) {
    classes.forEach(
        (name, bytes) ->
            folder.write("classes/" + side + "/" + name.replace('.', '/') + ".class", bytes));
  }
}
