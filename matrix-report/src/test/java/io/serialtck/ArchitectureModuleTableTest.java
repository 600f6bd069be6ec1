package io.serialtck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * order; each row's artifact is the module's {@code artifactId}; every other module of the kit that
 * a module depends on outside its tests (scope compile, runtime or provided) is named in the row's
 * "depends on" column; and every module that column names is one the module depends on, in any
 * scope (a column may name its test dependencies, as "(tests: worker, verdict)"), where {@code
 * adapters} stands for its library modules and those are named by their folder ({@code jackson3}).
 * A one-word lower-case name in the column that is no module fails too, unless it is one of {@link
 * #OUTSIDE_WORDS}. Test-scoped dependencies only order the reactor and need not be named.
 */
class ArchitectureModuleTableTest {

  private static final Path KIT = Path.of("..");
  private static final String ADAPTERS = "adapters";

  /** Lower-case words a "depends on" column may list that are not modules of the kit. */
  private static final Set<String> OUTSIDE_WORDS =
      Set.of("nothing", "picocli", "provided", "test", "tests");

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
    List<String> unnamed = new ArrayList<>();
    for (Map.Entry<String, Row> entry : table.entrySet()) {
      String module = entry.getKey();
      DependsOnColumn column = new DependsOnColumn(entry.getValue().dependsOn());
      for (String artifact : dependencies(pom(module), false)) {
        String other = moduleByArtifact.get(artifact);
        if (other != null && !column.mentions(other)) {
          unnamed.add(module + " depends on " + other + " (" + artifact + ")");
        }
      }
    }
    assertThat(unnamed).isEmpty();
  }

  @Test
  void everyModuleARowNamesIsOneItDependsOn() throws Exception {
    Map<String, String> artifactByModule = artifactByModule();
    List<String> wrong = new ArrayList<>();
    for (Map.Entry<String, Row> entry : table().entrySet()) {
      String module = entry.getKey();
      List<String> dependencies = dependencies(pom(module), true);
      DependsOnColumn column = new DependsOnColumn(entry.getValue().dependsOn());
      for (String named : column.mentioned(artifactByModule.keySet())) {
        if (!dependsOn(dependencies, named, artifactByModule)) {
          wrong.add(module + " names " + named + ", which it does not depend on");
        }
      }
    }
    assertThat(wrong).isEmpty();
  }

  @Test
  void everyOneWordNameInARowIsAModuleOrAnOutsideWord() throws Exception {
    Set<String> modules = artifactByModule().keySet();
    List<String> unknown = new ArrayList<>();
    for (Map.Entry<String, Row> entry : table().entrySet()) {
      for (String item : new DependsOnColumn(entry.getValue().dependsOn()).oneWordItems()) {
        if (!modules.contains(item) && !OUTSIDE_WORDS.contains(item)) {
          unknown.add(entry.getKey() + " names " + item + ", which is no module of the kit");
        }
      }
    }
    assertThat(unknown).isEmpty();
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
    return modules(KIT);
  }

  /** The modules the POM in {@code folder} lists, in its order. */
  private static List<String> modules(Path folder) throws Exception {
    List<String> modules = new ArrayList<>();
    NodeList nodes = pomAt(folder.resolve("pom.xml")).getElementsByTagName("module");
    for (int i = 0; i < nodes.getLength(); i++) {
      modules.add(nodes.item(i).getTextContent().trim());
    }
    return modules;
  }

  /**
   * Each module's artifact by the name a table row gives it: the root POM's modules by folder, and
   * the library modules of {@code adapters/} by their own folder ({@code jackson3}).
   */
  private static Map<String, String> artifactByModule() throws Exception {
    Map<String, String> artifacts = new LinkedHashMap<>();
    for (String module : rootModules()) {
      artifacts.put(module, text(pom(module).getDocumentElement(), "artifactId"));
    }
    for (String adapter : modules(KIT.resolve(ADAPTERS))) {
      Document adapterPom = pomAt(KIT.resolve(ADAPTERS).resolve(adapter).resolve("pom.xml"));
      artifacts.put(adapter, text(adapterPom.getDocumentElement(), "artifactId"));
    }
    return artifacts;
  }

  /**
   * Whether a module with these dependencies depends on {@code named}: on its artifact, or, for
   * {@code adapters} (a POM no module depends on), on one of its library modules.
   */
  private static boolean dependsOn(
      List<String> dependencies, String named, Map<String, String> artifactByModule)
      throws Exception {
    if (dependencies.contains(artifactByModule.get(named))) {
      return true;
    }
    if (!named.equals(ADAPTERS)) {
      return false;
    }
    for (String adapter : modules(KIT.resolve(ADAPTERS))) {
      if (dependencies.contains(artifactByModule.get(adapter))) {
        return true;
      }
    }
    return false;
  }

  /** The artifacts of the module's own dependencies: all of them, or those not scoped test. */
  private static List<String> dependencies(Document pom, boolean withTests) {
    List<String> artifacts = new ArrayList<>();
    for (Element dependencies : children(pom.getDocumentElement(), "dependencies")) {
      for (Element dependency : children(dependencies, "dependency")) {
        String scope = text(dependency, "scope");
        if (withTests || !"test".equals(scope)) {
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
