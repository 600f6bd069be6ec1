package io.serialtck.adapters.jackson3;

/**
 * {@code bson4jackson3-default}: bson4jackson 3 (for Jackson 3) with Jackson 3's defaults and
 * fields visible, the twin of {@code bson4jackson-default}.
 */
public final class Bson4Jackson3DefaultConfiguration extends Jackson3Configuration {

  public Bson4Jackson3DefaultConfiguration() {
    super("bson4jackson3-default", Jackson3Format.BSON, Jackson3Setup.DEFAULT);
  }
}
