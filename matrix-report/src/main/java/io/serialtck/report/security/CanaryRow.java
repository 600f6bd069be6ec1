package io.serialtck.report.security;

import io.serialtck.tck.CellResult;
import java.util.Optional;

/**
 * One place a canary class was named in the bytes: its cell at the configuration's own settings
 * ({@code canary:<place>}) and at its secure settings ({@code canary-secure:<place>}).
 *
 * @param place the place's id ({@code object-field}, …)
 * @param atOwnSettings the {@code canary:<place>} cell, when the run has it
 * @param atSecureSettings the {@code canary-secure:<place>} cell, when the run has it
 */
public record CanaryRow(
    String place, Optional<CellResult> atOwnSettings, Optional<CellResult> atSecureSettings) {

  /** What the canary of the cell at the configuration's settings recorded. */
  public String ownRecorded() {
    return atOwnSettings.map(SecurityText::recorded).orElse("—");
  }

  /**
   * What the canary of the cell at secure settings recorded, or, for a SKIPPED cell, the reason its
   * detail gives.
   */
  public String secureRecorded() {
    return atSecureSettings.map(SecurityText::recorded).orElse("—");
  }
}
