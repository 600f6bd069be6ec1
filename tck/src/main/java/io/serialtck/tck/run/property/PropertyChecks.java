package io.serialtck.tck.run.property;

import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.evolution.mapping.SampleValues;
import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.ValueGenerator;
import io.serialtck.tck.Direction;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.CanonicalValues;
import io.serialtck.verdict.Outcome;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;

/**
 * Checks one try of a property in a configuration's worker. A case whose classes were shipped with
 * the run's prepared cases is checked under its own class names; any other (a shrinker's candidate)
 * is renamed into a fresh package first, since a world cannot hold two shapes under one name.
 */
final class PropertyChecks {

  private static final long LAST_VERSION_SALT = 0x5DEECE66DL;
  private static final String GENERATED = "serialtck.gen.";

  private final CellExchanges exchanges;
  private final ClassGenerator generator;
  private final Map<String, Map<Direction, Outcome>> curated;

  /**
   * Fresh packages made so far, per property: each property's cases live in packages of their own,
   * so numbering per property keeps names unique in a world and makes a property cell's class names
   * (which its detail may quote) independent of the property cells run before it in the worker.
   */
  private final Map<Property, Integer> renames = new EnumMap<>(Property.class);

  /**
   * @param curated the outcome of each curated evolution cell of this configuration, by scenario id
   *     ({@code field-added}, {@code bean:field-added}) and direction, for {@link
   *     Property#CONSISTENCY}: a case is compared with the curated cell of its kind in its style
   */
  PropertyChecks(
      CellExchanges exchanges,
      ClassGenerator generator,
      Map<String, Map<Direction, Outcome>> curated) {
    this.exchanges = exchanges;
    this.generator = generator;
    this.curated = curated;
  }

  /** The object the last version of a case writes: random, and the same in every run. */
  static ObjectValue lastWritten(EvolutionCase evolutionCase) {
    return new ValueGenerator(new SplittableRandom(evolutionCase.seed() ^ LAST_VERSION_SALT))
        .object(evolutionCase.last());
  }

  TryOutcome check(Property property, EvolutionCase evolutionCase, boolean shipped) {
    Named named =
        shipped
            ? new Named(evolutionCase, UnaryOperator.identity(), UnaryOperator.identity())
            : fresh(property, evolutionCase);
    if (!shipped) {
      String failure = defineBothVersions(named);
      if (failure != null) {
        return TryOutcome.harnessError(failure);
      }
    }
    return switch (property) {
      case FIDELITY -> fidelity(named);
      case SAFETY -> safety(property, named);
      case CONSISTENCY -> consistency(property, named);
    };
  }

  private TryOutcome fidelity(Named named) {
    Exchange exchange = roundTrip(named, true);
    if (exchange.harnessError()) {
      return TryOutcome.harnessError(exchange.verdict().detail());
    }
    return exchange.outcome() == Outcome.PASS
        ? TryOutcome.held(Outcome.PASS)
        : TryOutcome.failed(exchange.outcome(), exchange.verdict().detail());
  }

  private TryOutcome safety(Property property, Named named) {
    if (named.original().steps().isEmpty()) {
      return TryOutcome.notApplicable("no evolution step applies to the random shape");
    }
    Outcome worst = Outcome.PASS;
    for (boolean backward : List.of(true, false)) {
      Exchange exchange = evolve(named, backward);
      if (exchange.harnessError()) {
        return TryOutcome.harnessError(exchange.verdict().detail());
      }
      if (!exchange.outcome().isAcceptableEvolution()) {
        String unsupported = baseDoesNotRoundTrip(property, named);
        if (unsupported != null) {
          return TryOutcome.notApplicable(unsupported);
        }
        return TryOutcome.failed(
            exchange.outcome(), direction(backward) + ": " + exchange.verdict().detail());
      }
      worst = exchange.outcome().isWorseThan(worst) ? exchange.outcome() : worst;
    }
    return TryOutcome.held(worst);
  }

  private TryOutcome consistency(Property property, Named named) {
    List<io.serialtck.evolution.catalogue.Evolution> steps = named.original().steps();
    if (steps.size() != 1) {
      return TryOutcome.notApplicable("no evolution step applies to the random shape");
    }
    String kind = named.original().base().style().scenarioPrefix() + steps.get(0).id();
    Map<Direction, Outcome> expected = curated.get(kind);
    if (expected == null
        || expected.values().stream().anyMatch(outcome -> !outcome.isMeasured())
        || expected.size() < 2) {
      return TryOutcome.notApplicable(
          "the curated cells of " + kind + " have no comparable outcome");
    }
    for (boolean backward : List.of(true, false)) {
      Direction direction = backward ? Direction.BACKWARD : Direction.FORWARD;
      Exchange exchange = evolve(named, backward);
      if (exchange.harnessError()) {
        return TryOutcome.harnessError(exchange.verdict().detail());
      }
      Outcome curatedOutcome = expected.get(direction);
      if (exchange.outcome() != curatedOutcome) {
        String unsupported = baseDoesNotRoundTrip(property, named);
        if (unsupported != null) {
          return TryOutcome.notApplicable(unsupported);
        }
        Outcome worse =
            exchange.outcome().isWorseThan(curatedOutcome) ? exchange.outcome() : curatedOutcome;
        return TryOutcome.failed(
            worse,
            kind
                + " "
                + direction.id()
                + ": the curated cell is "
                + curatedOutcome
                + ", this case "
                + exchange.outcome()
                + (exchange.verdict().detail().isEmpty()
                    ? ""
                    : " (" + exchange.verdict().detail() + ")"));
      }
    }
    return TryOutcome.held(expected.get(Direction.BACKWARD));
  }

  /** Why the case says nothing when v1 or its last version cannot round-trip, else null. */
  private String baseDoesNotRoundTrip(Property property, Named named) {
    for (boolean first : List.of(true, false)) {
      if (!first && named.original().steps().isEmpty()) {
        continue;
      }
      Named copy = fresh(property, named.original());
      TypeShape shape = first ? copy.v1() : copy.last();
      String failure = exchanges.define(generator.generate(shape), generator.generate(shape));
      if (failure != null) {
        return failure;
      }
      Exchange exchange = roundTrip(copy, first);
      if (exchange.outcome() != Outcome.PASS) {
        return (first ? "v1" : "the last version")
            + " does not round-trip: "
            + exchange.outcome()
            + " "
            + exchange.verdict().detail();
      }
    }
    return null;
  }

  private Exchange roundTrip(Named named, boolean first) {
    EvolutionCase original = named.original();
    TypeShape shape = first ? original.base() : original.last();
    ObjectValue written = canonical(first ? original.written() : lastWritten(original));
    TypeShape renamed = named.rename(shape);
    return exchanges.values(
        true,
        renamed,
        renamed,
        named.rename(written),
        w -> named.rename(ExpectedValues.roundTrip(named.unrename(w), shape)),
        "random v1",
        "random v1");
  }

  private Exchange evolve(Named named, boolean backward) {
    EvolutionCase original = named.original();
    List<EvolvedClass> evolved = original.evolved();
    ObjectValue written = canonical(backward ? original.written() : lastWritten(original));
    String last = "random v" + (original.steps().size() + 1);
    return exchanges.values(
        backward,
        backward ? named.v1() : named.last(),
        backward ? named.last() : named.v1(),
        named.rename(written),
        w -> {
          ObjectValue asGenerated = named.unrename(w);
          return named.rename(
              backward
                  ? ExpectedValues.throughChain(asGenerated, evolved)
                  : ExpectedValues.backThroughChain(asGenerated, evolved));
        },
        backward ? "random v1" : last,
        backward ? last : "random v1");
  }

  private String defineBothVersions(Named named) {
    return exchanges.define(generator.generate(named.v1()), generator.generate(named.last()));
  }

  private Named fresh(Property property, EvolutionCase evolutionCase) {
    String segment = "k" + renames.merge(property, 1, Integer::sum);
    return new Named(
        evolutionCase,
        name -> {
          if (!name.startsWith(GENERATED)) {
            return name;
          }
          int dot = name.lastIndexOf('.');
          return name.substring(0, dot) + "." + segment + name.substring(dot);
        },
        name -> name.startsWith(GENERATED) ? name.replace("." + segment + ".", ".") : name);
  }

  private static String direction(boolean backward) {
    return backward ? "backward" : "forward";
  }

  private static ObjectValue canonical(ObjectValue value) {
    return (ObjectValue) CanonicalValues.of(value);
  }

  /** A case under the class names its classes have in the worlds. */
  private record Named(
      EvolutionCase original, UnaryOperator<String> names, UnaryOperator<String> unnames) {

    TypeShape v1() {
      return rename(original.base());
    }

    TypeShape last() {
      return rename(original.last());
    }

    TypeShape rename(TypeShape shape) {
      return ShapeGraph.rename(shape, names);
    }

    ObjectValue rename(ObjectValue value) {
      return (ObjectValue) SampleValues.renameClasses(value, names);
    }

    /** A tree under the renamed class names, back under the case's own. */
    ObjectValue unrename(ObjectValue value) {
      return (ObjectValue) SampleValues.renameClasses(value, unnames);
    }

    Value rename(Value value) {
      return SampleValues.renameClasses(value, names);
    }

    Expectation rename(Expectation expectation) {
      return new Expectation(
          rename(expectation.expected()), expectation.evolvedPaths(), expectation.converted());
    }
  }
}
