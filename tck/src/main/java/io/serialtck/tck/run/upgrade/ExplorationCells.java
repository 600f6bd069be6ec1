package io.serialtck.tck.run.upgrade;

import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.evolution.mapping.SampleValues;
import io.serialtck.evolution.property.CaseCheck;
import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.Shrinker;
import io.serialtck.tck.Direction;
import io.serialtck.tck.ExplorationCase;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.value.ObjectValue;
import io.serialtck.verdict.CanonicalValues;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * The exploration cells of one pair (two library versions, or a migration's two configurations):
 * random class shapes and values ({@link ExploredCases}), each written by one side and read by the
 * other, {@code backward} (the earlier side writes) and {@code forward}. A case that does not come
 * back across is a <em>finding</em> only when each side round-trips it on its own: then the pair,
 * not the library, broke it. Findings are grouped by {@link FindingSignature}, and the first of the
 * worst is shrunk to a minimal shape and value.
 *
 * <p>Every exchange ships the case's classes under a package of its own, so that no world reads a
 * class it wrote or read before: a library that keeps what it learns in static state (one-nio)
 * meets each class as new, as a reader in another process would.
 */
final class ExplorationCells {

  /** Worker round trips a shrink may spend on one cell; the case reached by then is reported. */
  static final int SHRINK_CHECKS = 40;

  private static final String GENERATED = "serialtck.gen.";
  private static final int DETAIL_EXCERPT = 300;

  private final List<SetUp> setUps;
  private final CellExchanges exchanges;
  private final ClassGenerator generator;
  private final CellRecorder recorder;
  private final String scenario;
  private final String fromLabel;
  private final String toLabel;
  private final Map<String, String> variantsNotAsked;
  private int packages;
  private final Map<AloneQuestion, Exchange> aloneAnswers = new HashMap<>();

  /**
   * One set-up at which the cells ask cases: the configurations' own ({@code variant} empty), or a
   * set-up variant both sides declare ({@link io.serialtck.spi.SetUpVariants}).
   *
   * @param exchanges over the pair's worlds at that set-up: the earlier side's, then the later's
   * @param cases how many of the run's cases it asks, the first ones
   */
  record SetUp(String variant, CellExchanges exchanges, int cases) {

    /** The configurations' own set-up, asking every case. */
    static SetUp own(CellExchanges exchanges, int cases) {
      return new SetUp("", exchanges, cases);
    }

    String describe() {
      return (variant.isEmpty() ? "own" : variant) + ":" + cases;
    }
  }

  /**
   * @param setUps the configurations' own set-up first, then each variant both sides declare
   * @param scenario the cells' scenario, {@code library-explore} or {@code migration-explore}
   * @param fromLabel how the earlier side is named in details ({@code kryo 5.5.0})
   * @param toLabel how the later side is named
   * @param variantsNotAsked the variants only one side declares, each with why ({@link
   *     UpgradeWorlds#variantsNotAsked()}), which the details name
   */
  ExplorationCells(
      List<SetUp> setUps,
      ClassGenerator generator,
      CellRecorder recorder,
      String scenario,
      String fromLabel,
      String toLabel,
      Map<String, String> variantsNotAsked) {
    this.setUps = List.copyOf(setUps);
    this.exchanges = setUps.get(0).exchanges();
    this.generator = generator;
    this.recorder = recorder;
    this.scenario = scenario;
    this.fromLabel = fromLabel;
    this.toLabel = toLabel;
    this.variantsNotAsked = Map.copyOf(variantsNotAsked);
  }

  /** Asks every case both ways and records the pair's two cells, as one unit of the cell cache. */
  void run(ExploredCases cases) {
    exchanges.unit(
        UpgradeCategory.ID
            + "/"
            + scenario
            + "/"
            + cases.describe()
            + (setUps.size() == 1
                ? ""
                : "/set-ups "
                    + setUps.stream().map(SetUp::describe).collect(Collectors.joining(","))),
        () -> {
          for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
            long started = System.nanoTime();
            Decided cell = cell(cases, direction, started);
            recorder.record(
                scenario, UpgradeCategory.ID, direction, cell.exchange(), cell.explorationCase());
          }
        });
  }

  /**
   * A cell's exchange, and how its minimal case is made again when it has a finding (else null).
   */
  private record Decided(Exchange exchange, ExplorationCase explorationCase) {}

  private Decided cell(ExploredCases cases, Direction direction, long started) {
    boolean backward = direction == Direction.BACKWARD;
    ExplorationFindings findings = new ExplorationFindings();
    int asked = 0;
    for (SetUp setUp : setUps) {
      for (int i = 0; i < Math.min(setUp.cases(), cases.size()); i++) {
        asked++;
        String fault = ask(setUp, cases.get(i), i, backward, findings);
        if (fault != null) {
          return new Decided(
              exchanges.harnessFault(fault, versionOf(backward), versionOf(!backward)), null);
        }
      }
    }
    long micros = (System.nanoTime() - started) / 1_000;
    String repeat = "repeat with " + cases.repeat();
    String variants = variantsAsked();
    if (findings.count() == 0) {
      boolean enough = findings.held() >= casesToPass(asked);
      String said =
          findings.held()
              + " of "
              + asked
              + " random shapes came back across"
              + variants
              + (enough
                  ? ""
                  : ", fewer than a pass needs (a quarter of the cases asked, at least one: "
                      + casesToPass(asked)
                      + ")")
              + (findings.notApplicable() > 0
                  ? "; "
                      + findings.notApplicable()
                      + " said nothing, as both sides alone fail them alike (the first: "
                      + abbreviate(findings.firstNotApplicable())
                      + ")"
                  : "")
              + "; "
              + repeat;
      return new Decided(
          decided(
              new Verdict(enough ? Outcome.PASS : Outcome.INCONCLUSIVE, said), backward, micros),
          null);
    }
    FindingSignature worst = findings.worst();
    AskedCase first = findings.firstOf(worst);
    EvolutionCase failing = first.original();
    SetUp worstAt = setUp(worst.setUp());
    Shrinker.Shrunk shrunk =
        Shrinker.shrink(
            first.asked(), candidate -> shrinkCheck(worstAt, candidate, backward), SHRINK_CHECKS);
    String detail =
        findings.count()
            + " of "
            + asked
            + " random shapes"
            + variants
            + " are findings: they broke across the pair, or on one side alone"
            + " while the other round-trips them ("
            + findings.bySignature()
            + "; "
            + findings.held()
            + " came back, "
            + findings.notApplicable()
            + " said nothing"
            + (findings.inParts() > 0
                ? "; "
                    + findings.inParts()
                    + " of the findings showed in one field of a case whose whole both sides"
                    + " fail alike, asked field by field"
                : "")
            + (findings.hidden() > 0
                ? "; "
                    + findings.hidden()
                    + " signatures showed only in one field of a finding case, whose first break"
                    + " hid them"
                : "")
            + "); worst "
            + worst
            + ", first at seed "
            + failing.seed()
            + " ("
            + repeat
            + "). Minimal case after "
            + shrunk.steps()
            + " shrink steps ("
            + shrunk.checks()
            + " checks), shown with the cell; it gives: "
            + abbreviate(shrunk.result().detail(), 3 * DETAIL_EXCERPT);
    return new Decided(
        decided(
            new Verdict(
                worst.outcome(),
                detail,
                ExplorationReplay.render(shrunk.minimal()),
                findings.signatures()),
            backward,
            (System.nanoTime() - started) / 1_000),
        ExplorationReplay.recorded(failing, first.part(), shrunk, worst));
  }

  /**
   * How many cases must come back across for a cell without findings to pass: a quarter of those
   * asked, at least one. A pair that both sides fail alike on nearly every random shape (a library
   * that writes no private field without a getter) measured too little to pass: its cell is {@code
   * INCONCLUSIVE}, and a bigger {@code --explore} may measure it.
   */
  static int casesToPass(int asked) {
    return Math.max(1, (asked + 3) / 4);
  }

  /**
   * Asks one case at one set-up and adds what it gave to the findings: the whole case, or, when
   * both sides fail it (alike, or differently), the first of its fields that gives a clean answer;
   * a finding case's fields are asked once more for the signatures its first break hid. Returns a
   * harness fault, or null.
   */
  private String ask(
      SetUp setUp,
      EvolutionCase explored,
      int index,
      boolean backward,
      ExplorationFindings findings) {
    String which =
        "case " + index + (setUp.variant().isEmpty() ? "" : " at set-up " + setUp.variant());
    AskedCase asked = AskedCase.whole(explored);
    CaseResult result = check(setUp, explored, backward);
    boolean unclear = result.isNotApplicable() || result.bothSidesFail();
    if (unclear && explored.base().fields().size() > 1) {
      for (int field = 0; field < explored.base().fields().size(); field++) {
        AskedCase part = AskedCase.field(explored, field);
        CaseResult partResult = check(setUp, part.asked(), backward);
        boolean clean = partResult.signature() != null && !partResult.bothSidesFail();
        if (partResult.harnessError() != null || clean) {
          asked = part;
          result = partResult;
          break;
        }
      }
    }
    if (result.harnessError() != null) {
      return which + " (seed " + explored.seed() + "): " + result.harnessError();
    }
    result = result.knownAtOwnSetUp(findings);
    findings.add(which, asked, result);
    // a case asked field by field above is not asked so again for the signatures it hides; at a
    // set-up variant, which asks a few cases for breaks only it meets, a finding's fields are not
    if (result.signature() != null && !unclear && setUp.variant().isEmpty()) {
      String fault = askFieldsOfAFinding(setUp, explored, backward, findings);
      if (fault != null) {
        return which + " (seed " + explored.seed() + "): " + fault;
      }
    }
    return null;
  }

  /**
   * {@code (2 at set-up fields-only, 1 at set-up getters-hidden)}, then each variant only one side
   * declares ({@code set-up default-registry not asked: bson-mongodb offers it at 5.14.0, not at
   * 4.0.0}); empty without variants.
   */
  private String variantsAsked() {
    String asked =
        setUps.stream()
            .filter(s -> !s.variant().isEmpty())
            .map(s -> s.cases() + " at set-up " + s.variant())
            .collect(Collectors.joining(", "));
    String notAsked =
        new TreeMap<>(variantsNotAsked)
            .entrySet().stream()
                .map(e -> "set-up " + e.getKey() + " not asked: " + e.getValue())
                .collect(Collectors.joining("; "));
    String both =
        asked.isEmpty() || notAsked.isEmpty() ? asked + notAsked : asked + "; " + notAsked;
    return both.isEmpty() ? "" : " (" + both + ")";
  }

  private SetUp setUp(String variant) {
    return setUps.stream()
        .filter(s -> s.variant().equals(variant))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("no set-up " + variant + " was asked"));
  }

  /**
   * Asks each field of a finding case alone, so that a break the case's first one hid (a record one
   * version misreads, in a case whose map it writes the other way) is found too: a signature not
   * met before is added. Returns a harness fault, or null.
   */
  private String askFieldsOfAFinding(
      SetUp setUp, EvolutionCase explored, boolean backward, ExplorationFindings findings) {
    if (explored.base().fields().size() < 2) {
      return null;
    }
    for (int field = 0; field < explored.base().fields().size(); field++) {
      AskedCase part = AskedCase.field(explored, field);
      CaseResult result = check(setUp, part.asked(), backward);
      if (result.harnessError() != null) {
        return result.harnessError();
      }
      result = result.knownAtOwnSetUp(findings);
      if (result.signature() != null
          && !result.bothSidesFail()
          && !findings.has(result.signature())) {
        findings.addHidden(part, result);
      }
    }
    return null;
  }

  /**
   * The case across, then, when it does not come back, each side alone. A finding is a break across
   * while each side round-trips it alone; or one side that round-trips it alone while the other
   * does not (a regression of the later version, or a fix); or, when both sides alone give the same
   * outcome, a worse one across. Two sides that fail alike say nothing of the pair.
   */
  private CaseResult check(SetUp setUp, EvolutionCase explored, boolean backward) {
    return check(setUp.exchanges(), explored, backward).at(setUp.variant());
  }

  private CaseResult check(CellExchanges exchanges, EvolutionCase explored, boolean backward) {
    Exchange across = across(exchanges, explored, backward);
    if (across.harnessError()) {
      return CaseResult.harnessError(across.verdict().detail());
    }
    if (across.outcome() == Outcome.PASS) {
      return CaseResult.held();
    }
    Exchange earlier = alone(exchanges, explored, true);
    Exchange later = alone(exchanges, explored, false);
    for (Exchange alone : List.of(earlier, later)) {
      if (alone.harnessError()) {
        return CaseResult.harnessError(alone.verdict().detail());
      }
    }
    Outcome earlierAlone = earlier.outcome();
    Outcome laterAlone = later.outcome();
    String direction = backward ? fromLabel + " → " + toLabel : toLabel + " → " + fromLabel;
    String acrossText = direction + ": " + across.outcome() + " " + across.verdict().detail();
    if (earlierAlone == Outcome.PASS && laterAlone == Outcome.PASS) {
      return CaseResult.finding(
          FindingSignature.of(across.outcome(), across.verdict().detail()), acrossText);
    }
    if (earlierAlone != laterAlone) {
      boolean laterFails =
          earlierAlone == Outcome.PASS
              || laterAlone != Outcome.PASS && laterAlone.isWorseThan(earlierAlone);
      Exchange failing = laterFails ? later : earlier;
      String side = laterFails ? FindingSignature.LATER_ALONE : FindingSignature.EARLIER_ALONE;
      FindingSignature signature =
          FindingSignature.of(side, failing.outcome(), failing.verdict().detail());
      String detail =
          (laterFails ? toLabel : fromLabel)
              + " alone: "
              + failing.outcome()
              + " "
              + abbreviate(failing.verdict().detail())
              + "; "
              + (laterFails ? fromLabel : toLabel)
              + " alone: "
              + (laterFails ? earlierAlone : laterAlone)
              + "; across, "
              + abbreviate(acrossText);
      return earlierAlone != Outcome.PASS && laterAlone != Outcome.PASS
          ? CaseResult.worseAlone(signature, detail)
          : CaseResult.finding(signature, detail);
    }
    if (across.outcome().isWorseThan(earlierAlone)) {
      return CaseResult.finding(
          FindingSignature.of(across.outcome(), across.verdict().detail()),
          acrossText + " (each side alone: " + earlierAlone + ")");
    }
    return CaseResult.notApplicable(
        "each side alone gives "
            + earlierAlone
            + " ("
            + fromLabel
            + ": "
            + earlier.verdict().detail()
            + ")");
  }

  /** What the shrinker asks: the same signature across, with each side round-tripping alone. */
  private CaseCheck.CheckResult shrinkCheck(
      SetUp setUp, EvolutionCase candidate, boolean backward) {
    CaseResult result = check(setUp, candidate, backward);
    if (result.signature() == null) {
      return CaseCheck.CheckResult.holds(
          result.harnessError() != null ? "harness error" : "no finding");
    }
    return CaseCheck.CheckResult.fails(result.signature().toString(), result.detail());
  }

  private Exchange across(CellExchanges exchanges, EvolutionCase explored, boolean backward) {
    Named named = fresh(explored);
    String failure = define(exchanges, named);
    if (failure != null) {
      return exchanges.harnessFault(failure, versionOf(backward), versionOf(!backward));
    }
    TypeShape shape = explored.base();
    TypeShape renamed = named.rename(shape);
    return exchanges.values(
        backward,
        renamed,
        renamed,
        named.rename(canonical(explored.written())),
        w -> {
          Expectation expected = ExpectedValues.roundTrip(named.unrename(w), shape);
          return new Expectation(
              named.rename(expected.expected()),
              expected.evolvedPaths(),
              expected.converted(),
              expected.initialisedPaths());
        },
        versionOf(backward),
        versionOf(!backward));
  }

  /**
   * A side's own round trip of a case, asked once for the pair: both directions, and a shrink
   * candidate met again, ask the same question of the same side, which a direction does not change.
   * A harness fault is not kept.
   */
  private Exchange alone(CellExchanges exchanges, EvolutionCase explored, boolean inOld) {
    AloneQuestion question = new AloneQuestion(exchanges, explored, inOld);
    Exchange known = aloneAnswers.get(question);
    if (known != null) {
      return known;
    }
    Exchange answer = askAlone(exchanges, explored, inOld);
    if (!answer.harnessError()) {
      aloneAnswers.put(question, answer);
    }
    return answer;
  }

  /** A side's round trip of a case, at the set-up of {@code exchanges}. */
  private record AloneQuestion(CellExchanges exchanges, EvolutionCase explored, boolean inOld) {}

  private Exchange askAlone(CellExchanges exchanges, EvolutionCase explored, boolean inOld) {
    Named named = fresh(explored);
    String failure = define(exchanges, named);
    if (failure != null) {
      return exchanges.harnessFault(failure, versionOf(inOld), versionOf(inOld));
    }
    return exchanges.roundTrip(
        inOld,
        named.rename(explored.base()),
        named.rename(canonical(explored.written())),
        versionOf(inOld));
  }

  /**
   * Ships the case's classes under their names for one exchange, after giving a configuration that
   * keeps static state the state of new worlds: what one-nio learnt of a JDK class in an earlier
   * exchange (BigDecimal's serializer) must not help a later one.
   */
  private String define(CellExchanges exchanges, Named named) {
    String fresh = exchanges.freshWorldsIfStatic();
    if (fresh != null) {
      return fresh;
    }
    Map<String, byte[]> classes = generator.generate(named.rename(named.original().base()));
    return exchanges.define(classes, classes);
  }

  /** The case's classes under a package no exchange used before in these worlds. */
  private Named fresh(EvolutionCase explored) {
    String segment = "x" + (++packages);
    return new Named(
        explored,
        name -> {
          if (!name.startsWith(GENERATED)) {
            return name;
          }
          int dot = name.lastIndexOf('.');
          return name.substring(0, dot) + "." + segment + name.substring(dot);
        },
        name -> name.startsWith(GENERATED) ? name.replace("." + segment + ".", ".") : name);
  }

  /** The cell of a direction: the earlier side writes backward, the later forward. */
  private Exchange decided(Verdict verdict, boolean backward, long micros) {
    return new Exchange(
        verdict,
        false,
        exchanges.side(backward, versionOf(backward)),
        exchanges.side(!backward, versionOf(!backward)),
        micros);
  }

  /** The class version both sides hold: the same random class. */
  private static String versionOf(boolean old) {
    return "random";
  }

  private static ObjectValue canonical(ObjectValue value) {
    return (ObjectValue) CanonicalValues.of(value);
  }

  static String abbreviate(String text) {
    return abbreviate(text, DETAIL_EXCERPT);
  }

  /**
   * The text cut to {@code length}: a minimal case's result is a side's detail and the exchange
   * across, each cut to {@link #DETAIL_EXCERPT}, so that both show.
   */
  private static String abbreviate(String text, int length) {
    return text.length() <= length ? text : text.substring(0, length) + "…";
  }

  /** A case under the class names its classes have in the worlds for one exchange. */
  private record Named(
      EvolutionCase original, UnaryOperator<String> names, UnaryOperator<String> unnames) {

    TypeShape rename(TypeShape shape) {
      return ShapeGraph.rename(shape, names);
    }

    ObjectValue rename(ObjectValue value) {
      return (ObjectValue) SampleValues.renameClasses(value, names);
    }

    ObjectValue unrename(ObjectValue value) {
      return (ObjectValue) SampleValues.renameClasses(value, unnames);
    }
  }
}
