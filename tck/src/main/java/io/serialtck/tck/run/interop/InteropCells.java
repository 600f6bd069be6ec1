package io.serialtck.tck.run.interop;

import io.serialtck.tck.Direction;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.worker.Step;
import io.serialtck.value.Value;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Response;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The {@code interop} cells of one configuration, on its own worker: per fixture, its write judged
 * as another program reads it ({@code json-out:}, {@link WrittenJson}), and its read of the
 * document such a program writes ({@code json-in:}, {@link CanonicalJson}), judged as a flexibility
 * read is. Each fixture is a unit of the cell cache.
 */
final class InteropCells {

  private final CellExchanges exchanges;
  private final CellRecorder recorder;

  InteropCells(CellExchanges exchanges, CellRecorder recorder) {
    this.exchanges = exchanges;
    this.recorder = recorder;
  }

  /**
   * Runs the cells {@code asked} says of each fixture of {@code values} (criterion id → the value
   * of its fixture), in their order.
   */
  void run(Map<String, Value> values, Predicate<String> asked) {
    values.forEach(
        (id, value) -> {
          String out = InteropCategory.OUT + id;
          String in = InteropCategory.IN + id;
          if (!asked.test(out) && !asked.test(in)) {
            return;
          }
          String fixtureClass = JsonDocuments.criterion(id).fixtureClass();
          exchanges.unit(
              InteropCategory.ID + "/" + id,
              () -> {
                if (asked.test(out)) {
                  record(out, written(fixtureClass, value));
                }
                if (asked.test(in)) {
                  record(in, exchanges.foreignFixture(fixtureClass, CanonicalJson.document(value)));
                }
              });
        });
  }

  private Exchange written(String fixtureClass, Value value) {
    String failure = exchanges.freshWorldsIfStatic();
    if (failure != null) {
      return exchanges.harnessFault(failure, "", "");
    }
    long started = System.nanoTime();
    Step<Response.Written> write = exchanges.writeFixture(fixtureClass);
    if (!(write instanceof Step.Success<Response.Written> bytes)) {
      return exchanges.unsuccessful(write, "write", started);
    }
    Verdict verdict = WrittenJson.judge(value, bytes.value().payload());
    return exchanges.decided(verdict, "", "", (System.nanoTime() - started) / 1_000);
  }

  private void record(String scenario, Exchange exchange) {
    recorder.record(scenario, InteropCategory.ID, Direction.ROUNDTRIP, exchange);
  }
}
