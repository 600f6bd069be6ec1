package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.run.cell.Endpoint;
import io.serialtck.tck.run.cell.FixtureTransfer;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.Workers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks and weighs an entrant's payloads in a worker JVM, as the matrix's flexibility cells do:
 * each payload written in one world and read in another, the bytes weighed when read back intact.
 */
final class WorkerChecks {

  private static final String WRITER = "race-writer";
  private static final String READER = "race-reader";

  private WorkerChecks() {}

  /**
   * @param workers the race's workers: the run's JDK and {@code --worker-heap}, logs in the race's
   *     folder
   */
  static Map<String, PayloadCheck> check(
      Entrant entrant, List<Payload> payloads, Jdk jdk, Workers workers) {
    Map<String, PayloadCheck> checks = new LinkedHashMap<>();
    try (WorkerSession session =
        workers.session(
            entrant.configuration() + "-" + entrant.version(),
            entrant.configuration(),
            entrant.jvmFlags(),
            entrant.worldClasspath())) {
      session.declareWorld(WRITER);
      session.declareWorld(READER);
      Endpoint worlds = new Endpoint(entrant.label(), session, WRITER, READER);
      FixtureTransfer transfer = new FixtureTransfer(jdk.version(), entrant.version());
      for (Payload payload : payloads) {
        if (entrant.keepsStaticState()) {
          session.renewWorlds(List.of(WRITER, READER));
        }
        checks.put(
            payload.id(),
            PayloadCheck.of(
                transfer.transfer(payload.criterion().fixtureClass(), worlds, worlds, true)));
      }
    }
    return checks;
  }
}
