package io.serialtck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * ARCHITECTURE.md's module table says what the POMs say: its modules are the root POM's, in its
 * order; each row's artifact is the module's {@code artifactId}; and every other module of the kit
 * that a module depends on outside its tests (scope compile, runtime or provided) is named in the
 * row's "depends on" column, or covered by "all of the above" when it is an earlier row.
 * Test-scoped dependencies only order the reactor and are not held to the table.
 */
class ArchitectureModuleTableTest {

  private static final Path KIT = Path.of("..");
  private static final Pattern ROW =
      Pattern.compile("^\\| `([a-z-]+)/` \\| `([a-z-]+)`[^|]*\\| ([^|]*) \\|");

  @Test
  void theModuleTableListsTheRootPomsModulesInItsOrder() throws Exception {
    assertThat(table().keySet()).containsExactlyElementsOf(rootModules());
  }

  @Test
  void eachRowNamesItsModulesArtifact() throws Exception {
    for (Map.Entry<String, Row> row : table().entrySet()) {
      assertThat(text(pom(row.getKey()).getDocumentElement(), "artifactId"))
          .as(row.getKey() + "/pom.xml")
          .isEqualTo(row.getValue().artifact());
    }
  }

  @Test
  void everyDependencyOnAnotherModuleOutsideTestsIsNamedInTheRow() throws Exception {
    Map<String, Row> table = table();
    Map<String, String> moduleByArtifact = new LinkedHashMap<>();
    table.forEach((module, row) -> moduleByArtifact.put(row.artifact(), module));
    List<String> earlier = new ArrayList<>();
    List<String> unnamed = new ArrayList<>();
    for (Map.Entry<String, Row> entry : table.entrySet()) {
      String module = entry.getKey();
      String dependsOn = entry.getValue().dependsOn();
      for (String artifact : mainDependencies(pom(module))) {
        String other = moduleByArtifact.get(artifact);
        if (other == null) {
          continue;
        }
        boolean named =
            Pattern.compile("\\b" + Pattern.quote(other) + "\\b").matcher(dependsOn).find();
        boolean covered = dependsOn.startsWith("all of the above") && earlier.contains(other);
        if (!named && !covered) {
          unnamed.add(module + " depends on " + other + " (" + artifact + ")");
        }
      }
      earlier.add(module);
    }
    assertThat(unnamed).isEmpty();
  }

  /** The test fails on a table it cannot find, rather than checking nothing. */
  @Test
  void theTableHasARowPerModule() throws Exception {
    assertThat(table()).hasSizeGreaterThanOrEqualTo(14);
  }

  private record Row(String artifact, String dependsOn) {}

  private static Map<String, Row> table() throws Exception {
    Map<String, Row> rows = new LinkedHashMap<>();
    boolean inModules = false;
    for (String line : Files.readAllLines(KIT.resolve("ARCHITECTURE.md"))) {
      if (line.startsWith("## ")) {
        inModules = line.equals("## Modules");
        continue;
      }
      Matcher row = ROW.matcher(line);
      if (inModules && row.find()) {
        rows.put(row.group(1), new Row(row.group(2), row.group(3).trim()));
      }
    }
    return rows;
  }

  private static List<String> rootModules() throws Exception {
    List<String> modules = new ArrayList<>();
    NodeList nodes = pomAt(KIT.resolve("pom.xml")).getElementsByTagName("module");
    for (int i = 0; i < nodes.getLength(); i++) {
      modules.add(nodes.item(i).getTextContent().trim());
    }
    return modules;
  }

  /** The artifacts of the module's own dependencies whose scope is not test. */
  private static List<String> mainDependencies(Document pom) {
    List<String> artifacts = new ArrayList<>();
    for (Element dependencies : children(pom.getDocumentElement(), "dependencies")) {
      for (Element dependency : children(dependencies, "dependency")) {
        String scope = text(dependency, "scope");
        if (!"test".equals(scope)) {
          artifacts.add(text(dependency, "artifactId"));
        }
      }
    }
    return artifacts;
  }

  private static Document pom(String module) throws Exception {
    return pomAt(KIT.resolve(module).resolve("pom.xml"));
  }

  private static Document pomAt(Path file) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
  }

  private static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
      if (child instanceof Element element && element.getTagName().equals(name)) {
        found.add(element);
      }
    }
    return found;
  }

  private static String text(Element parent, String name) {
    List<Element> found = children(parent, name);
    return found.isEmpty() ? null : found.get(0).getTextContent().trim();
  }
}
