package io.serialtck.tck.categories;

import io.serialtck.fixtures.Criterion;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.category.ConfigurationCells;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.plan.CategorySetting;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.cell.Endpoint;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.run.cell.FixtureTransfer;
import io.serialtck.tck.run.flexibility.FlexibilityCategory;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.verdict.Verdict;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A category the kit does not have, written as a new one would be, in this one class: cell {@code
 * repeat:<criterion>} writes the criterion's fixture twice and reads it twice in worlds of a worker
 * of its own (label {@code <id>-toy}), which the worlds keep across the criteria, as a category
 * that holds state across a sequence of reads and writes would. Its detail names the outcome of the
 * configuration's flexibility cell of the criterion, which it {@link #needs}. How many criteria it
 * repeats is its own setting in the plan ({@link Repeats}): neither the plan nor any main file
 * knows it.
 */
final class ToyCategory implements MatrixCategory {

  static final String ID = "toy";
  static final String PREFIX = "repeat:";

  /**
   * The category's own setting, which the plan holds without knowing it: how many of the plan's
   * criteria it repeats (none when the plan holds no such setting).
   */
  record Repeats(int criteria) implements CategorySetting {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "toy s";
  }

  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    return criteria(plan).stream()
        .map(c -> new CellKey(configuration, ID, PREFIX + c.id(), Direction.ROUNDTRIP))
        .toList();
  }

  @Override
  public Set<String> needs(CellKey cell) {
    return Set.of(FlexibilityCategory.ID);
  }

  @Override
  public boolean sharesWorker() {
    return false;
  }

  @Override
  public PreparedCategory prepare(Preparation preparation) {
    return this::run;
  }

  private void run(ConfigurationCells cells) {
    List<Criterion> criteria =
        criteria(cells.plan()).stream()
            .filter(c -> cells.runs(ID, PREFIX + c.id(), Direction.ROUNDTRIP))
            .toList();
    if (criteria.isEmpty()) {
      return;
    }
    Map<String, String> flexibility =
        cells.ran(FlexibilityCategory.ID).stream()
            .collect(Collectors.toMap(CellResult::scenario, c -> c.outcome().name()));
    String id = cells.configuration().id();
    try (WorkerSession session =
        cells
            .workers()
            .session(
                id + "-toy",
                id,
                cells.configuration().info().jvmFlags(),
                cells.configuration().worldClasspath())) {
      session.declareWorld("toy-writer");
      session.declareWorld("toy-reader");
      Endpoint worlds = new Endpoint("toy", session, "toy-writer", "toy-reader");
      FixtureTransfer transfer =
          new FixtureTransfer(
              cells.options().jdk().version(), cells.configuration().info().version());
      for (Criterion criterion : criteria) {
        Exchange first = transfer.transfer(criterion.fixtureClass(), worlds, worlds);
        Exchange again = transfer.transfer(criterion.fixtureClass(), worlds, worlds);
        Exchange worse = again.outcome().compareTo(first.outcome()) > 0 ? again : first;
        cells
            .recorder()
            .record(
                PREFIX + criterion.id(),
                ID,
                Direction.ROUNDTRIP,
                worse.withVerdict(
                    new Verdict(
                        worse.outcome(),
                        "twice; flexibility said " + flexibility.get(criterion.id()))));
      }
    }
  }

  @Override
  public Optional<RowText> describe(String scenario) {
    return Optional.empty();
  }

  private List<Criterion> criteria(Plan plan) {
    int size = plan.setting(Repeats.class).map(Repeats::criteria).orElse(0);
    return plan.criteria().subList(0, Math.min(size, plan.criteria().size()));
  }
}
