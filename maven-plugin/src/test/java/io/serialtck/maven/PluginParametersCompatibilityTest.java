package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The goal's parameters are the plugin's API: a team's POM names them, and its command lines set
 * their properties. Against the previous release's descriptor ({@code
 * api/previous/serialtck-maven-plugin/plugin.xml}), every parameter is still there with the same
 * type and the same {@code -D} property, none that was optional became required, and no new one is
 * required: a POM that built with the previous release still configures this one.
 */
class PluginParametersCompatibilityTest {

  private static final Path PREVIOUS = Path.of("../api/previous/serialtck-maven-plugin/plugin.xml");
  private static final Path CURRENT = Path.of("target/classes/META-INF/maven/plugin.xml");

  @Test
  void everyParameterOfThePreviousReleaseIsStillThereAsItWas() throws Exception {
    Map<String, Parameter> previous = parameters(PREVIOUS);
    Map<String, Parameter> current = parameters(CURRENT);
    assertThat(previous).as("the previous descriptor's check goal").isNotEmpty();
    List<String> broken = new ArrayList<>();
    previous.forEach(
        (name, was) -> {
          Parameter now = current.get(name);
          if (now == null) {
            broken.add(name + ": removed");
          } else if (!now.type().equals(was.type())) {
            broken.add(name + ": type " + was.type() + " -> " + now.type());
          } else if (!now.expression().equals(was.expression())) {
            broken.add(name + ": property " + was.expression() + " -> " + now.expression());
          } else if (now.required() && !was.required()) {
            broken.add(name + ": now required");
          }
        });
    current.forEach(
        (name, now) -> {
          if (!previous.containsKey(name) && now.required()) {
            broken.add(name + ": a new required parameter");
          }
        });
    assertThat(broken).isEmpty();
  }

  private record Parameter(String type, boolean required, String expression) {}

  /** The check goal's parameters, with the property each reads ("" when none). */
  private static Map<String, Parameter> parameters(Path descriptor) throws Exception {
    Document document =
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(descriptor.toFile());
    Map<String, Parameter> parameters = new LinkedHashMap<>();
    for (Element mojo : children(child(document.getDocumentElement(), "mojos"), "mojo")) {
      if (!"check".equals(text(mojo, "goal"))) {
        continue;
      }
      Element configuration = child(mojo, "configuration");
      for (Element parameter : children(child(mojo, "parameters"), "parameter")) {
        String name = text(parameter, "name");
        Element configured = configuration == null ? null : child(configuration, name);
        parameters.put(
            name,
            new Parameter(
                text(parameter, "type"),
                Boolean.parseBoolean(text(parameter, "required")),
                configured == null ? "" : configured.getTextContent().trim()));
      }
    }
    return parameters;
  }

  private static Element child(Element parent, String name) {
    List<Element> found = children(parent, name);
    return found.isEmpty() ? null : found.get(0);
  }

  private static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    if (parent == null) {
      return found;
    }
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element element && element.getTagName().equals(name)) {
        found.add(element);
      }
    }
    return found;
  }

  private static String text(Element parent, String name) {
    Element found = child(parent, name);
    return found == null ? "" : found.getTextContent().trim();
  }
}
