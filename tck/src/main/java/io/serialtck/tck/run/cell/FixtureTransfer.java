package io.serialtck.tck.run.cell;

import io.serialtck.tck.Side;
import io.serialtck.tck.Weight;
import io.serialtck.tck.worker.Step;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Response;
import java.util.List;

/**
 * A flexibility fixture written by one endpoint and read by another, possibly in another worker on
 * another JDK: the fixture's bytes travel through the harness as a reader's would through a cache.
 */
public final class FixtureTransfer {

  private final String fallbackJdk;
  private final String fallbackVersion;

  /**
   * @param fallbackJdk the JDK version a side reports when its worker never started
   * @param fallbackVersion the library version a side reports when its world was never created
   */
  public FixtureTransfer(String fallbackJdk, String fallbackVersion) {
    this.fallbackJdk = fallbackJdk;
    this.fallbackVersion = fallbackVersion;
  }

  /**
   * Writes the fixture on {@code writer}'s write world and reads it in {@code reader}'s read world.
   */
  public Exchange transfer(String fixtureClass, Endpoint writer, Endpoint reader) {
    return transfer(fixtureClass, writer, reader, false);
  }

  /**
   * Like {@link #transfer(String, Endpoint, Endpoint)}; with {@code weigh}, the bytes of an intact
   * read are weighed ({@link Exchange#weight()}).
   */
  public Exchange transfer(String fixtureClass, Endpoint writer, Endpoint reader, boolean weigh) {
    return transfer(fixtureClass, null, writer, reader, weigh);
  }

  /**
   * Like {@link #transfer(String, Endpoint, Endpoint)} for one part of the fixture (its root with
   * only the field {@code part} kept, every other at its default), or the whole fixture when {@code
   * part} is null.
   */
  public Exchange transfer(String fixtureClass, String part, Endpoint writer, Endpoint reader) {
    return transfer(fixtureClass, part, writer, reader, false);
  }

  private Exchange transfer(
      String fixtureClass, String part, Endpoint writer, Endpoint reader, boolean weigh) {
    long started = System.nanoTime();
    Step<Response.Written> write =
        writer.writerSession().writeFixture(writer.writeWorld(), fixtureClass, part);
    Side writerSide = writer.writerSide(fallbackJdk, fallbackVersion);
    if (!(write instanceof Step.Success<Response.Written> bytes)) {
      return Exchange.unsuccessful(write, "write", writerSide, readerSide(reader), started);
    }
    return read(
        fixtureClass,
        part,
        bytes.value().payload(),
        bytes.value().metadata(),
        writerSide,
        reader,
        started,
        weigh);
  }

  /**
   * Reads {@code payload}, bytes of the fixture that another program wrote (with no metadata), in
   * {@code reader}'s read world, judged as a fixture's read is; {@code writerSide} stands for that
   * program.
   */
  public Exchange readForeign(
      String fixtureClass, byte[] payload, Side writerSide, Endpoint reader) {
    return read(fixtureClass, null, payload, null, writerSide, reader, System.nanoTime(), false);
  }

  private Exchange read(
      String fixtureClass,
      String part,
      byte[] payload,
      byte[] metadata,
      Side writerSide,
      Endpoint reader,
      long started,
      boolean weigh) {
    Step<Response.Observed> read =
        reader
            .readerSession()
            .readFixture(reader.readWorld(), fixtureClass, part, payload, metadata);
    if (!(read instanceof Step.Success<Response.Observed> observed)) {
      return Exchange.unsuccessful(read, "read", writerSide, readerSide(reader), started);
    }
    Response.Observed seen = observed.value();
    Verdict verdict =
        Classifier.classifyIntact(
            seen.expected(),
            seen.actual(),
            seen.illTyped(),
            seen.structuralFacts(),
            BytesRead.of(seen.consumed(), payload.length));
    Weight weight = weigh && verdict.outcome().isIntact() ? Weight.of(payload) : null;
    return new Exchange(
        verdict, false, writerSide, readerSide(reader), Exchange.microsSince(started), weight);
  }

  /**
   * Like {@link #transfer(String, Endpoint, Endpoint)} in new worlds: the writer's write world and
   * the reader's read world are replaced first, so that a library that keeps what it learns in
   * static state starts each exchange knowing nothing.
   */
  public Exchange transferInFreshWorlds(String fixtureClass, Endpoint writer, Endpoint reader) {
    return transferInFreshWorlds(fixtureClass, null, writer, reader);
  }

  /**
   * Like {@link #transferInFreshWorlds(String, Endpoint, Endpoint)} for one part of the fixture.
   */
  public Exchange transferInFreshWorlds(
      String fixtureClass, String part, Endpoint writer, Endpoint reader) {
    long started = System.nanoTime();
    for (Step<Void> renewed :
        List.of(
            writer.writerSession().renewWorlds(List.of(writer.writeWorld())),
            reader.readerSession().renewWorlds(List.of(reader.readWorld())))) {
      if (!(renewed instanceof Step.Success<Void>)) {
        return Exchange.unsuccessful(
            renewed,
            "creating fresh worlds",
            writer.writerSide(fallbackJdk, fallbackVersion),
            readerSide(reader),
            started);
      }
    }
    return transfer(fixtureClass, part, writer, reader);
  }

  /**
   * A cell between {@code writer} and {@code reader} that was not asked, with the verdict that says
   * why: no outcome, as a harness error is (a pair one of whose sides cannot run).
   */
  public Exchange unasked(Verdict verdict, Endpoint writer, Endpoint reader) {
    return new Exchange(
        verdict, true, writer.writerSide(fallbackJdk, fallbackVersion), readerSide(reader), 0);
  }

  private Side readerSide(Endpoint reader) {
    return reader.readerSide(fallbackJdk, fallbackVersion);
  }
}
