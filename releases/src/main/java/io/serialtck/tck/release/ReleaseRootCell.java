package io.serialtck.tck.release;

import static io.serialtck.tck.release.ReleaseModes.CLASS_PATH_CLASH;
import static io.serialtck.tck.release.ReleaseModes.DROPS_DATA;
import static io.serialtck.tck.release.ReleaseModes.NOT_CHECKED;
import static io.serialtck.tck.release.ReleaseModes.NO_VALUE;
import static io.serialtck.tck.release.ReleaseModes.POSSIBLE_RENAME;

import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.evolution.property.ValueGenerator;
import io.serialtck.evolution.property.ValueSimplifier;
import io.serialtck.tck.Direction;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ValueClasses;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.ValueMaterializer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * One root read in one direction: {@code backward} (the earlier release writes, the later one
 * reads) or {@code forward}. The cell writes first the team's own samples of the root ({@link
 * TeamSamples}), then the values aimed at the root's changes ({@link AimedValues}: every enum
 * constant a side lacks or moved, a changed type's boundaries, null and not null, empty and full
 * containers), then {@code tries} seeded random values. A value a class of the team refuses (its
 * constructor or a setter throws) is not written and says nothing: a refused random value does not
 * count as a try (up to {@value #ATTEMPTS_PER_TRY} values per try), and one refused by a class the
 * team gave samples of is written again with those samples in its place ({@link SampleGraft}). A
 * class that refused every value and accepted none is named in the mode ({@link
 * ReleaseModes#NO_VALUE}). The cell's outcome is the worst of its values; its detail counts the
 * values per finding ({@link ValueTally}), lists the changes its values exercised and those no
 * value could, and names the data a removed field drops. The first value that shows the worst
 * outcome is shrunk to a smallest one that still shows it. A failing cell whose value does not even
 * round-trip within one release is {@code NO_ROUND_TRIP}; one that failed on a class of the library
 * that does not link ({@code NoSuchMethodError}) is {@code INCONCLUSIVE [class path clash]}.
 */
final class ReleaseRootCell {

  /** Worker checks a shrink may make per cell. */
  private static final int SHRINK_CHECKS = 60;

  /** How a team gives its own values, said where none could be made. */
  private static final String SAMPLES_HOW =
      "give the kit the team's own values of them: --samples CLASS (a class whose public static"
          + " methods without parameters return them) or CLASS.METHOD (the plugin's <samples>)";

  /**
   * Random values generated per try at most: a value a class of the team refuses is not written and
   * does not count, so that a class that refuses most values still gets its tries.
   */
  private static final int ATTEMPTS_PER_TRY = 5;

  /** Times a generated value is asked again with the team's samples of a class that refused it. */
  private static final int GRAFTS = 3;

  /** Other seeds the values aimed at a change are made from when the class refused them. */
  private static final int AIM_ATTEMPTS = 3;

  private final ReleaseRoot root;
  private final boolean fromOld;
  private final CellExchanges exchanges;
  private final ReleaseWorlds worlds;
  private final String configuration;
  private final long seed;
  private final int tries;
  private final ReadShape writer;
  private final ReadShape reader;
  private final ValueTally tally = new ValueTally();
  private final Map<ReleaseChange, String> exercised = new LinkedHashMap<>();
  private final Map<ReleaseChange, String> refusedAims = new LinkedHashMap<>();
  private Exchange worst;
  private ObjectValue worstValue;
  private Exchange refused;
  private int samplesAsked;

  /**
   * @param root the root as the configuration's library sees it ({@link ReleaseRoot#under})
   * @param exchanges the exchanges of the worker holding the two releases' worlds
   * @param configuration the configuration's id, which advice names
   * @param seed the seed of the first random value; later ones and the aims' further seeds follow
   * @param tries random values written after the aimed ones
   */
  ReleaseRootCell(
      ReleaseRoot root,
      Direction direction,
      CellExchanges exchanges,
      ReleaseWorlds worlds,
      String configuration,
      long seed,
      int tries) {
    this.root = root;
    this.fromOld = direction == Direction.BACKWARD;
    this.exchanges = exchanges;
    this.worlds = worlds;
    this.configuration = configuration;
    this.seed = seed;
    this.tries = tries;
    this.writer = fromOld ? root.before() : root.after();
    this.reader = fromOld ? root.after() : root.before();
  }

  /** Writes the cell's values and judges the cell by the worst read. */
  Exchange judge() {
    for (ObjectValue sample : writer.samples().of(writer.shape().name())) {
      Exchange exchange = ask(sample);
      if (exchange.harnessError()) {
        return exchange;
      }
      samplesAsked++;
    }
    Exchange harnessFault = askAimedValues();
    if (harnessFault != null) {
      return harnessFault;
    }
    int built = 0;
    for (int i = 0; built < tries && i < tries * ATTEMPTS_PER_TRY; i++) {
      ObjectValue value =
          new ValueGenerator(new SplittableRandom(seed + i), writer.nullTypes())
              .object(writer.shape());
      Exchange exchange = askGrafting(value, seed + i);
      if (exchange.harnessError()) {
        return exchange;
      }
      if (refusingClass(exchange) == null) {
        built++;
      }
    }
    return verdict();
  }

  /**
   * Asks a generated value; when a class of the team refused it and the team gave samples of that
   * class, asks it again with the team's samples in place of that class's objects, so that the rest
   * of the value is still measured.
   */
  private Exchange askGrafting(ObjectValue value, long seed) {
    ObjectValue current = value;
    SplittableRandom random = new SplittableRandom(seed);
    for (int graft = 0; ; graft++) {
      Exchange exchange = ask(current);
      String refusing = refusingClass(exchange);
      if (refusing == null
          || graft >= GRAFTS
          || refusing.equals(writer.shape().name())
          || writer.samples().of(refusing).isEmpty()) {
        return exchange;
      }
      current = SampleGraft.replace(current, refusing, writer.samples().of(refusing), random);
    }
  }

  /** The values aimed at each change, from further seeds while the class refuses them all. */
  private Exchange askAimedValues() {
    List<ReleaseChange> pending =
        root.changes().changes().stream()
            .filter(change -> AimedValues.exercisable(change, fromOld))
            .toList();
    for (int attempt = 0; attempt < AIM_ATTEMPTS && !pending.isEmpty(); attempt++) {
      List<ReleaseChange> stillPending = new ArrayList<>();
      List<AimedValues.Aimed> aimed = AimedValues.of(root, fromOld, seed + 7919L * attempt);
      for (ReleaseChange change : pending) {
        List<AimedValues.Aimed> atChange =
            aimed.stream().filter(a -> a.change().equals(change)).toList();
        if (atChange.isEmpty()) {
          refusedAims.putIfAbsent(change, "no value of the release holds it");
          continue;
        }
        List<String> met = new ArrayList<>();
        for (AimedValues.Aimed value : atChange) {
          Exchange exchange = askGrafting(value.value(), seed + attempt);
          if (exchange.harnessError()) {
            return exchange;
          }
          if (exchange.outcome() == Outcome.INCONCLUSIVE) {
            refusedAims.put(change, detail(exchange));
          } else {
            met.add(value.what());
          }
        }
        if (met.isEmpty()) {
          stillPending.add(change);
        } else {
          exercised.put(change, String.join(", ", met));
          refusedAims.remove(change);
        }
      }
      pending = stillPending;
    }
    return null;
  }

  private Exchange ask(ObjectValue value) {
    Exchange exchange = exchange(value);
    if (exchange.harnessError()) {
      return exchange;
    }
    exchange = ClassPathClash.of(exchange).orElse(exchange);
    if (exchange.outcome() == Outcome.INCONCLUSIVE
        && !exchange.verdict().mode().equals(CLASS_PATH_CLASH)) {
      refused = refused == null ? exchange : refused;
      String refusing = refusingClass(exchange);
      tally.refused(refusing == null ? root.className() : refusing, detail(exchange));
      return exchange;
    }
    tally.built(ValueClasses.of(value));
    tally.count(exchange.verdict());
    if (worst == null || exchange.outcome().isWorseThan(worst.outcome())) {
      worst = exchange;
      worstValue = value;
    }
    return exchange;
  }

  private Exchange verdict() {
    if (worst == null) {
      return refused.withVerdict(
          new Verdict(
              Outcome.INCONCLUSIVE,
              "no value could be made: the team's classes refused all "
                  + tally.refusedCount()
                  + " values ("
                  + tally.refusals(tally.unmade())
                  + "); "
                  + SAMPLES_HOW
                  + coverage(),
              null,
              coverageMode("")));
    }
    if (worst.outcome() == Outcome.PASS) {
      return worst.withVerdict(
          new Verdict(Outcome.PASS, tally.summary() + coverage(), null, coverageMode("")));
    }
    if (worst.verdict().mode().equals(CLASS_PATH_CLASH)) {
      return worst.withVerdict(
          new Verdict(
              Outcome.INCONCLUSIVE,
              tally.summary() + coverage(),
              null,
              coverageMode(CLASS_PATH_CLASH)));
    }
    String roundTrip = roundTripFailure(worstValue);
    if (roundTrip != null) {
      return worst.withVerdict(
          new Verdict(
              Outcome.NO_ROUND_TRIP,
              roundTrip
                  + "; across the releases: "
                  + tally.summary()
                  + coverage()
                  + ". "
                  + UnmeasuredAdvice.of(configuration, roundTrip),
              null,
              coverageMode("")));
    }
    return shrunk();
  }

  /** What the values exercised, what they could not, and the data a removal drops. */
  private String coverage() {
    StringBuilder text = new StringBuilder();
    if (samplesAsked > 0) {
      text.append("; the team's samples written first: ").append(samplesAsked);
    }
    List<String> unmade = tally.unmade();
    if (worst != null && !unmade.isEmpty()) {
      text.append("; no value of ")
          .append(String.join(", ", unmade))
          .append(" could be made (")
          .append(tally.refusals(unmade))
          .append("); ")
          .append(SAMPLES_HOW);
    }
    if (!exercised.isEmpty()) {
      text.append("; exercised: ");
      List<String> parts = new ArrayList<>();
      exercised.forEach((change, values) -> parts.add(change.where() + " (" + values + ")"));
      text.append(String.join(", ", parts));
    }
    if (!refusedAims.isEmpty()) {
      text.append("; not checked: ");
      List<String> parts = new ArrayList<>();
      refusedAims.forEach(
          (change, why) ->
              parts.add(
                  change.where()
                      + " "
                      + change.kind().name().toLowerCase().replace('_', ' ')
                      + " ("
                      + why
                      + ")"));
      text.append(String.join("; ", parts));
    }
    List<String> dropped = droppedFields();
    if (!dropped.isEmpty()) {
      text.append("; the values written into ")
          .append(String.join(", ", dropped))
          .append(" were not read by ")
          .append(worlds.afterLabel())
          .append(": removed; accept a removal with --accept-removal CLASS.FIELD \"REASON\"")
          .append(" (the plugin's acceptedRemovals)")
          .append(
              root.changes().changes().stream().anyMatch(ReleaseChange::isPossibleRename)
                  ? ", or declare a rename with --rename CLASS.OLD=NEW (the plugin's renames) if"
                      + " it is one"
                  : "");
    }
    return text.toString();
  }

  /** The mode of the cell with what is stable about its coverage appended. */
  private String coverageMode(String base) {
    List<String> parts = new ArrayList<>();
    if (!base.isEmpty()) {
      parts.add(base);
    }
    List<String> unmade = tally.unmade();
    if (!unmade.isEmpty()) {
      parts.add(NO_VALUE + String.join(", ", unmade));
    }
    List<String> dropped = droppedFields();
    if (!dropped.isEmpty()) {
      parts.add(DROPS_DATA + String.join(", ", dropped));
    }
    if (!refusedAims.isEmpty()) {
      parts.add(
          NOT_CHECKED
              + String.join(", ", refusedAims.keySet().stream().map(ReleaseChange::line).toList()));
    }
    return String.join("; ", parts);
  }

  /** The removed fields whose values this direction's reader drops: {@code backward} only. */
  private List<String> droppedFields() {
    if (!fromOld) {
      return List.of();
    }
    return root.changes().changes().stream()
        .filter(ReleaseChange::dropsData)
        .map(
            change ->
                change.where()
                    + change.renamedTo().map(to -> POSSIBLE_RENAME + to + ")").orElse(""))
        .toList();
  }

  private Exchange exchange(ObjectValue value) {
    Function<ObjectValue, Expectation> expectation =
        written ->
            ExpectedValues.across(
                written, root.changes().evolved(fromOld), fromOld, reader.constructed());
    return exchanges.values(
        fromOld,
        writer.shape(),
        reader.shape(),
        value,
        expectation,
        fromOld ? worlds.beforeLabel() : worlds.afterLabel(),
        fromOld ? worlds.afterLabel() : worlds.beforeLabel());
  }

  private Exchange shrunk() {
    Outcome outcome = worst.outcome();
    Exchange current = worst;
    ObjectValue smallest = worstValue;
    int checks = 0;
    boolean progress = true;
    while (progress && checks < SHRINK_CHECKS) {
      progress = false;
      for (ObjectValue candidate : ValueSimplifier.candidates(smallest, writer.shape())) {
        if (checks++ >= SHRINK_CHECKS) {
          break;
        }
        Exchange tried = exchange(candidate);
        if (!tried.harnessError() && tried.outcome() == outcome) {
          smallest = candidate;
          current = tried;
          progress = true;
          break;
        }
      }
    }
    String writerLabel = fromOld ? worlds.beforeLabel() : worlds.afterLabel();
    String readerLabel = fromOld ? worlds.afterLabel() : worlds.beforeLabel();
    String minimalCase =
        "changes: "
            + (root.changes().lines().isEmpty()
                ? "none in the classes"
                : String.join("; ", root.changes().lines()))
            + "\n"
            + writerLabel
            + " writes (shrunk in "
            + checks
            + " checks): "
            + smallest.render()
            + "\n"
            + readerLabel
            + " reads: "
            + detail(current);
    return current.withVerdict(
        new Verdict(
            outcome,
            tally.summary() + "; the smallest such value: " + detail(current) + coverage(),
            minimalCase,
            coverageMode(current.verdict().mode())));
  }

  /** Why the failing value does not round-trip within one release, or null when it does. */
  private String roundTripFailure(ObjectValue value) {
    String writerLabel = fromOld ? worlds.beforeLabel() : worlds.afterLabel();
    Exchange own = exchanges.roundTrip(fromOld, writer.shape(), value, writerLabel);
    return own.outcome().isIntact()
        ? null
        : root.className()
            + " "
            + writerLabel
            + " does not round-trip this value by itself: "
            + own.outcome()
            + " "
            + detail(own);
  }

  /** The class of the team that refused the exchange's value, or null when none did. */
  private static String refusingClass(Exchange exchange) {
    if (exchange.outcome() != Outcome.INCONCLUSIVE || exchange.harnessError()) {
      return null;
    }
    return ValueMaterializer.RefusedValueException.refusingClass(detail(exchange)).orElse(null);
  }

  /** The exchange's detail, empty when it has none. */
  static String detail(Exchange exchange) {
    String detail = exchange.verdict().detail();
    return detail == null ? "" : detail;
  }
}
