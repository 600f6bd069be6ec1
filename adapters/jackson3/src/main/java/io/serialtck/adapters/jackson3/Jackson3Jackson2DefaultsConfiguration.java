package io.serialtck.adapters.jackson3;

/**
 * {@code jackson3-2defaults}: Jackson 3 JSON from {@code JsonMapper.builderWithJackson2Defaults()},
 * with fields visible as in {@code jackson-default}, so that it differs from {@code
 * jackson3-default} by that builder alone and the migration {@code
 * jackson-default..jackson3-2defaults} shows what the builder restores and what it does not.
 */
public final class Jackson3Jackson2DefaultsConfiguration extends Jackson3Configuration {

  public Jackson3Jackson2DefaultsConfiguration() {
    super("jackson3-2defaults", Jackson3Format.JSON_JACKSON2_DEFAULTS, Jackson3Setup.DEFAULT);
  }
}
