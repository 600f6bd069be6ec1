package io.serialtck.evolution.property;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.catalogue.Evolution;
import io.serialtck.evolution.catalogue.FieldAdded;
import io.serialtck.evolution.mapping.Defaults;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Shrinks a failing case by delta debugging, one simplification at a time, keeping each one under
 * which the property still fails with the same outcome: fewer evolution steps, fewer fields in the
 * base class (with the steps that changed them; a case without steps, a plain round trip, loses
 * fields too), plainer steps (a step replaced by adding a String field), simpler values (the type's
 * default, fewer elements, shorter text, one). Stops when no simplification keeps the failure: the
 * result is 1-minimal for these moves.
 *
 * <p>The candidates of a case are a function of the case alone, in a fixed order, so a shrink is
 * told by the index of each candidate it kept ({@link Shrunk#path}): {@link #replay} rebuilds the
 * minimal case from the first one and that path without checking anything again.
 */
public final class Shrinker {

  /** Checks a shrink may make in-process, where a check costs microseconds. */
  public static final int MAX_CHECKS = 2_000;

  /**
   * The smallest failing case found.
   *
   * @param steps how many simplifications were kept
   * @param checks how many candidates were checked
   * @param path the index among {@link #candidates} of each simplification kept, in order: what
   *     {@link #replay} needs to make {@code minimal} again
   */
  public record Shrunk(
      EvolutionCase minimal,
      CaseCheck.CheckResult result,
      int steps,
      int checks,
      List<Integer> path) {

    public Shrunk {
      path = List.copyOf(path);
    }
  }

  private Shrinker() {}

  static Shrunk shrink(EvolutionCase failing, CaseCheck check) {
    return shrink(failing, check, MAX_CHECKS);
  }

  /**
   * Shrinks with at most {@code maxChecks} checks (each may cost a worker round trip); the case
   * reached by then is returned.
   */
  public static Shrunk shrink(EvolutionCase failing, CaseCheck check, int maxChecks) {
    EvolutionCase current = failing;
    CaseCheck.CheckResult result = check.check(failing);
    List<Integer> path = new ArrayList<>();
    int checks = 0;
    boolean progress = true;
    while (progress && checks < maxChecks) {
      progress = false;
      List<EvolutionCase> candidates = candidates(current);
      for (int index = 0; index < candidates.size(); index++) {
        EvolutionCase candidate = candidates.get(index);
        if (checks >= maxChecks) {
          break;
        }
        if (!isValid(candidate)) {
          continue;
        }
        checks++;
        CaseCheck.CheckResult candidateResult = check.check(candidate);
        if (!candidateResult.holds() && candidateResult.outcome().equals(result.outcome())) {
          current = candidate;
          result = candidateResult;
          path.add(index);
          progress = true;
          break;
        }
      }
    }
    return new Shrunk(current, result, path.size(), checks, path);
  }

  /**
   * The case a shrink of {@code failing} reached along {@code path} ({@link Shrunk#path}), without
   * any check: the same candidates, taken at the same indexes.
   *
   * @throws IllegalArgumentException when the path does not fit the case (an index past its
   *     candidates): another case, or candidates made otherwise since the path was recorded
   */
  public static EvolutionCase replay(EvolutionCase failing, List<Integer> path) {
    EvolutionCase current = failing;
    for (int step = 0; step < path.size(); step++) {
      List<EvolutionCase> candidates = candidates(current);
      int index = path.get(step);
      if (index < 0 || index >= candidates.size()) {
        throw new IllegalArgumentException(
            "shrink step "
                + (step + 1)
                + " keeps candidate "
                + index
                + ", but the case reached has "
                + candidates.size()
                + " candidates");
      }
      current = candidates.get(index);
    }
    return current;
  }

  /**
   * The path ({@link #replay}) from a case without evolution steps to the case that keeps only its
   * root's field {@code field}: the fields before it removed one by one, then those after it. A
   * case whose whole both sides fail alike can so be asked field by field, and a finding in one
   * field is recorded as a shrink of the case.
   */
  public static List<Integer> keepingOnly(EvolutionCase c, int field) {
    int fields = c.base().fields().size();
    if (!c.steps().isEmpty() || field < 0 || field >= fields) {
      throw new IllegalArgumentException("no field " + field + " to keep alone in " + c.render());
    }
    List<Integer> path = new ArrayList<>();
    for (int i = 0; i < field; i++) {
      path.add(0);
    }
    for (int i = field + 1; i < fields; i++) {
      path.add(1);
    }
    return path;
  }

  private static boolean isValid(EvolutionCase candidate) {
    try {
      candidate.evolved();
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** Simpler cases, the most drastic first. */
  static List<EvolutionCase> candidates(EvolutionCase c) {
    List<EvolutionCase> candidates = new ArrayList<>();
    for (int i = 0; c.steps().size() > 1 && i < c.steps().size(); i++) {
      List<Evolution> fewer = new ArrayList<>(c.steps());
      fewer.remove(i);
      candidates.add(new EvolutionCase(c.seed(), c.base(), fewer, c.written()));
    }
    for (FieldShape field : c.base().fields()) {
      if (c.base().fields().size() > 1) {
        ClassShape smaller =
            c.base().withFields(fs -> fs.stream().filter(f -> f != field).toList());
        List<Evolution> remaining = stepsThatStillApply(smaller, c.steps());
        if (!remaining.isEmpty() || c.steps().isEmpty()) {
          candidates.add(
              new EvolutionCase(c.seed(), smaller, remaining, without(c.written(), field.name())));
        }
      }
    }
    for (int i = 0; i < c.steps().size(); i++) {
      if (!(c.steps().get(i) instanceof FieldAdded)) {
        List<Evolution> plainer = new ArrayList<>(c.steps());
        plainer.set(i, new FieldAdded(FieldShape.of("plain" + i, TypeRef.of(String.class))));
        candidates.add(new EvolutionCase(c.seed(), c.base(), plainer, c.written()));
      }
    }
    for (ObjectValue.Field field : c.written().fields()) {
      FieldShape shape =
          c.base().instanceFields().stream()
              .filter(f -> f.name().equals(field.name()))
              .findFirst()
              .orElse(null);
      if (shape == null) {
        continue;
      }
      for (Value simpler : ValueSimplifier.simpler(field.value(), Defaults.of(shape.type()))) {
        if (simpler instanceof NullValue && ValueRoots.isValueRoot(c.base())) {
          continue; // a null root is no value of its type: the case would ask another question
        }
        candidates.add(
            new EvolutionCase(
                c.seed(),
                c.base(),
                c.steps(),
                ValueSimplifier.with(c.written(), field.name(), simpler)));
      }
    }
    return candidates;
  }

  /** The steps in order, leaving out each one that no longer applies once a field is gone. */
  private static List<Evolution> stepsThatStillApply(ClassShape base, List<Evolution> steps) {
    List<Evolution> kept = new ArrayList<>();
    TypeShape current = base;
    for (Evolution step : steps) {
      if (!(current instanceof ClassShape shape)) {
        break;
      }
      try {
        current = step.apply(shape).after();
        kept.add(step);
      } catch (IllegalArgumentException inapplicable) {
        // the step changed the removed field; the smaller case goes without it
      }
    }
    return kept;
  }

  private static ObjectValue without(ObjectValue value, String field) {
    return new ObjectValue(
        value.className(),
        value.id(),
        value.fields().stream().filter(f -> !f.name().equals(field)).toList());
  }
}
