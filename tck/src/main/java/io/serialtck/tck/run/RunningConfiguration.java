package io.serialtck.tck.run;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.category.ConfigurationCells;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.Workers;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.List;
import java.util.function.Predicate;

/**
 * One configuration's run as its categories see it. The configuration's own worker, with worlds
 * {@code old} and {@code new}, is made when a category first asks for it and closed by the run
 * ({@link #closeShared}) after the last category that shares it; asked for again after that, it is
 * made anew.
 */
final class RunningConfiguration implements ConfigurationCells {

  private final RegisteredConfiguration configuration;
  private final RunOptions options;
  private final Plan plan;
  private final Predicate<CellKey> runs;
  private final CellRecorder recorder;
  private final Workers workers;
  private WorkerSession shared;
  private CellExchanges exchanges;
  private ConfigurationInfo reported;
  private int classesDefined;

  /**
   * @param runs whether the run runs a cell of this configuration
   * @param workers where every worker of the configuration starts, the shared one too
   */
  RunningConfiguration(
      RegisteredConfiguration configuration,
      RunOptions options,
      Plan plan,
      Predicate<CellKey> runs,
      CellRecorder recorder,
      Workers workers) {
    this.configuration = configuration;
    this.options = options;
    this.plan = plan;
    this.runs = runs;
    this.recorder = recorder;
    this.workers = workers;
    this.reported = configuration.info();
  }

  @Override
  public RegisteredConfiguration configuration() {
    return configuration;
  }

  @Override
  public RunOptions options() {
    return options;
  }

  @Override
  public Plan plan() {
    return plan;
  }

  @Override
  public boolean runs(CellKey key) {
    return runs.test(key);
  }

  @Override
  public CellRecorder recorder() {
    return recorder;
  }

  @Override
  public CellExchanges exchanges() {
    if (exchanges == null) {
      shared =
          workers.session(
              configuration.id(),
              configuration.id(),
              configuration.info().jvmFlags(),
              configuration.worldClasspath());
      shared.declareWorld(CellExchanges.OLD_WORLD);
      shared.declareWorld(CellExchanges.NEW_WORLD);
      exchanges = new CellExchanges(configuration, options, shared);
    }
    return exchanges;
  }

  @Override
  public WorkerSession sharedSession() {
    exchanges();
    return shared;
  }

  @Override
  public Workers workers() {
    return workers;
  }

  @Override
  public List<CellResult> ran(String category) {
    return recorder.ran(category);
  }

  /** Closes the shared worker, if it was made, keeping what its {@code old} world reported. */
  void closeShared() {
    if (shared == null) {
      return;
    }
    ConfigurationInfo info = shared.info(CellExchanges.OLD_WORLD);
    if (info != null) {
      reported = info;
    }
    classesDefined += exchanges.classesDefined();
    shared.close();
    shared = null;
    exchanges = null;
  }

  /**
   * The configuration's self-description as its shared worker's world gave it (the library version
   * really loaded there), else as it was registered.
   */
  ConfigurationInfo reported() {
    return reported;
  }

  /** Generated classes shipped to the shared worker's worlds. */
  int classesDefined() {
    return classesDefined;
  }
}
