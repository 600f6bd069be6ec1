package io.serialtck.adapters.chroniclewire;

import net.openhft.chronicle.wire.WireType;

/** {@code chronicle-wire-text}: Chronicle's YAML-like {@code TextWire}. */
public final class ChronicleWireTextConfiguration extends ChronicleWireConfiguration {

  @Override
  public String id() {
    return "chronicle-wire-text";
  }

  @Override
  public String description() {
    return "WireType.TEXT (TextWire as the enum makes it: binary documents, padding on;"
        + " wire.testAsYaml unset); "
        + COMMON;
  }

  @Override
  WireType wireType() {
    return WireType.TEXT;
  }
}
