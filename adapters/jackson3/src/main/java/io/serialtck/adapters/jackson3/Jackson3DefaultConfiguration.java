package io.serialtck.adapters.jackson3;

/**
 * {@code jackson3-default}: Jackson 3 JSON with its defaults and fields visible, the twin of {@code
 * jackson-default}.
 */
public final class Jackson3DefaultConfiguration extends Jackson3Configuration {

  public Jackson3DefaultConfiguration() {
    super("jackson3-default", Jackson3Format.JSON, Jackson3Setup.DEFAULT);
  }
}
