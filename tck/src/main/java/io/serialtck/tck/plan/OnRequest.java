package io.serialtck.tck.plan;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The configurations whose own cells {@code serialtck run} leaves out unless asked ({@code
 * --configurations} naming them, or {@code --all-configurations}), because the default run has a
 * time budget (the project's issue 32: within 1.3 times the matrix before Jackson 3 and the
 * migrations came in) and they do not fit in it. Each is still the earlier side of its named
 * migration, whose cells are recorded under the later configuration and run with it; the whole
 * matrix, with their own cells, is what {@code mvnw verify} gates. One place, so that a newcomer
 * sees why a registered configuration is missing from a default run.
 */
public final class OnRequest {

  private static final Map<String, String> REASONS =
      new TreeMap<>(
          Map.of(
              "fury-compatible",
              "Apache Fury 0.10.3, the last release before the project became Apache Fory: its"
                  + " own matrix took 80 of the default run's 912 configuration-seconds (Fury"
                  + " compiles a serializer per class with Janino, and every property try is a"
                  + " new class); its migration to fory-compatible stays in the default run"));

  private OnRequest() {}

  /** Why a default run leaves this configuration's own cells out; empty when it runs them. */
  public static Optional<String> reason(String configurationId) {
    return Optional.ofNullable(REASONS.get(configurationId));
  }

  /** Whether a default run leaves this configuration's own cells out. */
  public static boolean isOnRequest(String configurationId) {
    return REASONS.containsKey(configurationId);
  }
}
