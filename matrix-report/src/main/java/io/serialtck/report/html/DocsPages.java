package io.serialtck.report.html;

import static io.serialtck.tck.text.HtmlText.escape;
import static io.serialtck.tck.text.HtmlText.withCode;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.catalogue.CatalogueKind;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.HostileScenarios;
import io.serialtck.fixtures.RegressionScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.fixtures.ValueSweeps;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.results.AtomicFiles;
import io.serialtck.tck.run.interop.InteropCategory;
import io.serialtck.tck.run.interop.JsonDocuments;
import io.serialtck.tck.run.registration.RegistrationCase;
import io.serialtck.tck.run.stateful.StatefulCategory;
import io.serialtck.tck.run.stateful.StatefulSequence;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The kit's documentation of what a row asks, as pages beside the report ({@code docs/*.html}), so
 * that the links of {@code index.html} resolve wherever the report folder is opened, without the
 * kit's checkout or a network. They are rendered from the same declarations as the generated tables
 * of the kit's {@code docs/*.md} ({@code ./serialtck docs}): flexibility criteria, catalogue kinds
 * with their value sweeps, chains, properties, hostile families and places; each entry has the
 * anchor a row's category names for it ({@link RowText.Docs}, linked by {@link #href}).
 */
public final class DocsPages {

  /** The folder of the pages, inside the report's folder. */
  public static final String FOLDER = "docs";

  static final String CRITERIA = "flexibility-criteria.html";
  static final String CATALOGUE = "evolution-catalogue.html";
  static final String PROPERTIES = "properties.html";
  static final String HOSTILE = "hostile.html";
  static final String STATEFUL = "stateful.html";
  static final String REGISTRATION_ORDER = "registration-order.html";
  static final String INTEROP = InteropCategory.ID + ".html";

  private DocsPages() {}

  /**
   * Writes the pages into {@code reportFolder/docs/} (made if missing, files replaced).
   *
   * @return the files written
   */
  public static List<Path> write(Path reportFolder) {
    Path folder = reportFolder.resolve(FOLDER);
    List<Path> written = new ArrayList<>();
    try {
      Files.createDirectories(folder);
      for (Map.Entry<String, String> page : pages().entrySet()) {
        Path file = folder.resolve(page.getKey());
        written.add(AtomicFiles.writeString(file, page.getValue()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the docs pages into " + folder, e);
    }
    return List.copyOf(written);
  }

  /** Each page's file name and text, in the order {@link #write} writes them. */
  static Map<String, String> pages() {
    Map<String, String> pages = new LinkedHashMap<>();
    pages.put(CRITERIA, criteria());
    pages.put(CATALOGUE, catalogue());
    pages.put(PROPERTIES, properties());
    pages.put(HOSTILE, hostile());
    pages.put(STATEFUL, stateful());
    pages.put(REGISTRATION_ORDER, registrationOrder());
    pages.put(INTEROP, interop());
    return pages;
  }

  /**
   * The link to an entry of a page ({@code docs/flexibility-criteria.html#criterion-enum}),
   * relative to the report's folder.
   */
  static String href(RowText.Docs docs) {
    return FOLDER + "/" + docs.page() + ".html#" + docs.anchor();
  }

  private static String criteria() {
    StringBuilder html = opening("The flexibility criteria");
    html.append(
            "<p>One <code>roundtrip</code> cell per criterion and configuration: can the library"
                + " round-trip this object without being asked? A cell is PASS when the rule"
                + " below holds. The same criteria are asked across a library upgrade"
                + " (<code>library:</code>) or a JDK change (<code>jdk:</code>), written by one"
                + " side and read by the other.</p>\n")
        .append("<table>\n<thead><tr><th>id</th><th>score group</th><th>PASS when</th>")
        .append("<th>fixture</th></tr></thead>\n<tbody>\n");
    for (Criterion criterion : FlexibilityCriteria.all()) {
      row(
          html,
          "criterion-" + criterion.id(),
          criterion.id(),
          criterion.group().title(),
          criterion.passRule(),
          "`" + simpleName(criterion.fixtureClass()) + "`");
    }
    return closing(html.append("</tbody>\n</table>\n"));
  }

  private static String catalogue() {
    StringBuilder html = opening("The evolution catalogue");
    html.append(
            "<p>Every class change the kit knows, each on a curated class <code>Sample</code>"
                + " with <code>String name; int count;</code> plus the field the change needs."
                + " Two cells per change: <b>backward</b>, the new class version reads bytes the"
                + " old one wrote (new code reads old data), and <b>forward</b>, the old version"
                + " reads bytes the new one wrote (old code reads new data, as during a rolling"
                + " deployment or a rollback). A cell is PASS when no error occurs and the reader"
                + " gets every value as the value mapping says, the untouched fields intact.</p>\n"
                + "<p id=\"class-styles\">Every change is asked twice: on classes with private"
                + " fields and no accessors, and on JavaBeans (ids prefixed <code>bean:</code>):"
                + " getters, setters and a public no-arg constructor. A value sweep"
                + " (<code>long-to-int@long-max</code>) asks the same change again with another"
                + " value.</p>\n")
        .append("<table>\n<thead><tr><th>id</th><th>topic</th><th>change</th>")
        .append("<th>value mapping</th><th>Java serialization spec §5.6</th>")
        .append("<th>value sweeps</th></tr></thead>\n<tbody>\n");
    for (CatalogueKind kind : Catalogue.kinds()) {
      row(
          html,
          "kind-" + kind.id(),
          kind.id(),
          EvolutionTopic.of(kind.group()).heading(),
          kind.text().example(),
          kind.text().valueMapping(),
          kind.text().javaSpecification(),
          ValueSweeps.of(kind.id()).stream()
              .map(sweep -> "`" + sweep.name() + "`")
              .collect(Collectors.joining(", ")));
    }
    html.append("</tbody>\n</table>\n<h2 id=\"chains\">Chains</h2>\n")
        .append("<p>v1's bytes read by the last version, and the last version's by v1.</p>\n")
        .append("<table>\n<thead><tr><th>id</th><th>steps</th></tr></thead>\n<tbody>\n");
    for (Scenario chain : EvolutionScenarios.chains()) {
      row(html, "chain-" + chain.id(), chain.id(), chain.description());
    }
    html.append("</tbody>\n</table>\n<h2 id=\"regressions\">Shapes from the trackers</h2>\n")
        .append(
            "<p>Class changes on the shapes of regressions users reported in the libraries'"
                + " trackers (<code>docs/regressions.md</code> in the kit names each issue).</p>\n")
        .append("<table>\n<thead><tr><th>id</th><th>change</th></tr></thead>\n<tbody>\n");
    for (Scenario regression : RegressionScenarios.all()) {
      row(html, "regression-" + regression.id(), regression.id(), regression.description());
    }
    return closing(html.append("</tbody>\n</table>\n"));
  }

  private static String stateful() {
    StringBuilder html = opening("The stateful sequences");
    html.append(
            "<p>One cell per sequence, curated scenario and configuration: ONE instance of the"
                + " configuration, held as an application holds its serializer (told its classes"
                + " once), performs every step of the sequence in the current class version's"
                + " world; the bytes it reads come from fresh writers and what it writes is read"
                + " by a fresh reader, each read judged as the evolution and round-trip cells"
                + " judge theirs. The class versions are those of ")
        .append(withCode("`" + String.join("`, `", StatefulCategory.EVOLUTIONS) + "`"))
        .append(
            "; scenario <code>&lt;sequence&gt;:&lt;scenario&gt;</code>. Each cell's detail says"
                + " how the configuration holds its instance.</p>\n")
        .append("<table>\n<thead><tr><th>sequence</th><th>asks</th><th>PASS when</th>")
        .append("</tr></thead>\n<tbody>\n");
    for (StatefulSequence sequence : StatefulSequence.values()) {
      row(html, "sequence-" + sequence.id(), sequence.id(), sequence.asked(), sequence.passRule());
    }
    return closing(html.append("</tbody>\n</table>\n"));
  }

  private static String registrationOrder() {
    StringBuilder html = opening("The registration-order cases");
    html.append(
            "<p>One <code>roundtrip</code> cell per case, asked of each configuration that"
                + " declares its class registration assigns ids in order"
                + " (<code>SerializerConfiguration#registrationAssignsIds</code>): a fresh writer"
                + " and a fresh reader, each told its classes in the case's order, write and read"
                + " back a <code>Circle</code>. <code>Circle</code> and <code>Square</code> have one"
                + " field layout, <code>Label</code> another. PASS when ")
        .append(withCode(RegistrationCase.PASS_RULE))
        .append(".</p>\n")
        .append("<table>\n<thead><tr><th>case</th><th>asks</th></tr></thead>\n<tbody>\n");
    for (RegistrationCase registration : RegistrationCase.values()) {
      row(html, "case-" + registration.id(), registration.id(), registration.asked());
    }
    return closing(html.append("</tbody>\n</table>\n"));
  }

  private static String interop() {
    StringBuilder html = opening("JSON that other programs read");
    html.append(
            "<p>Asked of the configurations that declare JSON as their format, for the fixtures ")
        .append(withCode("`" + String.join("`, `", JsonDocuments.CRITERIA) + "`"))
        .append(". Both kinds of cell compare with the fixture's one JSON form: ")
        .append(withCode(InteropCategory.ONE_JSON_FORM))
        .append(".</p>\n<table>\n<thead><tr><th>cells</th><th>asks</th><th>PASS when</th>")
        .append("</tr></thead>\n<tbody>\n");
    row(
        html,
        InteropCategory.OUT_ANCHOR,
        InteropCategory.OUT + "<fixture>",
        InteropCategory.OUT_ASKS,
        InteropCategory.OUT_PASS);
    row(
        html,
        InteropCategory.IN_ANCHOR,
        InteropCategory.IN + "<fixture>",
        InteropCategory.IN_ASKS,
        InteropCategory.IN_PASS);
    return closing(html.append("</tbody>\n</table>\n"));
  }

  private static String hostile() {
    StringBuilder html = opening("The hostile cells");
    html.append("<p>One <code>roundtrip</code> cell per family of malformed input, made from the")
        .append(" bytes the configuration wrote for ")
        .append(escape(String.join(", ", HostileScenarios.SEEDS)))
        .append(". PASS when ")
        .append(withCode(HostileScenarios.MALFORMED_PASS_RULE))
        .append(
            ".</p>\n<table>\n<thead><tr><th>family</th><th>inputs</th></tr></thead>\n<tbody>\n");
    for (HostileScenarios.MutationFamily family : HostileScenarios.MutationFamily.values()) {
      row(html, "family-" + family.id(), family.scenario(), family.description());
    }
    html.append("</tbody>\n</table>\n<p>One cell per place a canary class is named in the bytes,")
        .append(" at the configuration's settings (<code>canary:</code>) and at the library's")
        .append(" secure settings (<code>canary-secure:</code>). PASS when ")
        .append(withCode(HostileScenarios.CANARY_PASS_RULE))
        .append(
            ".</p>\n<table>\n<thead><tr><th>place</th><th>written and read</th></tr></thead>\n<tbody>\n");
    for (HostileScenarios.CanaryPlace place : HostileScenarios.canaryPlaces()) {
      row(html, "place-" + place.id(), place.id(), place.description());
    }
    return closing(html.append("</tbody>\n</table>\n"));
  }

  private static String properties() {
    StringBuilder html = opening("The properties");
    html.append(
            "<p>One <code>roundtrip</code> cell per property and configuration, over random"
                + " shapes, values and evolutions; a failing cell reports its worst outcome and"
                + " its first failing try shrunk to a minimal class pair.</p>\n")
        .append("<table>\n<thead><tr><th>id</th><th>PASS when</th></tr></thead>\n<tbody>\n");
    for (Property property : Property.values()) {
      row(html, "property-" + property.id(), property.id(), property.statement());
    }
    return closing(html.append("</tbody>\n</table>\n"));
  }

  private static void row(StringBuilder html, String anchor, String id, String... texts) {
    html.append("<tr id=\"")
        .append(escape(anchor))
        .append("\"><th scope=\"row\"><code>")
        .append(escape(id))
        .append("</code></th>");
    for (String text : texts) {
      html.append("<td>").append(withCode(text)).append("</td>");
    }
    html.append("</tr>\n");
  }

  private static StringBuilder opening(String title) {
    return new StringBuilder(32 * 1024)
        .append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>SerialTCK: ")
        .append(escape(title))
        .append("</title>\n<style>\n")
        .append("body{font:14px/1.45 system-ui,sans-serif;margin:1rem 1.5rem 3rem;color:#18181b}")
        .append("table{border-collapse:collapse}th,td{border:1px solid #d4d4d8;")
        .append("padding:.2rem .5rem;text-align:left;vertical-align:top}")
        .append("thead th{background:#f4f4f5}tr:target{background:#fef9c3;outline:2px solid")
        .append(" #2563eb}code{font-size:12px}\n</style>\n</head>\n<body>\n")
        .append("<p><a href=\"../index.html\">← the report</a></p>\n<h1>")
        .append(escape(title))
        .append("</h1>\n");
  }

  private static String closing(StringBuilder html) {
    return html.append(
            "<p>Rendered from the kit's declarations, as the tables of its <code>docs/</code>"
                + " are (<code>./serialtck docs</code>).</p>\n</body>\n</html>\n")
        .toString();
  }

  private static String simpleName(String binaryName) {
    return binaryName.substring(binaryName.lastIndexOf('.') + 1).replace('$', '.');
  }
}
