package io.serialtck.adapters.fst;

import org.nustaq.serialization.FSTConfiguration;

/** {@code fst-default}: FST's standard configuration (portable byte order, value compression). */
public final class FstDefaultConfiguration extends FstConfiguration {

  @Override
  public String id() {
    return "fst-default";
  }

  @Override
  public String description() {
    return "FSTConfiguration.createDefaultConfiguration(); " + COMMON;
  }

  @Override
  FSTConfiguration create() {
    return FSTConfiguration.createDefaultConfiguration();
  }
}
