package io.serialtck.race.protocol;

import io.serialtck.worker.protocol.RecordCodec;

/** The race messages' binary form: a {@link RecordCodec} whose one root is {@link RaceMessage}. */
final class RaceWire {

  static final RecordCodec CODEC = new RecordCodec(RaceMessage.class);

  private RaceWire() {}
}
