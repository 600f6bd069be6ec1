package io.serialtck.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.spi.ReusingReader;
import io.serialtck.spi.SerializerConfiguration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Reads one {@link ReuseFixtures.Pair} as the race's reuse variant does: one writer writes both
 * objects, one reader reads the first with {@link SerializerConfiguration#read} and then the second
 * with {@link ReusingReader#readInto} into the object that read returned. What comes back must
 * equal the second object, field by field: every value overwritten, none left from the first.
 */
final class ReuseCheck {

  private final Supplier<SerializerConfiguration> configurations;

  ReuseCheck(Supplier<SerializerConfiguration> configurations) {
    this.configurations = configurations;
  }

  /**
   * Runs the check.
   *
   * @return whether {@code readInto} returned the target itself or another object, in words
   * @throws RoundTripMismatch when a read returns null or an object that differs from what was
   *     written; its message says which read, and whether the target was returned
   */
  String check(ReuseFixtures.Pair pair) throws Exception {
    Object first = pair.first().get();
    Object second = pair.second().get();
    List<Class<?>> classes = classesOf(first, second);
    SerializerConfiguration writer = configurations.get();
    SerializerConfiguration reader = configurations.get();
    writer.registerClasses(classes);
    reader.registerClasses(classes);
    byte[] firstBytes = writer.write(first);
    byte[] secondBytes = writer.write(second);
    Optional<byte[]> metadata = writer.exportMetadata(first.getClass());
    if (metadata.isPresent()) {
      reader.importMetadata(metadata.get());
    }
    String what = "a " + first.getClass().getSimpleName();
    Object target = reader.read(firstBytes, first.getClass());
    assertEqual(target, first, "read " + what + " (before reading into it)");
    Object result = ((ReusingReader) reader).readInto(secondBytes, target);
    String identity =
        result == target
            ? "readInto returned the target itself"
            : "readInto returned a new object, not the target";
    if (result == second) {
      throw new RoundTripMismatch("readInto returned the very instance written for " + what, null);
    }
    assertEqual(result, second, "readInto " + what + " (" + identity + ")");
    return identity;
  }

  private static void assertEqual(Object copy, Object original, String what) {
    if (copy == null) {
      throw new RoundTripMismatch(what + " gave null", null);
    }
    try {
      assertThat(copy).usingRecursiveComparison().isEqualTo(original);
    } catch (AssertionError e) {
      throw new RoundTripMismatch(what + " differs: " + e.getMessage(), e);
    }
  }

  private static List<Class<?>> classesOf(Object first, Object second)
      throws ClassNotFoundException {
    Set<Class<?>> classes = new LinkedHashSet<>(RoundTripSanity.classesOf(first));
    classes.addAll(RoundTripSanity.classesOf(second));
    return new ArrayList<>(classes);
  }
}
