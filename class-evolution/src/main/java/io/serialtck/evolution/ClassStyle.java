package io.serialtck.evolution;

/**
 * How a generated class exposes its fields. Libraries that copy fields (Java serialization, Kryo,
 * FST, one-nio) see every style alike; libraries that map properties (Jackson as it ships,
 * MongoDB's POJO codec) see only what a style shows them, so a matrix that asks only one style
 * measures the fixture, not the library.
 */
public enum ClassStyle {
  /** Private fields and no accessors. */
  FIELDS("fields", ""),
  /**
   * A JavaBean: private fields, a public getter for each ({@code isX} for a {@code boolean}), a
   * public setter for each that is not final, and the public no-arg constructor the shape has.
   */
  BEAN("bean", "bean:");

  private final String id;
  private final String scenarioPrefix;

  ClassStyle(String id, String scenarioPrefix) {
    this.id = id;
    this.scenarioPrefix = scenarioPrefix;
  }

  /** The style's name in reports: {@code fields}, {@code bean}. */
  public String id() {
    return id;
  }

  /** What a scenario id starts with in this style: empty for fields, {@code bean:} for beans. */
  public String scenarioPrefix() {
    return scenarioPrefix;
  }

  /** The style a scenario id is in, read from its prefix. */
  public static ClassStyle ofScenario(String scenarioId) {
    return scenarioId.startsWith(BEAN.scenarioPrefix) ? BEAN : FIELDS;
  }

  /** A scenario id without its style's prefix: {@code field-added} for {@code bean:field-added}. */
  public static String unstyled(String scenarioId) {
    return scenarioId.substring(ofScenario(scenarioId).scenarioPrefix.length());
  }

  /**
   * The generated package of a class of this style: {@code serialtck.gen.bean.x.Sample} for {@code
   * serialtck.gen.x.Sample}, so that both styles' classes live in one world.
   */
  public String className(String fieldsStyleName) {
    String generated = "serialtck.gen.";
    if (this == FIELDS || !fieldsStyleName.startsWith(generated)) {
      return fieldsStyleName;
    }
    return generated + id + "." + fieldsStyleName.substring(generated.length());
  }
}
