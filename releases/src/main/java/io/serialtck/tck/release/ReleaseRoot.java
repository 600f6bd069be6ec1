package io.serialtck.tck.release;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.Persistence;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * One root class of a team's model in both releases.
 *
 * @param className its name, the same in both releases
 * @param before its shape in the earlier release
 * @param after its shape in the later release
 * @param changes what changed between them, over the whole graph the root reaches
 */
public record ReleaseRoot(
    String className, ReadShape before, ReadShape after, ReleaseChanges changes) {

  /** Reads both shapes and their changes. */
  public static ReleaseRoot of(String className, ClassLoader before, ClassLoader after) {
    return of(className, before, after, Renames.NONE, List.of());
  }

  /**
   * Reads both shapes, what their classes' construction gives their fields, their changes with the
   * declared renames, and the team's samples: a release whose class path lacks the providers gets
   * the other release's samples as its classes hold them.
   *
   * @param samples the team's sample providers ({@link TeamSamples})
   * @throws IllegalArgumentException when a class cannot be read, a declared rename does not fit or
   *     a provider fails
   */
  public static ReleaseRoot of(
      String className,
      ClassLoader before,
      ClassLoader after,
      Renames renames,
      List<String> samples) {
    if (JdkRootCell.isJdkRoot(className)) {
      return jdk(className, renames);
    }
    ReadShape old = ClassShapes.read(before, className).withConstructed(before);
    ReadShape updated = ClassShapes.read(after, className).withConstructed(after);
    ReleaseChanges changes = ReleaseChanges.between(old.shape(), updated.shape(), renames);
    Optional<TeamSamples> oldSamples =
        TeamSamples.read(before, samples).map(s -> s.within(old.shape()));
    Optional<TeamSamples> newSamples =
        TeamSamples.read(after, samples).map(s -> s.within(updated.shape()));
    TeamSamples beforeSamples =
        oldSamples.orElseGet(
            () ->
                newSamples
                    .map(s -> s.across(changes.evolved(false), false))
                    .orElse(TeamSamples.NONE));
    TeamSamples afterSamples =
        newSamples.orElseGet(
            () ->
                oldSamples
                    .map(s -> s.across(changes.evolved(true), true))
                    .orElse(TeamSamples.NONE));
    return new ReleaseRoot(
        className, old.withSamples(beforeSamples), updated.withSamples(afterSamples), changes);
  }

  /**
   * A JDK type as a root: the same in both releases, so without fields or changes of its own; its
   * cells write values of the type itself ({@link JdkRootCell}).
   */
  private static ReleaseRoot jdk(String className, Renames renames) {
    ClassShape shape =
        new ClassShape(
            className,
            Optional.empty(),
            Persistence.NONE,
            EnumSet.of(ConstructorKind.NO_ARG),
            OptionalLong.empty(),
            List.of());
    ReadShape read = new ReadShape(shape, Set.of(), List.of(), WireNames.NONE);
    return new ReleaseRoot(className, read, read, ReleaseChanges.between(shape, shape, renames));
  }

  /**
   * The same root as a library of this wire contract sees it: the fields it does not carry are
   * transient, and the fields are matched by the names it writes them under ({@link WireContract}).
   */
  public ReleaseRoot under(WireContract contract) {
    if (contract == WireContract.FIELDS) {
      return this;
    }
    ReadShape old = before.as(contract.view(before.shape(), before.wire()));
    ReadShape updated = after.as(contract.view(after.shape(), after.wire()));
    return new ReleaseRoot(
        className,
        old,
        updated,
        ReleaseChanges.between(
            old.shape(),
            updated.shape(),
            changes.renames(),
            new FieldChanges.Wire(contract, before.wire(), after.wire())));
  }

  /** The cell's scenario id, the class name: {@code com.example.OrderDto}. */
  public String scenario() {
    return className;
  }
}
