package io.serialtck.spi;

import japicmp.cmp.JApiCmpArchive;
import japicmp.cmp.JarArchiveComparator;
import japicmp.cmp.JarArchiveComparatorOptions;
import japicmp.config.Options;
import japicmp.model.AccessModifier;
import japicmp.model.JApiClass;
import japicmp.output.incompatible.IncompatibleErrorOutput;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

/**
 * The build's {@code api-compatibility} check, run through japicmp's own API with the settings of
 * the parent POM's japicmp configuration: which changes break the build, the access modifier, and
 * whether missing classes are ignored. {@link #compare} throws japicmp's exception where the build
 * would fail.
 */
record ApiCompatibilityCheck(
    boolean breakOnBinaryIncompatible,
    boolean breakOnSourceIncompatible,
    String accessModifier,
    boolean ignoreMissingClasses) {

  private static final Path PARENT_POM = Path.of("../pom.xml");
  private static final String PARAMETER =
      "/project/build/pluginManagement/plugins/plugin[artifactId='japicmp-maven-plugin']"
          + "/configuration/parameter/";

  /** The check as the parent POM configures it. */
  static ApiCompatibilityCheck fromParentPom() throws Exception {
    Document pom =
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(PARENT_POM.toFile());
    XPath xpath = XPathFactory.newInstance().newXPath();
    return new ApiCompatibilityCheck(
        flag(xpath, pom, "breakBuildOnBinaryIncompatibleModifications"),
        flag(xpath, pom, "breakBuildOnSourceIncompatibleModifications"),
        value(xpath, pom, "accessModifier"),
        flag(xpath, pom, "ignoreMissingClasses"));
  }

  /** The same check with source-incompatible changes let through, as the build had them. */
  ApiCompatibilityCheck binaryOnly() {
    return new ApiCompatibilityCheck(
        breakOnBinaryIncompatible, false, accessModifier, ignoreMissingClasses);
  }

  /**
   * Compares {@code changed} with {@code previous} as the build does.
   *
   * @throws japicmp.exception.JApiCmpException where the build would fail, naming each change
   */
  void compare(Path previous, Path changed) {
    Options options = Options.newDefault();
    options.setOldArchives(List.of(new JApiCmpArchive(previous.toFile(), "0.0.1")));
    options.setNewArchives(List.of(new JApiCmpArchive(changed.toFile(), "0.0.2")));
    options.setAccessModifier(AccessModifier.valueOf(accessModifier.toUpperCase(Locale.ROOT)));
    options.setIgnoreMissingClasses(ignoreMissingClasses);
    options.setErrorOnBinaryIncompatibility(breakOnBinaryIncompatible);
    options.setErrorOnSourceIncompatibility(breakOnSourceIncompatible);
    JarArchiveComparator comparator =
        new JarArchiveComparator(JarArchiveComparatorOptions.of(options));
    List<JApiClass> classes =
        comparator.compare(options.getOldArchives(), options.getNewArchives());
    new IncompatibleErrorOutput(options, classes, comparator).generate();
  }

  private static boolean flag(XPath xpath, Document pom, String name) throws Exception {
    return Boolean.parseBoolean(value(xpath, pom, name));
  }

  private static String value(XPath xpath, Document pom, String name) throws Exception {
    String text = xpath.evaluate(PARAMETER + name, pom).trim();
    if (text.isEmpty()) {
      throw new IllegalStateException("the parent POM's japicmp parameter has no " + name);
    }
    return text;
  }
}
