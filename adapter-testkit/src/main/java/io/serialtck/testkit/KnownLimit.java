package io.serialtck.testkit;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Objects;
import java.util.Set;

/**
 * A fixture a configuration cannot round-trip as configured, and exactly how it fails, declared in
 * {@link RoundTripSanity#knownLimits()}. The suite checks that the round trip still fails, and that
 * it fails this way: with an exception of {@link #type()} whose message contains {@link
 * #messageFragment()}, thrown itself or found in the thrown exception's chain of causes (an adapter
 * may wrap what its library throws). A copy that reads back but differs from the original fails
 * with {@link RoundTripMismatch}, whose message names the differing fields. Any other failure, or
 * none, fails the test: a broken adapter cannot hide behind its limits, and a limit that no longer
 * holds must be removed.
 *
 * <pre>{@code
 * KnownLimit.of("strings", InvalidDefinitionException.class, "no accessors, nothing to see")
 *     .withMessage("No serializer found for class")
 * }</pre>
 *
 * @param fixture the fixture's name, as {@link BaseFixtures#all()}, {@link BeanFixtures#all()} or
 *     {@link ReuseFixtures#all()} name it ({@code strings}, {@code bean:numbers}, {@code
 *     reuse:top-of-book})
 * @param type the class of the exception the round trip fails with, or a superclass of it
 * @param messageFragment text the exception's message must contain; empty when its message is not
 *     stable enough to name
 * @param reason why, in the library's terms (its documented limit), for the reader of a failure
 */
public record KnownLimit(
    String fixture, Class<? extends Throwable> type, String messageFragment, String reason) {

  public KnownLimit {
    Objects.requireNonNull(fixture, "fixture");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(messageFragment, "messageFragment");
    if (reason == null || reason.isBlank()) {
      throw new IllegalArgumentException("a known limit of " + fixture + " needs its reason");
    }
  }

  /** A limit whose exception is named by its type alone. */
  public static KnownLimit of(String fixture, Class<? extends Throwable> type, String reason) {
    return new KnownLimit(fixture, type, "", reason);
  }

  /** The same limit, where the exception's message must also contain {@code fragment}. */
  public KnownLimit withMessage(String fragment) {
    return new KnownLimit(fixture, type, fragment, reason);
  }

  /**
   * Checks how the round trip of {@link #fixture()} ended.
   *
   * @param thrown what it threw; null when it threw nothing
   * @throws AssertionError when it threw nothing, or not the exception this limit expects
   */
  void check(String configurationId, Throwable thrown) {
    String known = "known limit of " + configurationId + " on " + fixture;
    if (thrown == null) {
      throw new AssertionError(
          known + " no longer fails: it round-trips now, remove the limit (" + reason + ")");
    }
    if (!matches(thrown)) {
      throw new AssertionError(
          known
              + " expects "
              + type.getName()
              + (messageFragment.isEmpty()
                  ? ""
                  : " with a message containing \"" + messageFragment + "\"")
              + " ("
              + reason
              + "), but it failed with "
              + thrown,
          thrown);
    }
  }

  /** Whether {@code thrown}, or one of its causes, is the exception this limit expects. */
  private boolean matches(Throwable thrown) {
    Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Throwable e = thrown; e != null && seen.add(e); e = e.getCause()) {
      if (type.isInstance(e) && String.valueOf(e.getMessage()).contains(messageFragment)) {
        return true;
      }
    }
    return false;
  }
}
