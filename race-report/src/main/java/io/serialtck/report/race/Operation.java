package io.serialtck.report.race;

import io.serialtck.race.engine.RaceRow;
import io.serialtck.race.engine.Timing;
import java.util.function.Function;

/** The two timed operations of a row. */
enum Operation {
  SERIALIZE("serialize", "Serialize", RaceRow::serialize),
  DESERIALIZE("deserialize", "Deserialize", RaceRow::deserialize);

  private final String id;
  private final String title;
  private final Function<RaceRow, Timing> timing;

  Operation(String id, String title, Function<RaceRow, Timing> timing) {
    this.id = id;
    this.title = title;
    this.timing = timing;
  }

  String id() {
    return id;
  }

  String title() {
    return title;
  }

  /** The row's timing of this operation; null when the row was not timed. */
  Timing of(RaceRow row) {
    return timing.apply(row);
  }
}
