package io.serialtck.adapters.jackson3;

/**
 * {@code jackson3-plain}: Jackson 3 JSON exactly as {@code JsonMapper.builder().build()} ships,
 * which maps properties (public getters and setters, public fields) and, unlike Jackson 2, writes
 * an object without any as {@code {}} ({@code FAIL_ON_EMPTY_BEANS} is off) and ignores an unknown
 * property.
 */
public final class Jackson3PlainConfiguration extends Jackson3Configuration {

  public Jackson3PlainConfiguration() {
    super("jackson3-plain", Jackson3Format.JSON, Jackson3Setup.PLAIN);
  }
}
