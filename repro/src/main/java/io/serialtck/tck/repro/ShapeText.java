package io.serialtck.tck.repro;

import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import java.util.ArrayList;
import java.util.List;

/**
 * A class version as readable Java-like source ({@code v1.txt}, {@code v2.txt}): every class of the
 * version's graph, rendered as the kit's reports render shapes, one member a line.
 */
final class ShapeText {

  private ShapeText() {}

  /**
   * @param heading the lines that open the text (which version, of which scenario), without their
   *     comment marks
   */
  static String of(TypeShape root, List<String> heading) {
    List<String> lines = new ArrayList<>();
    heading.forEach(line -> lines.add("// " + line));
    for (TypeShape shape : ShapeGraph.of(root).values()) {
      lines.add("");
      lines.add("// " + shape.name());
      lines.add(
          shape
              .render()
              .replace("{ ", "{\n  ")
              .replace("; ", ";\n  ")
              .replace(" */ ", " */\n  ")
              .replaceAll("\\s*}$", "\n}"));
    }
    return String.join("\n", lines) + "\n";
  }
}
