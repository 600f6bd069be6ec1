package io.serialtck.race.state;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The trials a race JVM has prepared, so that a later JMH run of the same benchmark takes over the
 * first one's state instead of making its own. A fork's warm-up runs JMH once per window ({@code
 * SteadyRun}) and then once more to measure, and each run makes a new state object: with fresh
 * serializer instances for each run, the measured code was not the code the warm-up had warmed, and
 * {@code smile3-default} and {@code fst-default} timed 12 to 13% slower relative to the
 * hand-written code than under JMH's long settings, which make one state for the whole fork (the
 * check of seed 52). Taking over keeps one serializer per fork, as a service keeps its one. Every
 * benchmark class of the race ({@code RaceBenchmark} and the plain twins) prepares through here, so
 * that the calibration compares like with like.
 */
public final class PreparedTrials {

  /** How a trial prepares its state the first time. */
  @FunctionalInterface
  public interface Preparation {
    void prepare() throws Exception;
  }

  private static final Map<String, Object> PREPARED = new ConcurrentHashMap<>();

  private PreparedTrials() {}

  /**
   * Prepares {@code trial}, or gives it the state of the first trial of the same benchmark and
   * parameters in this JVM: every instance field of its class, copied.
   */
  public static void setUp(Object trial, BenchmarkParams params, Preparation preparation)
      throws Exception {
    setUp(trial, key(params), preparation);
  }

  /** As {@link #setUp(Object, BenchmarkParams, Preparation)}, with the key given. */
  public static void setUp(Object trial, String key, Preparation preparation) throws Exception {
    Object earlier = PREPARED.get(key);
    if (earlier != null && earlier.getClass() == trial.getClass()) {
      copyFields(earlier, trial);
      return;
    }
    preparation.prepare();
    PREPARED.put(key, trial);
  }

  /** The benchmark's full name and its parameters. */
  static String key(BenchmarkParams params) {
    StringBuilder key = new StringBuilder(params.getBenchmark());
    for (String name : params.getParamsKeys()) {
      key.append('\u0000').append(name).append('=').append(params.getParam(name));
    }
    return key.toString();
  }

  /**
   * Copies the fields the benchmark class declares. JMH runs a generated subclass of it ({@code
   * *_jmhType}), whose own fields are JMH's bookkeeping of the run and must stay the new run's.
   */
  private static void copyFields(Object from, Object to) throws IllegalAccessException {
    Class<?> type = to.getClass();
    while (type != null && type.getDeclaredAnnotation(State.class) == null) {
      type = type.getSuperclass();
    }
    if (type == null) {
      throw new IllegalArgumentException(
          to.getClass().getName() + " is not a JMH state: no class of it has @State");
    }
    for (Field field : type.getDeclaredFields()) {
      int modifiers = field.getModifiers();
      if (Modifier.isStatic(modifiers) || Modifier.isFinal(modifiers)) {
        continue;
      }
      field.setAccessible(true);
      field.set(to, field.get(from));
    }
  }
}
