package io.serialtck.adapters.jackson3;

/**
 * {@code jackson3-system}: Jackson 3 JSON with type information for every value and lenient
 * reading, the twin of {@code jackson-system} (its {@code DefaultTyping.EVERYTHING} rebuilt, see
 * {@link EverythingTyping}).
 */
public final class Jackson3SystemConfiguration extends Jackson3TypedConfiguration {

  public Jackson3SystemConfiguration() {
    super("jackson3-system", Jackson3Format.JSON);
  }
}
