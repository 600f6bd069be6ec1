package io.serialtck.tck.run.cell;

import io.serialtck.tck.Side;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.worker.protocol.ConfigurationInfo;

/**
 * One side of an upgrade cell: a worker and the worlds it writes and reads in. Its own round trip
 * (a write in {@code writeWorld} read in {@code readWorld}) tells whether a failure across versions
 * is an upgrade question at all.
 *
 * @param label what this side is, for details: {@code kryo 5.5.0}, {@code JDK 25.0.3}
 * @param configuration the configuration its worlds run, which the sides it reports name ({@link
 *     Side#configuration()}), for a side of a migration (two configurations); null for a side that
 *     runs the cell's own configuration
 */
public record Endpoint(
    String label,
    WorkerSession session,
    String writeWorld,
    String readWorld,
    String configuration) {

  /** A side whose worlds run the cell's own configuration. */
  public Endpoint(String label, WorkerSession session, String writeWorld, String readWorld) {
    this(label, session, writeWorld, readWorld, null);
  }

  Side side(String world, String fallbackJdk, String fallbackVersion) {
    String jdk = session.jdkVersion() != null ? session.jdkVersion() : fallbackJdk;
    ConfigurationInfo info = session.info(world);
    return new Side(jdk, info != null ? info.version() : fallbackVersion, "fixture", configuration);
  }
}
