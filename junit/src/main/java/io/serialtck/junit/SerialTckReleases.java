package io.serialtck.junit;

import io.serialtck.report.compare.CompareJob;
import io.serialtck.report.compare.CompareRequest;
import io.serialtck.report.compare.CompareResult;
import io.serialtck.report.compare.CompareSide;
import io.serialtck.report.compare.TeamDeclarations;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A team's own classes across two of its releases, compared by the kit in the team's JUnit build,
 * as {@code ./serialtck compare} and the Maven plugin compare them: values of the roots (the team's
 * samples first, then values aimed at each change, then random ones) written by one release and
 * read by the other, both ways, in worker JVMs, for each configuration. Each cell is a dynamic test
 * named {@code configuration › root › direction}, which fails when the cell differs from the
 * baseline (without one: when it does not pass with every change checked, or drops a removed
 * field's values the team did not accept); a last test fails on baseline entries no cell matched.
 * The reports are written into {@link #reportFolder()}.
 *
 * <p>Extend it and say what to compare: the adapters ({@link #adapters()}, as for {@code
 * SerialTckMatrix}), the configurations, both releases ({@link CompareSide}: a label, the release's
 * jar or class folder first, then its dependencies) and the roots; override the rest where the
 * defaults do not fit. {@code -Dserialtck.baseline=DIR}, {@code -Dserialtck.seed}, {@code
 * -Dserialtck.tries} and {@code -Dserialtck.out} are honoured as by the other routes.
 */
public abstract class SerialTckReleases {

  /** Where configurations are found: an adapter's name to its world class path. */
  protected abstract Map<String, List<Path>> adapters();

  /** The configuration ids to compare with. */
  protected abstract List<String> configurations();

  /** The earlier release. */
  protected abstract CompareSide before();

  /** The later release. */
  protected abstract CompareSide after();

  /** Root class names or packages of the model. */
  protected abstract List<String> roots();

  /**
   * Library version pairs or migrations ({@code kryo-default:5.5.0..5.6.2}, {@code
   * jackson-default..jackson3-default}); none by default.
   */
  protected List<String> upgrades() {
    return List.of();
  }

  /** Renames, samples and accepted removals the team declares; none by default. */
  protected TeamDeclarations declarations() {
    return TeamDeclarations.NONE;
  }

  /** The baseline folder, {@code -Dserialtck.baseline}; none: every cell is to pass. */
  protected Optional<Path> baseline() {
    return Optional.ofNullable(System.getProperty("serialtck.baseline"))
        .filter(value -> !value.isBlank())
        .map(Path::of);
  }

  /** The seed of the values written, {@code -Dserialtck.seed}, else the compare default. */
  protected long seed() {
    return Long.getLong("serialtck.seed", CompareRequest.DEFAULT_SEED);
  }

  /** Random values per cell after the team's and the aimed ones, {@code -Dserialtck.tries}. */
  protected int tries() {
    return Integer.getInteger("serialtck.tries", CompareRequest.DEFAULT_TRIES);
  }

  /**
   * Whether values are built through the classes' public constructors and setters (the default), or
   * field by field.
   */
  protected boolean throughConstructors() {
    return true;
  }

  /**
   * The report folder: {@code -Dserialtck.out}, else {@code
   * target/serialtck/<TestClassSimpleName>}.
   */
  protected Path reportFolder() {
    String out = System.getProperty("serialtck.out");
    if (out != null && !out.isBlank()) {
      return Path.of(out);
    }
    return Path.of("target", "serialtck", getClass().getSimpleName());
  }

  /** The request these methods describe. */
  protected CompareRequest request() {
    return new CompareRequest(
        adapters(),
        configurations(),
        before(),
        after(),
        roots(),
        upgrades(),
        seed(),
        tries(),
        Path.of(System.getProperty("java.home")),
        reportFolder(),
        baseline(),
        "-Dserialtck.baseline=DIR with ./serialtck compare ... --update, or the Maven"
            + " plugin's -Dserialtck.updateBaseline",
        throughConstructors(),
        declarations());
  }

  @TestFactory
  Stream<DynamicTest> releases() {
    CompareResult result = CompareJob.check(request(), System.out);
    Set<CellKey> ran = new LinkedHashSet<>();
    Stream<DynamicTest> cells =
        result.results().stream()
            .map(
                cell -> {
                  CellKey key = CellKey.of(cell);
                  ran.add(key);
                  return DynamicTest.dynamicTest(name(cell), () -> check(cell, result));
                });
    List<DynamicTest> tests = cells.toList();
    List<String> unmatched =
        result.byCell().entrySet().stream()
            .filter(entry -> !ran.contains(entry.getKey()))
            .flatMap(entry -> entry.getValue().stream())
            .toList();
    DynamicTest baseline =
        DynamicTest.dynamicTest(
            "baseline › entries no cell matched",
            () -> {
              if (!unmatched.isEmpty()) {
                Assertions.fail(String.join("\n", unmatched));
              }
            });
    return Stream.concat(tests.stream(), Stream.of(baseline));
  }

  private static void check(CellResult cell, CompareResult result) {
    System.out.println(name(cell) + ": " + cell.outcome() + " " + cell.detail());
    List<String> differences = result.differencesOf(CellKey.of(cell));
    if (!differences.isEmpty()) {
      Assertions.fail(String.join("\n", differences));
    }
  }

  private static String name(CellResult cell) {
    return cell.configuration() + " › " + cell.scenario() + " › " + cell.direction().id();
  }
}
