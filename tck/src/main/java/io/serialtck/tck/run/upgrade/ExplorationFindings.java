package io.serialtck.tck.run.upgrade;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** The tally of one exploration cell: cases that came back, said nothing, or are findings. */
final class ExplorationFindings {

  private int held;
  private int notApplicable;
  private String firstNotApplicable = "";
  private final Map<FindingSignature, Integer> counts = new TreeMap<>();
  private final Map<FindingSignature, AskedCase> firsts = new LinkedHashMap<>();
  private int inParts;
  private int findingCases;
  private int hidden;

  /**
   * @param which how the case is named in a detail ({@code case 3}, {@code case 1 at set-up
   *     fields-only})
   */
  void add(String which, AskedCase explored, CaseResult result) {
    if (result.signature() != null) {
      findingCases++;
      counts.merge(result.signature(), 1, Integer::sum);
      firsts.putIfAbsent(result.signature(), explored);
      if (explored.isPart()) {
        inParts++;
      }
    } else if (result.detail() != null) {
      if (notApplicable++ == 0) {
        firstNotApplicable = which + ": " + result.detail();
      }
    } else {
      held++;
    }
  }

  /** Whether a finding of this signature was met. */
  boolean has(FindingSignature signature) {
    return counts.containsKey(signature);
  }

  /**
   * A signature that showed in one field of a finding case, which the case's own first break hid:
   * counted once, with that part as its first case.
   */
  void addHidden(AskedCase part, CaseResult result) {
    counts.merge(result.signature(), 1, Integer::sum);
    firsts.putIfAbsent(result.signature(), part);
    hidden++;
  }

  /** How many signatures showed only in one field of a case whose first break hid them. */
  int hidden() {
    return hidden;
  }

  int held() {
    return held;
  }

  /** How many findings showed in one field of a case whose whole both sides failed alike. */
  int inParts() {
    return inParts;
  }

  int notApplicable() {
    return notApplicable;
  }

  String firstNotApplicable() {
    return firstNotApplicable;
  }

  /** How many cases are findings. */
  int count() {
    return findingCases;
  }

  /** The worst signature found: the worst outcome, then the first cause by name. */
  FindingSignature worst() {
    return counts.keySet().iterator().next();
  }

  AskedCase firstOf(FindingSignature signature) {
    return firsts.get(signature);
  }

  /** {@code REJECTED x.YException 3, CORRUPTED f0 1}, worst first. */
  String bySignature() {
    return counts.entrySet().stream()
        .map(
            e ->
                e.getKey()
                    + " "
                    + e.getValue()
                    + " (seed "
                    + firsts.get(e.getKey()).original().seed()
                    + ")")
        .collect(Collectors.joining(", "));
  }

  /** The signatures found, worst first: what the gate compares besides the outcome. */
  String signatures() {
    return counts.keySet().stream()
        .map(FindingSignature::toString)
        .collect(Collectors.joining("; "));
  }
}
