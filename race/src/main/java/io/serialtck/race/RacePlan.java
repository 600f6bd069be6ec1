package io.serialtck.race;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a race JVM runs ({@link RaceMain}): JMH settings, then points, each a configuration, a
 * payload and the benchmarks ({@link Measure}) to time, in their own JMH forks with the point's own
 * JVM flags. As a UTF-8 text file:
 *
 * <pre>
 * #setting forks=1
 * #setting warmupIterations=3
 * #setting warmupMillis=1000
 * #setting measurementIterations=5
 * #setting measurementMillis=1000
 * #setting steadyWithinPercent=3        (optional; and primeMillis, offPlateauFactor)
 * pointId&lt;TAB&gt;configuration&lt;TAB&gt;worldFile-or-dash&lt;TAB&gt;fixtureClass&lt;TAB&gt;benchmark,benchmark...[&lt;TAB&gt;jvmFlag]...
 * </pre>
 *
 * The benchmarks are method names of {@link RaceBenchmark} ({@code serialize,deserialize}, see
 * {@link Measure}), comma-separated, each once. With {@code forks=0} JMH runs every benchmark in
 * the race JVM itself, one after the other: the points' JVM flags are then not applied by JMH, and
 * the race JVM must have been started with them (the harness starts one race JVM per
 * configuration).
 *
 * <p>Every setting is given once, before the first point. A point id names the point's result file,
 * so it is made of letters, digits, {@code .}, {@code _} and {@code -}, and is unique. Blank lines
 * are ignored; every other line is a setting or a point.
 *
 * @param settings the JMH settings of every point
 * @param points the points, in the order they run
 */
public record RacePlan(Settings settings, List<Point> points) {

  private static final String SETTING = "#setting ";
  private static final Pattern POINT_ID = Pattern.compile("[A-Za-z0-9._-]+");
  private static final List<String> KEYS =
      List.of(
          "forks",
          "warmupIterations",
          "warmupMillis",
          "measurementIterations",
          "measurementMillis");
  private static final String PRIME = "primeMillis";
  private static final String STEADY = "steadyWithinPercent";
  private static final String OFF_PLATEAU = "offPlateauFactor";
  private static final List<String> OPTIONAL = List.of(PRIME, STEADY, OFF_PLATEAU);

  public RacePlan {
    points = List.copyOf(points);
  }

  /**
   * The JMH settings of a race.
   *
   * @param forks JMH forks per benchmark of a point; 0 runs the benchmarks in the race JVM itself
   * @param warmupIterations warm-up iterations per fork
   * @param warmupMillis length of one warm-up iteration
   * @param measurementIterations measured iterations per fork, at least 1
   * @param measurementMillis length of one measured iteration
   * @param primeMillis before the first point is measured, how long the race JVM runs each point's
   *     serialize and deserialize (JMH runs them in that order by name: deserialize first), point
   *     after point, unmeasured ({@code #setting primeMillis=N}, optional; 0, the default, primes
   *     nothing): the library's code is then compiled for every payload of the JVM before any is
   *     measured, not only for those measured before it
   * @param steadyWithinPercent 0 for a fixed warm-up ({@code warmupIterations}); else each
   *     benchmark warms in iterations of {@code warmupMillis} until its time is steady ({@link
   *     Steadiness}, within this many percent), at most {@code warmupIterations} of them, before it
   *     is measured ({@code #setting steadyWithinPercent=N}, optional)
   * @param offPlateauFactor 0 to keep every measurement; else, with a warm-up until steady, a
   *     measurement whose last iteration lies more than this factor off the plateau the warm-up
   *     ended on, either way ({@link Steadiness#left}), is set aside: the benchmark warms again
   *     until steady, at most {@code warmupIterations} more, and is measured again, at most {@value
   *     #MEASURED_AGAIN} times, the last measurement standing ({@code #setting offPlateauFactor=N},
   *     optional)
   */
  public record Settings(
      int forks,
      int warmupIterations,
      long warmupMillis,
      int measurementIterations,
      long measurementMillis,
      long primeMillis,
      long steadyWithinPercent,
      long offPlateauFactor) {

    /** How often a benchmark whose measurement left its plateau is measured again, at most. */
    public static final int MEASURED_AGAIN = 2;

    /** Settings that keep every measurement. */
    public Settings(
        int forks,
        int warmupIterations,
        long warmupMillis,
        int measurementIterations,
        long measurementMillis,
        long primeMillis,
        long steadyWithinPercent) {
      this(
          forks,
          warmupIterations,
          warmupMillis,
          measurementIterations,
          measurementMillis,
          primeMillis,
          steadyWithinPercent,
          0);
    }

    /** Settings with a fixed warm-up. */
    public Settings(
        int forks,
        int warmupIterations,
        long warmupMillis,
        int measurementIterations,
        long measurementMillis,
        long primeMillis) {
      this(
          forks,
          warmupIterations,
          warmupMillis,
          measurementIterations,
          measurementMillis,
          primeMillis,
          0);
    }

    /** Whether each benchmark warms until its time is steady. */
    public boolean untilSteady() {
      return steadyWithinPercent > 0;
    }

    /** Settings that prime nothing. */
    public Settings(
        int forks,
        int warmupIterations,
        long warmupMillis,
        int measurementIterations,
        long measurementMillis) {
      this(forks, warmupIterations, warmupMillis, measurementIterations, measurementMillis, 0);
    }

    /** The same settings with another number of measured iterations per fork. */
    public Settings withMeasurementIterations(int iterations) {
      return new Settings(
          forks,
          warmupIterations,
          warmupMillis,
          iterations,
          measurementMillis,
          primeMillis,
          steadyWithinPercent,
          offPlateauFactor);
    }

    /** Whether a measurement that left its plateau is measured again. */
    public boolean measuresAgainOffPlateau() {
      return untilSteady() && offPlateauFactor > 0;
    }
  }

  /**
   * One configuration and payload.
   *
   * @param id names the point in RaceMain's output and its result file {@code <id>.json}
   * @param configuration the configuration's id
   * @param world the world class path file, or {@value RaceBenchmark#NO_WORLD} for the built-in
   *     yardsticks
   * @param fixture the binary name of the payload's fixture class
   * @param benchmarks the benchmarks to time, in this order
   * @param jvmFlags the flags of the point's JMH forks, and no others
   */
  public record Point(
      String id,
      String configuration,
      String world,
      String fixture,
      List<Measure> benchmarks,
      List<String> jvmFlags) {
    public Point {
      benchmarks = List.copyOf(benchmarks);
      jvmFlags = List.copyOf(jvmFlags);
    }
  }

  /**
   * A line of a plan file that is not a setting, a point or blank, or a setting that is missing.
   */
  public static final class MalformedPlanException extends Exception {
    private static final long serialVersionUID = 1L;

    MalformedPlanException(String message) {
      super(message);
    }
  }

  /**
   * Reads a plan from the lines of its file.
   *
   * @throws MalformedPlanException naming the first bad line (1-based) and what is wrong with it
   */
  public static RacePlan parse(List<String> lines) throws MalformedPlanException {
    Map<String, Long> settings = new LinkedHashMap<>();
    List<Point> points = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      int number = i + 1;
      if (line.isBlank()) {
        continue;
      }
      if (line.startsWith(SETTING)) {
        if (!points.isEmpty()) {
          throw malformed(number, line, "a setting after the first point");
        }
        setting(number, line, settings);
      } else if (line.startsWith("#")) {
        throw malformed(number, line, "expected '" + SETTING + "key=value'");
      } else {
        Point point = point(number, line);
        if (!ids.add(point.id())) {
          throw malformed(number, line, "point id " + point.id() + " is used twice");
        }
        points.add(point);
      }
    }
    for (String key : KEYS) {
      if (!settings.containsKey(key)) {
        throw new MalformedPlanException("the plan has no line '" + SETTING + key + "=...'");
      }
    }
    return new RacePlan(
        new Settings(
            settings.get("forks").intValue(),
            settings.get("warmupIterations").intValue(),
            settings.get("warmupMillis"),
            settings.get("measurementIterations").intValue(),
            settings.get("measurementMillis"),
            settings.getOrDefault(PRIME, 0L),
            settings.getOrDefault(STEADY, 0L),
            settings.getOrDefault(OFF_PLATEAU, 0L)),
        points);
  }

  /** The lines of this plan's file, as {@link #parse} reads them. */
  public List<String> lines() {
    List<String> lines = new ArrayList<>();
    lines.add(SETTING + "forks=" + settings.forks());
    lines.add(SETTING + "warmupIterations=" + settings.warmupIterations());
    lines.add(SETTING + "warmupMillis=" + settings.warmupMillis());
    lines.add(SETTING + "measurementIterations=" + settings.measurementIterations());
    lines.add(SETTING + "measurementMillis=" + settings.measurementMillis());
    if (settings.primeMillis() > 0) {
      lines.add(SETTING + PRIME + "=" + settings.primeMillis());
    }
    if (settings.untilSteady()) {
      lines.add(SETTING + STEADY + "=" + settings.steadyWithinPercent());
    }
    if (settings.offPlateauFactor() > 0) {
      lines.add(SETTING + OFF_PLATEAU + "=" + settings.offPlateauFactor());
    }
    for (Point point : points) {
      List<String> fields = new ArrayList<>();
      fields.add(point.id());
      fields.add(point.configuration());
      fields.add(point.world());
      fields.add(point.fixture());
      fields.add(String.join(",", point.benchmarks().stream().map(Measure::method).toList()));
      fields.addAll(point.jvmFlags());
      lines.add(String.join("\t", fields));
    }
    return lines;
  }

  private static void setting(int number, String line, Map<String, Long> settings)
      throws MalformedPlanException {
    String assignment = line.substring(SETTING.length());
    int equals = assignment.indexOf('=');
    if (equals < 0) {
      throw malformed(number, line, "expected '" + SETTING + "key=value'");
    }
    String key = assignment.substring(0, equals);
    if (!KEYS.contains(key) && !OPTIONAL.contains(key)) {
      throw malformed(
          number,
          line,
          "unknown setting '" + key + "'; the settings are " + KEYS + " and " + OPTIONAL);
    }
    if (settings.containsKey(key)) {
      throw malformed(number, line, "setting " + key + " is given twice");
    }
    long value;
    try {
      value = Long.parseLong(assignment.substring(equals + 1));
    } catch (NumberFormatException e) {
      throw malformed(number, line, "the value of " + key + " is not a whole number");
    }
    long minimum =
        key.equals("warmupIterations") || key.equals("forks") || OPTIONAL.contains(key) ? 0 : 1;
    long maximum = key.endsWith("Millis") ? Long.MAX_VALUE : Integer.MAX_VALUE;
    if (value < minimum || value > maximum) {
      throw malformed(number, line, key + " must be from " + minimum + " to " + maximum);
    }
    settings.put(key, value);
  }

  private static Point point(int number, String line) throws MalformedPlanException {
    String[] fields = line.split("\t", -1);
    if (fields.length < 5) {
      throw malformed(
          number,
          line,
          "expected pointId<TAB>configuration<TAB>worldFile-or-dash<TAB>fixtureClass"
              + "<TAB>benchmark,benchmark...[<TAB>jvmFlag]...");
    }
    for (int f = 0; f < fields.length; f++) {
      if (fields[f].isBlank()) {
        throw malformed(number, line, "field " + (f + 1) + " is empty");
      }
    }
    if (!POINT_ID.matcher(fields[0]).matches()) {
      throw malformed(
          number, line, "point id '" + fields[0] + "' is not made of letters, digits, . _ and -");
    }
    List<Measure> benchmarks = new ArrayList<>();
    for (String method : fields[4].split(",", -1)) {
      Measure measure;
      try {
        measure = Measure.of(method.strip());
      } catch (IllegalArgumentException e) {
        throw malformed(number, line, e.getMessage());
      }
      if (benchmarks.contains(measure)) {
        throw malformed(number, line, "benchmark " + method + " is named twice");
      }
      benchmarks.add(measure);
    }
    return new Point(
        fields[0],
        fields[1],
        fields[2],
        fields[3],
        benchmarks,
        List.of(fields).subList(5, fields.length));
  }

  private static MalformedPlanException malformed(int number, String line, String problem) {
    return new MalformedPlanException("line " + number + ": " + problem + ": " + line);
  }
}
