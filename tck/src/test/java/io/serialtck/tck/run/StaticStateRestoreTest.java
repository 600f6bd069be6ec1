package io.serialtck.tck.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineComparison;
import io.serialtck.tck.baseline.BaselineDifference;
import io.serialtck.tck.baseline.BaselineSettings;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CellFilter;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.StaticStateReset;
import io.serialtck.tck.run.registration.OrderedRegistrations;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A configuration that keeps static state and restores it ({@link
 * io.serialtck.spi.StaticStateRestore}: one-nio's) gets every cell's outcome and mode in worlds
 * whose static state is restored between cells, as in new worlds per criterion, scenario and
 * property; and the restored run has the baseline's outcomes. The categories are those whose cells
 * start with a fresh static state ({@code freshWorldsIfStatic}); the upgrade and hostile cells make
 * worlds of their own.
 *
 * <p>A restore copies the library's internals, so it is checked again whenever the library changes:
 * the test runs when a registered configuration that keeps static state loads a library version
 * that {@code static-state-restore.verified} does not list (or with {@code
 * -Dserialtck.staticState.verify=true}), and is skipped, saying so, otherwise. It takes minutes:
 * the new worlds cost what the restore saves.
 */
class StaticStateRestoreTest {

  private static final String VERIFIED = "static-state-restore.verified";
  private static final String VERIFY_PROPERTY = "serialtck.staticState.verify";
  private static final List<String> CATEGORIES =
      List.of(
          Categories.FLEXIBILITY.id(),
          Categories.EVOLUTION.id(),
          Categories.STATEFUL.id(),
          Categories.REGISTRATION_ORDER.id(),
          Categories.PROPERTY.id());

  @TempDir Path workDir;

  @Test
  void restoredStaticStateGivesEveryCellTheOutcomeAndModeOfNewWorlds() throws IOException {
    Jdk jdk = jdk();
    List<RegisteredConfiguration> keeping =
        AdapterCatalog.describe(TestAdapters.built(), jdk.feature()).values().stream()
            .filter(c -> c.info().keepsStaticState() && c.info().isSupported())
            .toList();
    Set<String> unverified = unverified(keeping);
    assumeTrue(
        Boolean.getBoolean(VERIFY_PROPERTY) || !unverified.isEmpty(),
        "every library that keeps static state is at a version "
            + VERIFIED
            + " lists; -D"
            + VERIFY_PROPERTY
            + "=true checks it again");
    Path baselineRoot = Path.of(System.getProperty("serialtck.baseline", "../baseline"));
    BaselineSettings settings = Baseline.settings(baselineRoot);
    List<ConfigurationInfo> infos = keeping.stream().map(RegisteredConfiguration::info).toList();
    Plan plan =
        StandardPlan.full(settings.tries())
            .with(OrderedRegistrations.of(infos))
            .withFilter(new CellFilter(CATEGORIES, List.of()));

    List<CellResult> restored = run(jdk, keeping, plan, StaticStateReset.RESTORE, settings);
    List<CellResult> fresh = run(jdk, keeping, plan, StaticStateReset.NEW_WORLDS, settings);

    assertThat(restored).hasSameSizeAs(fresh).isNotEmpty();
    assertThat(restored).noneMatch(CellResult::harnessError);
    assertThat(differences(restored, fresh))
        .as("cells whose outcome or mode a restore changed")
        .isEmpty();
    Baseline baseline = Baseline.load(baselineRoot, jdk.feature());
    assertThat(
            restored.stream()
                .map(cell -> BaselineComparison.difference(baseline, cell))
                .flatMap(Optional::stream)
                .map(BaselineDifference::describe)
                .toList())
        .as("restored cells that differ from the baseline")
        .isEmpty();
    System.out.println(
        "static-state restore verified for "
            + unverified
            + ": add them to "
            + VERIFIED
            + " so that the build skips this test");
  }

  private static Jdk jdk() {
    String configured = System.getProperty("serialtck.jdk", "");
    return configured.isBlank() ? Jdk.current() : Jdk.at(Path.of(configured));
  }

  private List<CellResult> run(
      Jdk jdk,
      List<RegisteredConfiguration> configurations,
      Plan plan,
      StaticStateReset reset,
      BaselineSettings settings) {
    RunOptions options =
        RunOptions.defaults(workDir.resolve(reset.name()))
            .withJdk(jdk)
            .withSeed(settings.seed())
            .withStaticStateReset(reset);
    return MatrixRunner.run(options, configurations, plan, RunListener.NONE).cells();
  }

  /** One line per cell whose outcome or mode differs between the two runs. */
  private static List<String> differences(List<CellResult> restored, List<CellResult> fresh) {
    Map<CellKey, CellResult> byKey = new LinkedHashMap<>();
    fresh.forEach(cell -> byKey.put(CellKey.of(cell), cell));
    List<String> differences = new ArrayList<>();
    for (CellResult cell : restored) {
      CellResult other = byKey.get(CellKey.of(cell));
      if (other == null) {
        differences.add(cell.name() + ": not in the run with new worlds");
      } else if (other.outcome() != cell.outcome() || !cell.mode().equals(other.mode())) {
        differences.add(
            cell.name()
                + ": restored "
                + cell.outcome()
                + " ["
                + cell.mode()
                + "], new worlds "
                + other.outcome()
                + " ["
                + other.mode()
                + "]");
      }
    }
    return differences;
  }

  /** The libraries, with their versions, that the verified list does not name. */
  private static Set<String> unverified(List<RegisteredConfiguration> configurations)
      throws IOException {
    Set<String> verified;
    try (InputStream in = StaticStateRestoreTest.class.getResourceAsStream(VERIFIED)) {
      verified =
          new String(in.readAllBytes(), StandardCharsets.UTF_8)
              .lines()
              .map(String::strip)
              .filter(line -> !line.isEmpty() && !line.startsWith("#"))
              .collect(Collectors.toSet());
    }
    return configurations.stream()
        .map(c -> c.info().library() + " " + c.info().version())
        .filter(library -> !verified.contains(library))
        .collect(Collectors.toCollection(TreeSet::new));
  }
}
