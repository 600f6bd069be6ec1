package io.serialtck.adapters.chroniclewire;

import net.openhft.chronicle.wire.WireType;

/** {@code chronicle-wire-binary}: Chronicle's self-describing {@code BinaryWire}. */
public final class ChronicleWireBinaryConfiguration extends ChronicleWireConfiguration {

  @Override
  public String id() {
    return "chronicle-wire-binary";
  }

  @Override
  public String description() {
    return "WireType.BINARY (BinaryWire.binaryOnly, as the enum makes it); " + COMMON;
  }

  @Override
  WireType wireType() {
    return WireType.BINARY;
  }
}
