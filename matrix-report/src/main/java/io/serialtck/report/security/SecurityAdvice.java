package io.serialtck.report.security;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.HostileFacts;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What a team must configure before reading untrusted bytes with a configuration, in one or two
 * sentences computed from its {@code hostile} cells alone: first the unasked-for classes (the
 * canary cells), then the malformed input. The rules, as docs/security-table.md states them:
 *
 * <ul>
 *   <li>a canary cell at the configuration's settings is RAN_UNASKED and every secure cell is PASS
 *       or REJECTED: set the secure settings, saying what ran and what those settings did instead;
 *   <li>a canary ran and a secure cell ran it too, or there is no secure cell that answered (all
 *       SKIPPED, or none): no setting the kit knows stops it, untrusted bytes must not reach it;
 *   <li>no canary ran at the configuration's settings: say so (and warn when one ran at the secure
 *       settings);
 *   <li>malformed input, worst first: CRASHED, never read untrusted bytes in-process (the crash
 *       kinds); TIMED_OUT, read under a deadline; EXHAUSTED, bound what a read may take (the
 *       smallest input that did it); FAULTED, catch RuntimeException around reads (the exception
 *       classes); none of them, say so.
 * </ul>
 *
 * <p>Cells the kit failed to run (harness errors) are left out.
 */
public final class SecurityAdvice {

  private static final List<Outcome> MALFORMED_HARMS =
      List.of(Outcome.CRASHED, Outcome.TIMED_OUT, Outcome.EXHAUSTED, Outcome.FAULTED);

  private SecurityAdvice() {}

  /** The rules of the advice, one line each, as the reports state them. */
  public static List<String> rules() {
    return List.of(
        "A canary ran at the kit's settings (RAN_UNASKED) and every canary cell at the secure"
            + " settings is PASS or REJECTED: set the secure settings before reading untrusted"
            + " bytes; the advice says what ran and what those settings did instead.",
        "A canary ran and it ran at the secure settings too, or no secure cell answered (the"
            + " configuration states no secure settings): no setting the kit knows stops it, and"
            + " untrusted bytes must not reach it.",
        "No canary ran at the kit's settings: the advice says so.",
        "Malformed input, worst first: CRASHED, never read untrusted bytes in-process (the crash"
            + " kinds); TIMED_OUT, read under a deadline; EXHAUSTED, bound what a read may take"
            + " (an input size limit, the library's own limits, a process of its own), naming the"
            + " smallest input that did it; FAULTED, catch RuntimeException around reads (the"
            + " exception classes); none of these, the advice says so.",
        "Cells the kit failed to run (harness errors) are left out of the advice.");
  }

  /**
   * The whole advice: the sentence about unasked-for classes, then the one about malformed input.
   */
  public static String of(List<MalformedRow> malformed, List<CanaryRow> canaries) {
    return Stream.of(unaskedClasses(canaries), malformedInput(malformed))
        .flatMap(Optional::stream)
        .collect(Collectors.joining(" "));
  }

  /** The sentence about unasked-for classes; empty when the run has no canary cell. */
  static Optional<String> unaskedClasses(List<CanaryRow> rows) {
    List<CellResult> own = measured(rows.stream().map(CanaryRow::atOwnSettings));
    List<CellResult> secure = measured(rows.stream().map(CanaryRow::atSecureSettings));
    if (own.isEmpty()) {
      return Optional.empty();
    }
    List<CellResult> ran = ranUnasked(own);
    List<CellResult> secureRan = ranUnasked(secure);
    if (ran.isEmpty()) {
      if (!secureRan.isEmpty()) {
        return Optional.of(
            "No canary ran at the kit's settings, but at "
                + settings(secure)
                + " reading bytes that name a class ran its "
                + code(secureRan)
                + ": keep the kit's settings.");
      }
      return Optional.of(
          "No canary ran: reading bytes that name a class the reader never asked for ran none of"
              + " its code.");
    }
    String what = code(ran) + " (" + places(ran) + ")";
    boolean secureHeld =
        !secure.isEmpty() && secure.stream().allMatch(cell -> cell.outcome().isSafe());
    if (secureHeld) {
      return Optional.of(
          "Before reading untrusted bytes, set "
              + settings(secure)
              + ": at the kit's settings reading bytes that name a class ran its "
              + what
              + "; at those settings it "
              + secureAnswers(secure)
              + ".");
    }
    return Optional.of(
        "No setting the kit knows stops it: at the kit's settings reading bytes that name a class"
            + " ran its "
            + what
            + ", "
            + whySecureFails(secure, secureRan)
            + "; untrusted bytes must not reach it.");
  }

  /** The sentence about malformed input; empty when the run has no malformed-input cell. */
  static Optional<String> malformedInput(List<MalformedRow> rows) {
    List<MalformedRow> measured = rows.stream().filter(row -> !row.cell().harnessError()).toList();
    if (measured.isEmpty()) {
      return Optional.empty();
    }
    List<String> clauses = new ArrayList<>();
    for (Outcome harm : MALFORMED_HARMS) {
      List<MalformedRow> harmed = measured.stream().filter(row -> row.outcome() == harm).toList();
      if (!harmed.isEmpty()) {
        clauses.add(clause(harm, harmed));
      }
    }
    if (clauses.isEmpty()) {
      return Optional.of(
          "Every malformed input was read or cleanly rejected: no limit or catch beyond the"
              + " library's own exception is needed.");
    }
    String advice = String.join("; ", clauses);
    return Optional.of("Against malformed bytes, " + advice + (advice.endsWith(".") ? "" : "."));
  }

  private static String clause(Outcome harm, List<MalformedRow> rows) {
    MalformedRow smallest = smallest(rows);
    return switch (harm) {
      case CRASHED ->
          "never read untrusted bytes in-process: "
              + input(smallest)
              + " crashed the JVM ("
              + modes(rows)
              + ")";
      case TIMED_OUT -> "read under a deadline: " + input(smallest) + " hung the read";
      case EXHAUSTED ->
          "bound what a read may take (an input size limit, the library's own limits where it has"
              + " them, or a process of its own): "
              + input(smallest)
              + " exhausted it ("
              + SecurityText.withoutStage(smallest.cell().mode())
              + ")";
      case FAULTED -> faulted(rows);
      default -> throw new IllegalArgumentException("not a harm of malformed input: " + harm);
    };
  }

  private static String faulted(List<MalformedRow> rows) {
    Set<String> exceptions = new LinkedHashSet<>();
    for (MalformedRow row : rows) {
      for (String name : SecurityText.withoutStage(row.cell().mode()).split(",")) {
        if (!name.isBlank()) {
          exceptions.add(name.strip());
        }
      }
    }
    boolean errors = exceptions.stream().anyMatch(name -> name.endsWith("Error"));
    return "catch RuntimeException"
        + (errors ? " and Error" : "")
        + " around reads, not only the library's own exception: malformed input threw "
        + (exceptions.isEmpty() ? "a JDK runtime exception" : String.join(", ", exceptions));
  }

  /** The row whose worst input is the shortest; rows without one last. */
  private static MalformedRow smallest(List<MalformedRow> rows) {
    return rows.stream()
        .min(
            Comparator.comparingLong(
                row -> {
                  HostileFacts facts = row.cell().hostile();
                  return facts == null || facts.worstInputLength() < 0
                      ? Long.MAX_VALUE
                      : facts.worstInputLength();
                }))
        .orElseThrow();
  }

  private static String input(MalformedRow row) {
    HostileFacts facts = row.cell().hostile();
    return facts == null || facts.worstInputLength() < 0
        ? "a " + row.family() + " input"
        : "a " + SecurityText.number(facts.worstInputLength()) + "-byte " + row.family() + " input";
  }

  private static String modes(List<MalformedRow> rows) {
    String modes =
        rows.stream()
            .map(row -> SecurityText.withoutStage(row.cell().mode()))
            .filter(mode -> !mode.isBlank())
            .distinct()
            .collect(Collectors.joining(", "));
    return modes.isEmpty() ? "kind not recorded" : modes;
  }

  private static List<CellResult> measured(Stream<Optional<CellResult>> cells) {
    return cells.flatMap(Optional::stream).filter(cell -> !cell.harnessError()).toList();
  }

  private static List<CellResult> ranUnasked(List<CellResult> cells) {
    return cells.stream().filter(cell -> cell.outcome() == Outcome.RAN_UNASKED).toList();
  }

  /** The secure settings as the cells state them. */
  private static String settings(List<CellResult> secure) {
    return secure.stream()
        .map(CellResult::hostile)
        .filter(Objects::nonNull)
        .map(HostileFacts::settings)
        .filter(text -> text != null && !text.isBlank())
        .findFirst()
        .orElse("the secure settings");
  }

  /** What the canaries ran: {@code static initializer, constructor and setter}. */
  private static String code(List<CellResult> ran) {
    Set<String> code = new LinkedHashSet<>();
    for (CellResult cell : ran) {
      if (cell.hostile() != null && cell.hostile().canary() != null) {
        cell.hostile().canary().stream()
            .filter(step -> !step.equals("looked up"))
            .map(step -> step.equals("initialized") ? "static initializer" : step)
            .forEach(code::add);
      }
    }
    return code.isEmpty() ? "code" : listed(List.copyOf(code));
  }

  private static String places(List<CellResult> cells) {
    return cells.stream()
        .map(cell -> cell.scenario().substring(cell.scenario().indexOf(':') + 1))
        .distinct()
        .collect(Collectors.joining(", "));
  }

  /** What the secure cells, all PASS or REJECTED, did with the canary. */
  private static String secureAnswers(List<CellResult> secure) {
    Set<String> answers = new LinkedHashSet<>();
    for (CellResult cell : secure) {
      if (cell.outcome() == Outcome.REJECTED) {
        answers.add("was rejected");
      } else if (cell.hostile() != null
          && cell.hostile().canary() != null
          && !cell.hostile().canary().isEmpty()) {
        answers.add("was looked up but none of its code ran");
      } else {
        answers.add("was not looked up");
      }
    }
    return String.join(" or ", answers);
  }

  private static String whySecureFails(List<CellResult> secure, List<CellResult> secureRan) {
    if (!secureRan.isEmpty()) {
      return "and at " + settings(secure) + " it ran its " + code(secureRan) + " too";
    }
    List<CellResult> answered =
        secure.stream().filter(cell -> cell.outcome() != Outcome.SKIPPED).toList();
    if (answered.isEmpty()) {
      return secure.stream()
          .map(CellResult::detail)
          .filter(detail -> !detail.isBlank())
          .findFirst()
          .map(
              detail ->
                  "with no secure settings to try (" + detail.strip().replaceAll("\\.$", "") + ")")
          .orElse("with no secure settings to try");
    }
    return "and at "
        + settings(secure)
        + " the reads ended "
        + answered.stream()
            .map(CellResult::outcome)
            .filter(outcome -> outcome != Outcome.PASS && outcome != Outcome.REJECTED)
            .map(Outcome::name)
            .distinct()
            .collect(Collectors.joining(", "));
  }

  private static String listed(List<String> items) {
    return items.size() == 1
        ? items.get(0)
        : String.join(", ", items.subList(0, items.size() - 1))
            + " and "
            + items.get(items.size() - 1);
  }
}
