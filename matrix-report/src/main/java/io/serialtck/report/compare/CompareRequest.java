package io.serialtck.report.compare;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What {@link CompareJob} compares: the roots of a team's classes in two releases, written by one
 * and read by the other in both directions, for each serializer configuration.
 *
 * @param adapters where configurations are found: a name (an adapter module, the team's test
 *     classes) to the class path a configuration's world loads (its {@code SerializerConfiguration}
 *     and the library), without the team's classes
 * @param configurations the ids of the configurations to run; empty for every one found
 * @param before the older release, which writes in the {@code backward} cells and reads in the
 *     {@code forward} ones
 * @param after the newer release
 * @param roots class names ({@code com.example.OrderDto}) or packages ({@code com.example.orders},
 *     every concrete class, record and enum directly in it), looked up in both releases
 * @param upgrades library version pairs {@code CONFIGURATION:FROM..TO}, as {@code run --upgrade}
 *     takes them: that configuration's worlds load the library at FROM on the before side and at TO
 *     on the after side (with the same classes on both sides, this checks a library upgrade alone)
 * @param seed the seed of the values written
 * @param tries values written per root, configuration and direction
 * @param jdk the JDK the workers run on
 * @param reportFolder where results.json and the reports are written (created when missing)
 * @param baseline the baseline folder (the kit's layout: {@code run.properties} and {@code
 *     jdk-N/<configuration>.baseline}); empty or a missing folder: every cell is expected to pass
 * @param acceptCommand the command that accepts a run that differs, printed under the differences
 * @param throughConstructors build the values written as the classes' own code would: through the
 *     public constructor that takes the most fields (matched by name with {@code -parameters}, else
 *     by type) and public setters for the rest, a field with neither left as the constructor made
 *     it; a class without a fitting public constructor is built field by field. False: every class
 *     field by field, without running a constructor (as deserialization does)
 * @param declarations what the team declares: renames, its samples, the removals it accepts, the
 *     reason to accept cells that measure nothing with
 */
public record CompareRequest(
    Map<String, List<Path>> adapters,
    List<String> configurations,
    CompareSide before,
    CompareSide after,
    List<String> roots,
    List<String> upgrades,
    long seed,
    int tries,
    Path jdk,
    Path reportFolder,
    Optional<Path> baseline,
    String acceptCommand,
    boolean throughConstructors,
    TeamDeclarations declarations) {

  /** The seed of a comparison when none is given: the same in {@code compare} and the plugin. */
  public static final long DEFAULT_SEED = 42;

  /** Random values per cell when not told, after the values aimed at each change. */
  public static final int DEFAULT_TRIES = 20;

  public CompareRequest {
    adapters = Map.copyOf(adapters);
    configurations = List.copyOf(configurations);
    roots = List.copyOf(roots);
    upgrades = List.copyOf(upgrades);
    if (roots.isEmpty()) {
      throw new IllegalArgumentException("name at least one root class or package");
    }
    if (tries < 1) {
      throw new IllegalArgumentException("tries must be at least 1, not " + tries);
    }
  }
}
