package io.serialtck.report.cli;

import static io.serialtck.report.cli.CapturedCommand.execute;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.cli.CapturedCommand.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The README is a short manual whose counts are what {@code ./serialtck list} prints: a count that
 * goes stale, a configuration it does not name, a link to nothing or a README grown past 300 lines
 * fails here.
 */
class ReadmeTest {

  private static final Path ROOT = Path.of("..");
  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");
  private static final Pattern CONFIGURATIONS = Pattern.compile("(?m)^(\\d+) configurations \\(");
  private static final Pattern LISTED_ID = Pattern.compile("(?m)^  ([a-z0-9-]+) +\\S");
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)#]+)(#[^)]*)?\\)");

  private static String readme;
  private static String listed;

  @BeforeAll
  static void read() throws IOException {
    readme = Files.readString(ROOT.resolve("README.md"));
    Result result = execute("list", "--adapters", ADAPTERS);
    assertThat(result.exit()).as(result.err()).isZero();
    listed = result.out();
  }

  @Test
  void isAShortManual() {
    assertThat(readme.lines().count()).isLessThanOrEqualTo(300);
  }

  @Test
  void quotesTheCellCountsListPrints() {
    List<String> counts =
        listed
            .lines()
            .filter(
                line ->
                    line.startsWith("A default run (./serialtck run) asks ")
                        || line.startsWith("run --upgrade-evolution adds ")
                        || line.startsWith("Each configuration is asked "))
            .toList();
    assertThat(counts).hasSize(3);
    assertThat(readme).contains(counts);
  }

  @Test
  void countsTheConfigurationsListPrints() {
    Matcher matcher = CONFIGURATIONS.matcher(listed);
    assertThat(matcher.find()).as(listed).isTrue();
    int all = Integer.parseInt(matcher.group(1));
    long onRequest =
        listed.lines().filter(line -> line.startsWith("run --all-configurations adds ")).count();
    assertThat(readme)
        .contains(
            String.format(
                "%d configurations; a default run runs %d of them.", all, all - onRequest));
  }

  @Test
  void namesEveryConfigurationListPrints() {
    List<String> ids = LISTED_ID.matcher(listed).results().map(m -> m.group(1)).toList();
    assertThat(ids).hasSizeGreaterThan(10);
    for (String id : ids) {
      assertThat(readme).as(id).contains("`" + id + "`");
    }
  }

  @Test
  void linksOnlyToFilesThatExist() {
    List<String> targets =
        LINK.matcher(readme)
            .results()
            .map(m -> m.group(1))
            .filter(t -> !t.contains("://"))
            .toList();
    assertThat(targets).isNotEmpty();
    for (String target : targets) {
      assertThat(ROOT.resolve(target)).as(target).exists();
    }
  }
}
