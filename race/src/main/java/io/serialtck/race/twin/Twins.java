package io.serialtck.race.twin;

import io.serialtck.spi.Fixture;
import io.serialtck.worker.RegisteredClasses;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The plain twins of the kit's configurations: for each configuration id, a JMH benchmark that
 * calls the same library the way its documentation recommends, written without the kit's harness
 * (no SPI, no world, no guard read), so that the calibration ({@code ./serialtck race --calibrate})
 * can tell what the kit adds to a configuration's time. A twin runs in a JVM whose class path holds
 * the race and the configuration's world (its library), with the configuration's JVM flags; it
 * takes the same {@code configuration} and {@code fixture} parameters as {@code RaceBenchmark} and
 * has the same {@code serialize} and {@code deserialize} benchmarks. One side writes, another
 * reads, as the race's writer and reader instances do.
 *
 * <p>The twin classes are named, not referred to: they link against the libraries, which only the
 * twin's JVM has.
 */
public final class Twins {

  /** The configuration column of a twin's point in a race plan starts with this. */
  public static final String PREFIX = "twin:";

  private static final String PACKAGE = Twins.class.getPackageName() + ".";

  private static final Map<String, String> BY_CONFIGURATION =
      Map.ofEntries(
          Map.entry("java-standard", "JavaSerializationTwin"),
          Map.entry("kryo-default", "KryoTwin"),
          Map.entry("kryo-unsafe", "KryoTwin"),
          Map.entry("kryo-compatible", "KryoTwin"),
          Map.entry("kryo-registered", "KryoTwin"),
          Map.entry("jackson-plain", "JacksonTwin"),
          Map.entry("jackson-default", "JacksonTwin"),
          Map.entry("jackson-system", "JacksonTwin"),
          Map.entry("jackson-spring-boot", "JacksonTwin"),
          Map.entry("smile-default", "JacksonTwin"),
          Map.entry("smile-system", "JacksonTwin"),
          Map.entry("bson4jackson-default", "JacksonTwin"),
          Map.entry("bson4jackson-system", "JacksonTwin"),
          Map.entry("jackson3-plain", "Jackson3Twin"),
          Map.entry("jackson3-default", "Jackson3Twin"),
          Map.entry("jackson3-system", "Jackson3Twin"),
          Map.entry("jackson3-2defaults", "Jackson3Twin"),
          Map.entry("jackson3-spring-boot", "Jackson3Twin"),
          Map.entry("smile3-plain", "Jackson3Twin"),
          Map.entry("smile3-default", "Jackson3Twin"),
          Map.entry("bson4jackson3-default", "Jackson3Twin"),
          Map.entry("bson-mongodb", "MongoBsonTwin"),
          Map.entry("fst-default", "FstTwin"),
          Map.entry("fst-unsafe", "FstTwin"),
          Map.entry("one-nio-default", "OneNioTwin"),
          Map.entry("one-nio-shipped-metadata", "OneNioTwin"),
          Map.entry("one-nio-persist", "OneNioTwin"),
          Map.entry("chronicle-wire-binary", "ChronicleWireTwin"),
          Map.entry("chronicle-wire-text", "ChronicleWireTwin"),
          Map.entry("fory-consistent", "ForyTwin"),
          Map.entry("fory-compatible", "ForyTwin"),
          Map.entry("fory-registered", "ForyTwin"),
          Map.entry("fury-compatible", "FuryTwin"));

  private Twins() {}

  /** The binary name of the twin benchmark of a configuration, empty when it has none. */
  public static Optional<String> benchmarkClass(String configuration) {
    return Optional.ofNullable(BY_CONFIGURATION.get(configuration)).map(name -> PACKAGE + name);
  }

  /** The payload's fixture, from the application class path. */
  static Fixture fixture(String fixtureClass) throws ReflectiveOperationException {
    return (Fixture) Class.forName(fixtureClass).getConstructor().newInstance();
  }

  /** The classes a side registers, in the kit's stated order: those of {@code object}. */
  static List<Class<?>> classes(Object object) {
    return RegisteredClasses.of(object);
  }

  /** The configuration a twin was not written for. */
  static IllegalArgumentException unknown(String twin, String configuration) {
    return new IllegalArgumentException(twin + " has no set-up for " + configuration);
  }
}
