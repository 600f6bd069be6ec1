package io.serialtck.tck.run.cell;

import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.evolution.property.ValueRoots;
import io.serialtck.tck.Side;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.StaticStateReset;
import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.CanonicalValues;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.ConfigurationInfo;
import io.serialtck.worker.protocol.Response;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One configuration's requests to its worker, each judged as an {@link Exchange}: a write in one
 * world and a read in the other. A library's exception is its answer ({@code REJECTED}); a lost
 * worker is {@code CRASHED} or {@code TIMED_OUT}; a fault of the kit is a harness error. A case
 * whose root is a JDK value ({@link ValueRoots}: a class of the one field {@code valueAsRoot}) is
 * written and read as that field's value and type, and judged held in the class again.
 */
public final class CellExchanges {

  /** The world v1 classes and fixtures are written in. */
  public static final String OLD_WORLD = "old";

  /** The world the last version's classes live in, where fixtures are read. */
  public static final String NEW_WORLD = "new";

  private final RegisteredConfiguration configuration;
  private final RunOptions options;
  private final WorkerSession session;
  private final boolean throughConstructors;
  private final String oldWorld;
  private final String newWorld;
  private int classesDefined;

  /** Sends through {@code session}, the configuration's worker, which has both worlds declared. */
  public CellExchanges(
      RegisteredConfiguration configuration, RunOptions options, WorkerSession session) {
    this(configuration, options, session, false);
  }

  /**
   * @param throughConstructors the writer's objects are built through their classes' public
   *     constructors and setters where the classes offer fitting ones
   */
  public CellExchanges(
      RegisteredConfiguration configuration,
      RunOptions options,
      WorkerSession session,
      boolean throughConstructors) {
    this(configuration, options, session, throughConstructors, OLD_WORLD, NEW_WORLD);
  }

  /**
   * Sends through {@code session}, whose worlds {@code oldWorld} and {@code newWorld} stand for
   * {@link #OLD_WORLD} and {@link #NEW_WORLD}: a worker whose worlds were declared under other
   * names (an upgrade's two sides).
   */
  public CellExchanges(
      RegisteredConfiguration configuration,
      RunOptions options,
      WorkerSession session,
      boolean throughConstructors,
      String oldWorld,
      String newWorld) {
    this.configuration = configuration;
    this.options = options;
    this.session = session;
    this.throughConstructors = throughConstructors;
    this.oldWorld = oldWorld;
    this.newWorld = newWorld;
  }

  /**
   * Before a criterion, a scenario or a property: for a configuration that {@link
   * ConfigurationInfo#keepsStaticState() keeps static state}, the static state of new worlds (the
   * worlds' snapshot restored where the configuration can, else new worlds; as {@link
   * RunOptions#staticStateReset()} says), so that what the library learnt in earlier cells is gone;
   * for others nothing. Null when done, else what went wrong.
   */
  public String freshWorldsIfStatic() {
    if (!configuration.info().keepsStaticState()) {
      return null;
    }
    List<String> worlds = List.of(oldWorld, newWorld);
    Step<Void> renewed =
        options.staticStateReset() == StaticStateReset.RESTORE
            ? session.resetWorlds(worlds)
            : session.renewWorlds(worlds);
    if (renewed instanceof Step.Failed<Void> failed) {
      return "creating fresh worlds failed: " + describe(failed.failure());
    } else if (renewed instanceof Step.Lost<Void> lost) {
      return "worker lost while creating fresh worlds: " + lost.failure().getMessage();
    }
    return null;
  }

  /**
   * Runs the requests that decide one or more cells (a criterion's, a scenario's) as one unit of
   * the run's cell cache, if it has one ({@link WorkerSession#unit}).
   *
   * @param unitId what the unit asks, unique among the configuration's units
   */
  public void unit(String unitId, Runnable cells) {
    session.unit(unitId, cells);
  }

  /** Ships classes to both worlds; null when done, else what went wrong. */
  public String define(Map<String, byte[]> oldClasses, Map<String, byte[]> newClasses) {
    classesDefined += oldClasses.size() + newClasses.size();
    for (Step<Void> step :
        List.of(
            session.defineClasses(oldWorld, oldClasses),
            session.defineClasses(newWorld, newClasses))) {
      if (step instanceof Step.Failed<Void> failed) {
        return "defining classes failed: " + describe(failed.failure());
      } else if (step instanceof Step.Lost<Void> lost) {
        return "worker lost while defining classes: " + lost.failure().getMessage();
      }
    }
    return null;
  }

  /** Generated classes shipped to the worlds so far. */
  public int classesDefined() {
    return classesDefined;
  }

  /**
   * Builds {@code written} in the writer's world and reads it as the reader's class. The
   * expectation is derived from the object as the writer's world really built it, so that a
   * container's expected order is the order the writer's object iterated.
   */
  public Exchange values(
      boolean fromOld,
      TypeShape writerShape,
      TypeShape readerShape,
      ObjectValue written,
      Function<ObjectValue, Expectation> expectation,
      String writerVersion,
      String readerVersion) {
    return exchange(
        fromOld ? oldWorld : newWorld,
        fromOld ? newWorld : oldWorld,
        writerShape,
        readerShape,
        written,
        expectation,
        writerVersion,
        readerVersion);
  }

  /**
   * Builds {@code written} in one world and reads it back in the same world as the same class:
   * whether that version round-trips the value by itself.
   */
  public Exchange roundTrip(boolean inOld, TypeShape shape, ObjectValue written, String version) {
    String world = inOld ? oldWorld : newWorld;
    return exchange(
        world,
        world,
        shape,
        shape,
        written,
        w -> ExpectedValues.roundTrip(w, shape),
        version,
        version);
  }

  /**
   * Builds {@code written} in the {@code old} world and reads it back as the same class in the
   * {@code new} world, the writer told of {@code writerClasses} and the reader of {@code
   * readerClasses}, in those orders, instead of the kit's stated order ({@link CellClasses}): a
   * round trip whose two sides register their classes differently.
   */
  public Exchange registering(
      TypeShape shape,
      ObjectValue written,
      List<String> writerClasses,
      List<String> readerClasses,
      String version) {
    return exchange(
        oldWorld,
        newWorld,
        shape,
        shape,
        written,
        w -> ExpectedValues.roundTrip(w, shape),
        version,
        version,
        List.copyOf(writerClasses),
        List.copyOf(readerClasses));
  }

  private Exchange exchange(
      String writerWorld,
      String readerWorld,
      TypeShape writerShape,
      TypeShape readerShape,
      ObjectValue written,
      Function<ObjectValue, Expectation> expectation,
      String writerVersion,
      String readerVersion) {
    return exchange(
        writerWorld,
        readerWorld,
        writerShape,
        readerShape,
        written,
        expectation,
        writerVersion,
        readerVersion,
        null,
        null);
  }

  /** With {@code writerClasses} and {@code readerClasses} null, each side's {@link CellClasses}. */
  private Exchange exchange(
      String writerWorld,
      String readerWorld,
      TypeShape writerShape,
      TypeShape readerShape,
      ObjectValue written,
      Function<ObjectValue, Expectation> expectation,
      String writerVersion,
      String readerVersion,
      List<String> writerClasses,
      List<String> readerClasses) {
    long started = System.nanoTime();
    boolean valueRoot = ValueRoots.isValueRoot(writerShape) && ValueRoots.isValueRoot(readerShape);
    Step<Response.Written> write =
        session.write(
            writerWorld,
            valueRoot ? ValueRoots.rootClass(writerShape) : writerShape.name(),
            valueRoot ? ValueRoots.unwrap(written) : written,
            writerClasses != null ? writerClasses : CellClasses.of(written, writerShape),
            throughConstructors);
    Side writer = side(writerWorld, writerVersion);
    if (!(write instanceof Step.Success<Response.Written> bytes)) {
      return Exchange.unsuccessful(
          write, "write", writer, side(readerWorld, readerVersion), started);
    }
    ObjectValue writtenTree =
        (ObjectValue)
            CanonicalValues.of(
                valueRoot
                    ? ValueRoots.wrap(written, bytes.value().written())
                    : bytes.value().written());
    Expectation expected = expectation.apply(writtenTree);
    Step<Response.ReadBack> read =
        session.read(
            readerWorld,
            valueRoot ? ValueRoots.rootClass(readerShape) : readerShape.name(),
            bytes.value().payload(),
            bytes.value().metadata(),
            readerClasses != null
                ? readerClasses
                : CellClasses.of(expected.expected(), readerShape));
    Side reader = side(readerWorld, readerVersion);
    if (!(read instanceof Step.Success<Response.ReadBack> value)) {
      return Exchange.unsuccessful(read, "read", writer, reader, started);
    }
    Value readTree =
        valueRoot
            ? ValueRoots.wrap(expected.expected(), value.value().value())
            : value.value().value();
    Verdict verdict =
        Classifier.classifyEvolved(
            writtenTree,
            expected.expected(),
            readTree,
            expected.evolvedPaths(),
            expected.initialisedPaths(),
            expected.converted(),
            BytesRead.of(value.value().consumed(), bytes.value().payload().length));
    return new Exchange(
        verdict,
        false,
        writer,
        reader,
        Exchange.microsSince(started),
        null,
        new Exchange.Reading(writtenTree, expected.expected(), readTree));
  }

  /**
   * Writes a flexibility fixture in the old world and reads it in the new one; with {@code weigh},
   * the bytes of an intact read are weighed.
   */
  public Exchange fixture(String fixtureClass, boolean weigh) {
    String failure = freshWorldsIfStatic();
    if (failure != null) {
      return harnessFault(failure, "", "");
    }
    Endpoint worlds = new Endpoint(configuration.id(), session, oldWorld, newWorld);
    return new FixtureTransfer(options.jdk().version(), configuration.info().version())
        .transfer(fixtureClass, worlds, worlds, weigh);
  }

  /**
   * Writes a flexibility fixture in the old world, as {@link #fixture} does before its read: the
   * configuration's bytes, or why there are none.
   */
  public Step<Response.Written> writeFixture(String fixtureClass) {
    return session.writeFixture(oldWorld, fixtureClass);
  }

  /**
   * Reads {@code payload}, bytes of a flexibility fixture that another program wrote, in the new
   * world, judged as {@link #fixture}'s read is; the writer's side is the old world's.
   */
  public Exchange foreignFixture(String fixtureClass, byte[] payload) {
    Endpoint worlds = new Endpoint(configuration.id(), session, oldWorld, newWorld);
    return new FixtureTransfer(options.jdk().version(), configuration.info().version())
        .readForeign(fixtureClass, payload, side(true, ""), worlds);
  }

  /** The cell of a write or read that did not succeed, started at {@code startedNanos}. */
  public Exchange unsuccessful(Step<?> step, String stage, long startedNanos) {
    return Exchange.unsuccessful(step, stage, side(true, ""), side(false, ""), startedNanos);
  }

  /** A cell the kit could not produce. */
  public Exchange harnessFault(String detail, String writerVersion, String readerVersion) {
    return new Exchange(
        new Verdict(Outcome.SKIPPED, detail),
        true,
        plainSide(writerVersion),
        plainSide(readerVersion),
        0);
  }

  /** A cell with an outcome decided without an exchange (UNSUPPORTED, a property's summary). */
  public Exchange decided(
      Verdict verdict, String writerVersion, String readerVersion, long micros) {
    return new Exchange(
        verdict, false, side(oldWorld, writerVersion), side(newWorld, readerVersion), micros);
  }

  /** A cell's side in the {@code old} or the {@code new} world, at this class version. */
  public Side side(boolean inOld, String classVersion) {
    return side(inOld ? oldWorld : newWorld, classVersion);
  }

  private Side side(String world, String classVersion) {
    String jdk = session.jdkVersion() != null ? session.jdkVersion() : options.jdk().version();
    ConfigurationInfo info = session.info(world);
    String libraryVersion = info != null ? info.version() : configuration.info().version();
    return new Side(jdk, libraryVersion, classVersion, migrationSide(info));
  }

  /**
   * The configuration a world runs when the two worlds run two configurations (a migration's {@code
   * migration-evolution:} cells), as a migration's sides name theirs; else null.
   */
  private String migrationSide(ConfigurationInfo info) {
    boolean twoConfigurations =
        List.of(oldWorld, newWorld).stream()
            .map(session::info)
            .anyMatch(other -> other != null && !other.id().equals(configuration.id()));
    if (!twoConfigurations) {
      return null;
    }
    return info != null ? info.id() : configuration.id();
  }

  private Side plainSide(String classVersion) {
    return new Side(options.jdk().version(), configuration.info().version(), classVersion);
  }

  private static String describe(Response.Failure failure) {
    return StepVerdicts.describe(failure);
  }
}
