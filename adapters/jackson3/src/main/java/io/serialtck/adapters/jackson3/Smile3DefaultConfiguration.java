package io.serialtck.adapters.jackson3;

/**
 * {@code smile3-default}: Jackson 3 Smile with its defaults and fields visible, the twin of {@code
 * smile-default}.
 */
public final class Smile3DefaultConfiguration extends Jackson3Configuration {

  public Smile3DefaultConfiguration() {
    super("smile3-default", Jackson3Format.SMILE, Jackson3Setup.DEFAULT);
  }
}
