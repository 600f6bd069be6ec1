package io.serialtck.tck.run.cell;

import io.serialtck.tck.Side;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.worker.protocol.ConfigurationInfo;

/**
 * One side of an upgrade cell: the worker and world it writes in, and the worker and world it reads
 * in. Its own round trip (a write in {@code writeWorld} read in {@code readWorld}) tells whether a
 * failure across versions is an upgrade question at all. The two workers are one, except for a
 * library that keeps what it learns in static state and cannot be loaded twice in one JVM (one-nio
 * 1.7.1 defines a bootstrap class once per JVM): its reading worker then never writes, as a service
 * reading another's bytes has not written them itself.
 *
 * @param label what this side is, for details: {@code kryo 5.5.0}, {@code JDK 25.0.3}
 * @param configuration the configuration its worlds run, which the sides it reports name ({@link
 *     Side#configuration()}), for a side of a migration (two configurations); null for a side that
 *     runs the cell's own configuration
 */
public record Endpoint(
    String label,
    WorkerSession writerSession,
    String writeWorld,
    WorkerSession readerSession,
    String readWorld,
    String configuration) {

  /** A side that writes and reads in one worker and runs the cell's own configuration. */
  public Endpoint(String label, WorkerSession session, String writeWorld, String readWorld) {
    this(label, session, writeWorld, session, readWorld, null);
  }

  Side writerSide(String fallbackJdk, String fallbackVersion) {
    return side(writerSession, writeWorld, fallbackJdk, fallbackVersion);
  }

  Side readerSide(String fallbackJdk, String fallbackVersion) {
    return side(readerSession, readWorld, fallbackJdk, fallbackVersion);
  }

  private Side side(
      WorkerSession session, String world, String fallbackJdk, String fallbackVersion) {
    String jdk = session.jdkVersion() != null ? session.jdkVersion() : fallbackJdk;
    ConfigurationInfo info = session.info(world);
    return new Side(jdk, info != null ? info.version() : fallbackVersion, "fixture", configuration);
  }
}
