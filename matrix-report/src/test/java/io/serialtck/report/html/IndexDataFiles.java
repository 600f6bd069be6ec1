package io.serialtck.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.report.section.Report;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The files of {@code index-data/} of a report, read as the page reads them: each script's call of
 * {@code serialtck.load(name, content)}, its name checked against the file's.
 */
final class IndexDataFiles {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Pattern CALL =
      Pattern.compile("serialtck\\.load\\(\"([^\"]+)\", (.*)\\);\n", Pattern.DOTALL);

  private final Map<String, String> files;

  IndexDataFiles(Report report) {
    this.files = HtmlReport.dataFiles(report);
  }

  Map<String, String> files() {
    return files;
  }

  /** The matrix's parts, in order. */
  List<JsonNode> matrixParts() {
    return contents("matrix-");
  }

  /** Every row of the matrix, as the page puts them in, in order. */
  String matrixRows() {
    StringBuilder rows = new StringBuilder();
    matrixParts().forEach(part -> part.get("rows").forEach(row -> rows.append(row.asText())));
    return rows.toString();
  }

  /** Each configuration's details, in column order. */
  List<JsonNode> details() {
    return contents("details-");
  }

  /** The content a file hands to the page, once its name is checked. */
  static JsonNode content(String path, String script) {
    Matcher call = CALL.matcher(script);
    assertThat(call.matches()).as(path + " is one call of serialtck.load").isTrue();
    assertThat(IndexData.FOLDER + "/" + call.group(1))
        .as("the name " + path + " gives")
        .isEqualTo(path);
    try {
      return MAPPER.readTree(call.group(2));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The files whose name starts so, in their number's order. */
  private List<JsonNode> contents(String prefix) {
    List<JsonNode> contents = new ArrayList<>();
    for (int number = 1; ; number++) {
      String path = IndexData.FOLDER + "/" + prefix + number + ".js";
      if (!files.containsKey(path)) {
        return contents;
      }
      contents.add(content(path, files.get(path)));
    }
  }
}
