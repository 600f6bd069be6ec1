package io.serialtck.report.security;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.HostileFacts;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The security table of one configuration: a row per family of malformed input, a row per place a
 * canary was named in, and the advice computed from them.
 *
 * @param configuration the configuration
 * @param malformed the malformed-input rows, in run order
 * @param canaries the canary rows, in run order
 * @param advice what to configure before reading untrusted bytes ({@link SecurityAdvice})
 */
public record ConfigurationSecurity(
    ResultsDocument.Configuration configuration,
    List<MalformedRow> malformed,
    List<CanaryRow> canaries,
    String advice) {

  public ConfigurationSecurity {
    malformed = List.copyOf(malformed);
    canaries = List.copyOf(canaries);
  }

  /** A configuration's table, its advice computed from its rows. */
  static ConfigurationSecurity of(
      ResultsDocument.Configuration configuration,
      List<MalformedRow> malformed,
      List<CanaryRow> canaries) {
    return new ConfigurationSecurity(
        configuration, malformed, canaries, SecurityAdvice.of(malformed, canaries));
  }

  /** The secure settings the canary cells were read at, as the configuration states them. */
  public Optional<String> secureSettings() {
    return canaries.stream()
        .map(CanaryRow::atSecureSettings)
        .flatMap(Optional::stream)
        .map(CellResult::hostile)
        .filter(Objects::nonNull)
        .map(HostileFacts::settings)
        .filter(settings -> settings != null && !settings.isBlank())
        .findFirst();
  }

  /** The worst outcome of the malformed-input cells, harness errors left out. */
  public Optional<Outcome> worstMalformed() {
    return worst(malformed.stream().map(MalformedRow::cell));
  }

  /** The worst outcome of the canary cells at the configuration's own settings. */
  public Optional<Outcome> worstCanary() {
    return worst(canaries.stream().map(CanaryRow::atOwnSettings).flatMap(Optional::stream));
  }

  /** The worst outcome of the canary cells at secure settings. */
  public Optional<Outcome> worstSecureCanary() {
    return worst(canaries.stream().map(CanaryRow::atSecureSettings).flatMap(Optional::stream));
  }

  /** A worst outcome as the tables show it: its name, or a dash where no cell answered. */
  public static String text(Optional<Outcome> worst) {
    return worst.map(Outcome::name).orElse("—");
  }

  private static Optional<Outcome> worst(Stream<CellResult> cells) {
    return cells
        .filter(cell -> !cell.harnessError())
        .map(CellResult::outcome)
        .max(Comparator.naturalOrder());
  }
}
