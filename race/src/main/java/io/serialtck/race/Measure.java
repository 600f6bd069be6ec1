package io.serialtck.race;

import java.util.Arrays;
import java.util.List;

/**
 * The benchmarks of {@link RaceBenchmark}, by the name of the method that JMH runs; a point of a
 * {@link RacePlan} names the ones it runs.
 */
public enum Measure {
  /** {@code write} of the payload. */
  SERIALIZE("serialize", false),
  /** {@code read} of its bytes into a new object. */
  DESERIALIZE("deserialize", false),
  /** {@code ReusingReader.readInto} of its bytes into one object read before. */
  DESERIALIZE_REUSE("deserializeReuse", true),
  /** Read the event's bytes into a new event, write that event. */
  ECHO("echo", false),
  /** As {@link #ECHO}, with the event read copied into one more new event, which is written. */
  ECHO_COPY("echoCopy", false),
  /** As {@link #ECHO}, reading into one reused event ({@code ReusingReader}). */
  ECHO_REUSE("echoReuse", true),
  /** Write, to a file through a buffered FileOutputStream, back through a buffered stream, read. */
  FILE_TRIP_STREAM("fileTripStream", false),
  /** Write, to a file through one RandomAccessFile, back through it, read. */
  FILE_TRIP_RANDOM_ACCESS("fileTripRandomAccess", false),
  /** Write then read, in JMH's sample mode: latency percentiles. */
  ROUND_TRIP("roundTrip", false);

  private final String method;
  private final boolean needsReuse;

  Measure(String method, boolean needsReuse) {
    this.method = method;
    this.needsReuse = needsReuse;
  }

  /** The benchmark method's name, also the benchmark's name in plans and results. */
  public String method() {
    return method;
  }

  /**
   * Whether it needs the configuration to implement {@link io.serialtck.spi.ReusingReader}; one
   * that does not gets no result for it, with {@link RaceBenchmark#NO_REUSE} as the reason.
   */
  public boolean needsReuse() {
    return needsReuse;
  }

  /** The measure of a benchmark method. */
  public static Measure of(String method) {
    return Arrays.stream(values())
        .filter(m -> m.method.equals(method))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "no benchmark '" + method + "'; the benchmarks are " + methods()));
  }

  /** Every benchmark method's name. */
  public static List<String> methods() {
    return Arrays.stream(values()).map(Measure::method).toList();
  }
}
