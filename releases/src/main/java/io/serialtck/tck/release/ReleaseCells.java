package io.serialtck.tck.release;

import io.serialtck.tck.Direction;
import io.serialtck.tck.category.ConfigurationCells;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.worker.WorkerSession;
import java.util.List;

/**
 * One configuration's release cells, as the {@code release} category runs them for the matrix
 * runner ({@link ReleaseCategory#prepare}): in a worker of the configuration's own (label {@code
 * <id>-release}) whose worlds {@code old} and {@code new} are the two releases' ({@link
 * ReleaseWorlds}), for each root the run asks, {@code backward} then {@code forward}: a team's
 * class judged by {@link ReleaseRootCell}, a JDK type by {@link JdkRootCell}. Each root is read as
 * the configuration's library sees it ({@link WireContract#of}); a worker that keeps static state
 * gets fresh worlds before each root.
 */
final class ReleaseCells {

  private static final List<Direction> DIRECTIONS = List.of(Direction.BACKWARD, Direction.FORWARD);

  private final ConfigurationCells cells;
  private final ReleaseSetting setting;

  /**
   * @param cells the configuration's run: which cells to run, where to record them, where to start
   *     the worker
   * @param setting the roots and each configuration's worlds
   */
  ReleaseCells(ConfigurationCells cells, ReleaseSetting setting) {
    this.cells = cells;
    this.setting = setting;
  }

  /** Runs the configuration's release cells the run asks, recording each. */
  void run() {
    RegisteredConfiguration configuration = cells.configuration();
    ReleaseWorlds worlds = setting.worlds().get(configuration.id());
    List<ReleaseRoot> roots =
        worlds == null
            ? List.of()
            : setting.roots().stream().filter(root -> !directions(root).isEmpty()).toList();
    if (roots.isEmpty()) {
      return;
    }
    try (WorkerSession session =
        cells
            .workers()
            .session(
                configuration.id() + "-release",
                configuration.id(),
                worlds.jvmFlags(),
                configuration.worldClasspath())) {
      if (worlds.beforeConfiguration().isPresent()) {
        session.declareWorld(
            CellExchanges.OLD_WORLD, worlds.before(), worlds.beforeConfiguration().get());
      } else {
        session.declareWorld(CellExchanges.OLD_WORLD, worlds.before());
      }
      session.declareWorld(CellExchanges.NEW_WORLD, worlds.after());
      CellExchanges exchanges =
          new CellExchanges(configuration, cells.options(), session, setting.throughConstructors());
      WireContract contract = WireContract.of(configuration.info().library());
      for (ReleaseRoot asRead : roots) {
        ReleaseRoot root = asRead.under(contract);
        String failure = exchanges.freshWorldsIfStatic();
        for (Direction direction : directions(asRead)) {
          Exchange exchange;
          if (failure != null) {
            exchange = exchanges.harnessFault(failure, worlds.beforeLabel(), worlds.afterLabel());
          } else if (JdkRootCell.isJdkRoot(root.className())) {
            exchange =
                new JdkRootCell(
                        root.className(),
                        direction == Direction.BACKWARD,
                        session,
                        exchanges,
                        worlds,
                        configuration.id())
                    .judge(cells.options().seed(), cells.plan().tries());
          } else {
            exchange =
                new ReleaseRootCell(
                        root,
                        direction,
                        exchanges,
                        worlds,
                        configuration.id(),
                        cells.options().seed(),
                        cells.plan().tries())
                    .judge();
          }
          cells.recorder().record(root.scenario(), ReleaseCategory.ID, direction, exchange);
        }
      }
    }
  }

  /** The directions of a root's cells the run asks. */
  private List<Direction> directions(ReleaseRoot root) {
    return DIRECTIONS.stream()
        .filter(direction -> cells.runs(ReleaseCategory.ID, root.scenario(), direction))
        .toList();
  }
}
