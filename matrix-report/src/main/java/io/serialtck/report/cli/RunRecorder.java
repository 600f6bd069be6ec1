package io.serialtck.report.cli;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.JsonlSink;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsFolder;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.tck.run.RunListener;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps a run's finished cells in its report folder. When the run starts its workers, the earlier
 * run's files go, {@code results.json} is written marked incomplete (the run's start, and the cells
 * of a resumed run), and each cell is appended to {@code results.jsonl} as it finishes; {@link
 * #stop} ends the recording, so an interrupted run reports exactly the cells finished before it.
 */
final class RunRecorder implements RunListener {

  private final ReportFolder folder;
  private final ResultsDocument start;
  private final boolean resumed;
  private final List<CellResult> cells;
  private JsonlSink sink;
  private boolean stopped;

  /**
   * @param start the document of the run's start: settings, configurations, the cells resumed
   * @param resumed the folder's results.jsonl holds those cells and is added to, not replaced
   */
  RunRecorder(ReportFolder folder, ResultsDocument start, boolean resumed) {
    this.folder = folder;
    this.start = start;
    this.resumed = resumed;
    this.cells = new ArrayList<>(start.cells());
  }

  @Override
  public synchronized void cellsStarting() {
    if (stopped) {
      return;
    }
    folder.clearEarlierRun(resumed ? List.of(ResultsFolder.CELLS) : List.of());
    ResultsJson.write(folder.dir().resolve(ResultsFolder.RESULTS), start);
    sink = new JsonlSink(folder.dir().resolve(ResultsFolder.CELLS), resumed);
  }

  @Override
  public synchronized void cellFinished(CellResult cell) {
    if (stopped) {
      return;
    }
    cells.add(cell);
    if (sink != null) {
      sink.cellFinished(cell);
    }
  }

  /** Whether the run got as far as writing into its folder. */
  synchronized boolean started() {
    return sink != null;
  }

  /** Ends the recording; later cells are ignored. */
  synchronized List<CellResult> stop() {
    stopped = true;
    if (sink != null) {
      sink.close();
    }
    return List.copyOf(cells);
  }

  ResultsDocument start() {
    return start;
  }
}
