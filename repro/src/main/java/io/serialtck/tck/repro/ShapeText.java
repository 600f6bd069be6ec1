package io.serialtck.tck.repro;

import io.serialtck.evolution.EnumShape;
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
          braceOpened(shape)
              .replace("; ", ";\n  ")
              .replace(" */ ", " */\n  ")
              .replaceAll("\\s*}$", "\n}"));
    }
    return String.join("\n", lines) + "\n";
  }

  /**
   * The shape's text with its opening brace ending a line: only the first one of an enum, whose
   * constants' class bodies ({@code C0 { toString() returns "x" }}) stay on their constant's line.
   */
  private static String braceOpened(TypeShape shape) {
    String rendered = shape.render();
    return shape instanceof EnumShape
        ? rendered.replaceFirst("\\{ ", "{\n  ")
        : rendered.replace("{ ", "{\n  ");
  }
}
