package io.serialtck.tck.repro;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The reproducer's fixed sources and templates, resources of this package: a template's
 * {@code @@NAME@@} markers are replaced by the texts given.
 */
final class Templates {

  /**
   * The markers of {@code Write.java.template} and {@code Read.java.template} for the control
   * values of a value-dependent change, filled with nothing for a program without them.
   */
  static final Map<String, String> NO_CONTROLS =
      Map.of("CONTROLS_DOC", "", "WRITE_CONTROLS", "", "READ_CONTROLS", "", "CONTROL_METHOD", "");

  /**
   * {@code Read}'s import of the writer's class metadata, for a reader whose set-up takes some: as
   * the kit's worker, only when the writer shipped some.
   */
  static final String IMPORT_METADATA =
      "      if (Files.exists(out.resolve(\"metadata.bin\"))) {\n"
          + "        setUp.importMetadata(Files.readAllBytes(out.resolve(\"metadata.bin\")));\n"
          + "      }";

  private Templates() {}

  /**
   * The expression that gives a program's set-up its classes: those named, in order, completed as
   * the kit's worker completes them ({@code Registration.complete}: the declared types of their
   * fields after them).
   */
  static String registration(List<String> names) {
    return "Registration.complete(Registration.named("
        + names.stream()
            .map(JavaLiterals::string)
            .collect(Collectors.joining(",\n            ", "\n            ", ""))
        + "))";
  }

  /** A resource of this package as text. */
  static String text(String name) {
    try (InputStream in = Templates.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the kit lacks its resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the kit's resource " + name, e);
    }
  }

  /**
   * The template with each {@code @@KEY@@} replaced; a marker alone on its line and replaced by
   * nothing takes its line with it.
   *
   * @throws IllegalStateException when a marker is left unfilled
   */
  static String fill(String name, Map<String, String> values) {
    String text = text(name);
    for (Map.Entry<String, String> value : values.entrySet()) {
      String marker = "@@" + value.getKey() + "@@";
      if (value.getValue().isEmpty()) {
        text = text.replace(marker + "\n", "");
      }
      text = text.replace(marker, value.getValue());
    }
    int left = text.indexOf("@@");
    if (left >= 0) {
      throw new IllegalStateException(
          name
              + " has a marker left unfilled at "
              + text.substring(left, Math.min(text.length(), left + 24)));
    }
    return text;
  }
}
