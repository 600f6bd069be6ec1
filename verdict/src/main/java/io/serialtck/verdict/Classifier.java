package io.serialtck.verdict;

import io.serialtck.spi.StructuralProperty;
import io.serialtck.value.DefaultValues;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Compares what the reader produced with what it should have produced and names the outcome: the
 * worst of its findings ({@link TreeComparison}), each of which the detail lists, worst first.
 *
 * <ul>
 *   <li>a value that is not an instance of its declared type: {@link Outcome#ILL_TYPED};
 *   <li>a wrong value outside the evolved paths, an evolved value with another value, a lost order,
 *       an object of the wrong class: {@link Outcome#CORRUPTED};
 *   <li>an evolved value left at its type's default: {@link Outcome#LOSSY};
 *   <li>every value equal, but a structural property lost (a container's class, shared identity,
 *       immutability, a hook's mark, internal state): {@link Outcome#ALTERED}.
 * </ul>
 *
 * <p>Where the library tells how far it read ({@link BytesRead}), a read that did not consume
 * exactly the bytes written is a misaligned read: {@link Outcome#CORRUPTED} with the mode {@value
 * BytesRead#MISALIGNED}, whatever values it produced; where every value arrived, the detail says
 * which, and what was left unread ({@link MisalignedRead}).
 */
public final class Classifier {

  private Classifier() {}

  /**
   * A read across a class evolution: the reader's class is another version than the writer's.
   *
   * @param expected the reader's object as it should come out
   * @param actual the reader's object as it came out
   * @param evolvedPaths paths of reader fields the evolution changed or added ({@code age}, {@code
   *     address.zip}, {@code tags[]} for every element of {@code tags}): a value left at its type's
   *     default there is {@link Outcome#LOSSY}; a wrong value anywhere else is corruption
   * @param converted whether some value had to change type on the way (a pass says "converted")
   */
  public static Verdict classifyEvolved(
      Value expected, Value actual, Set<String> evolvedPaths, boolean converted) {
    return classifyEvolved(expected, actual, evolvedPaths, converted, BytesRead.UNKNOWN);
  }

  /**
   * The same, knowing how far the read went: a misaligned read ({@link BytesRead#misaligned()}) is
   * {@link Outcome#CORRUPTED} whatever values it produced, and its detail leads with it.
   */
  public static Verdict classifyEvolved(
      Value expected, Value actual, Set<String> evolvedPaths, boolean converted, BytesRead bytes) {
    return classifyEvolved(expected, actual, evolvedPaths, Set.of(), converted, bytes);
  }

  /**
   * The same, where some added fields are expected at what the reader class's own construction
   * gives them ({@code initialisedPaths}): a reader that leaves such a field at its type's default
   * did not run the class's initialiser or constructor, {@link Outcome#LOSSY} with the mode {@value
   * #INITIALISER_NOT_RUN}.
   */
  public static Verdict classifyEvolved(
      Value expected,
      Value actual,
      Set<String> evolvedPaths,
      Set<String> initialisedPaths,
      boolean converted,
      BytesRead bytes) {
    return classifyEvolved(
        null, expected, actual, evolvedPaths, initialisedPaths, converted, bytes);
  }

  /**
   * The same, knowing what the writer's object held ({@code written}): a misaligned read whose
   * values all arrived then also names what the writer wrote that the reader's class lacks, or
   * holds as another type ({@link MisalignedRead}).
   */
  public static Verdict classifyEvolved(
      Value written,
      Value expected,
      Value actual,
      Set<String> evolvedPaths,
      Set<String> initialisedPaths,
      boolean converted,
      BytesRead bytes) {
    return classify(
        expected,
        actual,
        new Judgement(
            written,
            path -> Paths.isWithin(path, evolvedPaths),
            evolvedPaths.isEmpty() ? "" : " (unchanged by the evolution)",
            List.of(),
            Map.of(),
            path -> Paths.isWithin(path, initialisedPaths)),
        converted,
        bytes);
  }

  /** The mode of a cell whose reader left an initialised added field at its type's default. */
  public static final String INITIALISER_NOT_RUN = "initialiser not run";

  /**
   * A round trip where nothing evolved (a flexibility fixture): any difference from the expected
   * value is corruption, unless it lies in a structural fact.
   */
  public static Verdict classifyIntact(Value expected, Value actual) {
    return classifyIntact(expected, actual, List.of(), Map.of());
  }

  /**
   * The same, with what the worker found beyond the observed trees.
   *
   * @param illTyped ill-typed values of the read graph that the observation does not show
   * @param structuralFacts the fixture's facts that record a structural property, by name
   */
  public static Verdict classifyIntact(
      Value expected,
      Value actual,
      List<String> illTyped,
      Map<String, StructuralProperty> structuralFacts) {
    return classifyIntact(expected, actual, illTyped, structuralFacts, BytesRead.UNKNOWN);
  }

  /** The same, knowing how far the read went (a misaligned read is {@link Outcome#CORRUPTED}). */
  public static Verdict classifyIntact(
      Value expected,
      Value actual,
      List<String> illTyped,
      Map<String, StructuralProperty> structuralFacts,
      BytesRead bytes) {
    return classify(
        expected,
        actual,
        new Judgement(expected, path -> false, "", illTyped, structuralFacts, path -> false),
        false,
        bytes);
  }

  /**
   * How value differences are judged in one kind of cell.
   *
   * @param written what the writer's object held (the expected value where nothing evolved), or
   *     null where the caller does not know
   */
  private record Judgement(
      Value written,
      Predicate<String> isEvolved,
      String untouchedNote,
      List<String> illTyped,
      Map<String, StructuralProperty> structuralFacts,
      Predicate<String> isInitialised) {}

  private static Verdict classify(
      Value expectedValue,
      Value actualValue,
      Judgement judgement,
      boolean converted,
      BytesRead bytes) {
    Value expected = CanonicalValues.of(expectedValue);
    Value actual = CanonicalValues.of(actualValue);
    List<Finding> findings = new ArrayList<>();
    judgement.illTyped().forEach(text -> findings.add(Finding.illTyped(text)));
    TreeComparison comparison;
    if (expected instanceof ObjectValue root
        && actual instanceof ObjectValue object
        && !object.className().equals(root.className())) {
      findings.add(
          Finding.corrupted("object: expected a " + root.className() + ", got " + actual.render()));
      comparison = null;
    } else {
      comparison = TreeComparison.of(expected, actual);
      findings.addAll(comparison.findings());
      for (TreeComparison.ValueDifference difference : comparison.differences()) {
        findings.add(judge(difference, judgement));
      }
    }
    if (bytes.misaligned()) {
      boolean valuesIntact = findings.stream().allMatch(f -> f.outcome() == Outcome.ALTERED);
      Value written = judgement.written() == null ? null : CanonicalValues.of(judgement.written());
      findings.add(
          0, Finding.corrupted(MisalignedRead.describe(bytes, written, expected, valuesIntact)));
    }
    if (findings.isEmpty()) {
      boolean rounded = comparison != null && comparison.rounded();
      return new Verdict(
          Outcome.PASS,
          rounded
              ? "converted, a value rounded to the nearest its new type holds"
              : converted ? "converted" : "");
    }
    findings.sort(Comparator.comparing(Finding::outcome).reversed());
    Outcome worst = findings.get(0).outcome();
    Verdict verdict =
        new Verdict(worst, String.join("; ", findings.stream().map(Finding::render).toList()));
    if (worst == Outcome.CORRUPTED && bytes.misaligned()) {
      return verdict.withMode(BytesRead.MISALIGNED);
    }
    if (worst == Outcome.LOSSY
        && findings.stream().anyMatch(f -> f.text().startsWith(INITIALISER_NOT_RUN))) {
      return verdict.withMode(INITIALISER_NOT_RUN);
    }
    return worst == Outcome.ALTERED ? verdict.withMode(propertiesLost(findings)) : verdict;
  }

  /** The structural properties lost, each named once, in declaration order. */
  private static String propertiesLost(List<Finding> findings) {
    return findings.stream()
        .map(Finding::property)
        .filter(Objects::nonNull)
        .distinct()
        .sorted()
        .map(StructuralProperty::whenLost)
        .collect(Collectors.joining(", "));
  }

  private static Finding judge(TreeComparison.ValueDifference difference, Judgement judgement) {
    StructuralProperty fact = judgement.structuralFacts().get(Paths.head(difference.path()));
    if (fact != null) {
      return Finding.altered(fact, difference.render());
    }
    boolean evolved = judgement.isEvolved().test(difference.path());
    if (evolved
        && DefaultValues.isDefault(difference.actual())
        && judgement.isInitialised().test(difference.path())) {
      return Finding.lossy(INITIALISER_NOT_RUN + ": " + difference.render());
    }
    if (evolved && DefaultValues.isDefault(difference.actual())) {
      return Finding.lossy(difference.render());
    }
    return Finding.corrupted(difference.render() + (evolved ? "" : judgement.untouchedNote()));
  }
}
