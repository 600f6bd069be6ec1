package io.serialtck.adapters.jackson3;

/** {@code smile3-plain}: Jackson 3 Smile exactly as {@code SmileMapper.builder().build()} ships. */
public final class Smile3PlainConfiguration extends Jackson3Configuration {

  public Smile3PlainConfiguration() {
    super("smile3-plain", Jackson3Format.SMILE, Jackson3Setup.PLAIN);
  }
}
