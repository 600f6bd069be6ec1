package io.serialtck.tck.property;

/** The properties of the {@code property} category: each is one cell per configuration. */
public enum Property {
  /** Random values of random shapes round-trip intact, without evolution. */
  FIDELITY("random values of random shapes round-trip intact"),
  /** Random evolution chains never corrupt silently: every outcome is PASS, LOSSY or REJECTED. */
  SAFETY("random evolution chains of up to 3 steps never corrupt silently, in both directions"),
  /**
   * A random evolution of one catalogue kind, in a larger random class, gets the outcome of that
   * kind's curated cell.
   */
  CONSISTENCY("a random change of a catalogue kind gets the outcome of its curated cell");

  private final String statement;

  Property(String statement) {
    this.statement = statement;
  }

  /** The scenario id of its cells. */
  public String id() {
    return name().toLowerCase();
  }

  /** What the property claims, for reports. */
  public String statement() {
    return statement;
  }
}
