package io.serialtck.report.cli;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.report.race.RaceIntro;
import java.io.PrintStream;

/**
 * What the console says after a race about how far it can be trusted: a full race's sizing, A/A
 * control and tiers, or that a quick race ranks nothing.
 */
final class RaceVerdict {

  private RaceVerdict() {}

  static void print(PrintStream console, RaceDocument race) {
    for (String line : RaceIntro.method(race)) {
      console.println(line);
    }
  }
}
