package io.serialtck.report.compare;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a team declares about its two releases, beside the classes themselves.
 *
 * @param renames fields (and enum constants) renamed between the releases, {@code
 *     com.example.LineItem.sku=productCode}: the value written must arrive under the new name
 * @param samples the team's sample providers ({@link io.serialtck.tck.release.TeamSamples}): a
 *     class whose public static methods without parameters return values of the model, or one such
 *     method ({@code CLASS.METHOD}); their values are written before any the kit makes
 * @param samplesClasspath where the providers are found besides each release's own class path (the
 *     plugin: the project's test classes)
 * @param acceptedRemovals removed fields the team accepts dropping, {@code com.example.Order.note}
 *     to the reason, recorded in the baseline: without it a removed field fails the gate
 * @param acceptUnmeasured for {@link CompareJob#updateBaseline}, the reason recorded with every
 *     cell that measures nothing ({@code NO_ROUND_TRIP}, {@code INCONCLUSIVE}); without one such
 *     cells are not accepted
 */
public record TeamDeclarations(
    List<String> renames,
    List<String> samples,
    List<Path> samplesClasspath,
    Map<String, String> acceptedRemovals,
    Optional<String> acceptUnmeasured) {

  /** Nothing declared. */
  public static final TeamDeclarations NONE =
      new TeamDeclarations(List.of(), List.of(), List.of(), Map.of(), Optional.empty());

  public TeamDeclarations {
    renames = List.copyOf(renames);
    samples = List.copyOf(samples);
    samplesClasspath = List.copyOf(samplesClasspath);
    acceptedRemovals = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(acceptedRemovals));
    for (Map.Entry<String, String> removal : acceptedRemovals.entrySet()) {
      if (removal.getValue() == null || removal.getValue().isBlank()) {
        throw new IllegalArgumentException(
            "the removal of " + removal.getKey() + " is accepted without a reason: give one");
      }
    }
  }

  /** The same declarations with these renames. */
  public TeamDeclarations withRenames(List<String> newRenames) {
    return new TeamDeclarations(
        newRenames, samples, samplesClasspath, acceptedRemovals, acceptUnmeasured);
  }

  /** The same declarations with these sample providers, found also on {@code classpath}. */
  public TeamDeclarations withSamples(List<String> providers, List<Path> classpath) {
    return new TeamDeclarations(renames, providers, classpath, acceptedRemovals, acceptUnmeasured);
  }

  /** The same declarations with these accepted removals, field to reason. */
  public TeamDeclarations withAcceptedRemovals(Map<String, String> removals) {
    return new TeamDeclarations(renames, samples, samplesClasspath, removals, acceptUnmeasured);
  }

  /** The same declarations with this reason for cells that measure nothing. */
  public TeamDeclarations withAcceptUnmeasured(Optional<String> reason) {
    return new TeamDeclarations(renames, samples, samplesClasspath, acceptedRemovals, reason);
  }
}
