package io.serialtck.tck.run.hostile;

import io.serialtck.fixtures.HostileScenarios.MutationFamily;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Makes the malformed inputs of one family from one seed, the bytes a configuration wrote for a
 * fixture. Sampling is seeded: one seed and one run seed always give the same inputs.
 */
public final class MalformedInputs {

  /** The lengths written into a 4-byte window: the largest int, -1 and the smallest int. */
  static final int[] EXTREME_LENGTHS = {0x7FFFFFFF, 0xFFFFFFFF, 0x80000000};

  /** Above this length, every-prefix and every-offset families are sampled. */
  static final int EXHAUSTIVE_UP_TO = 1024;

  private MalformedInputs() {}

  /**
   * The inputs of a family made from one seed's bytes.
   *
   * @param seedName the fixture the bytes are of, for {@link HostileInput#how()}
   */
  public static List<HostileInput> of(
      MutationFamily family, String seedName, byte[] seed, HostileDepth depth, long runSeed) {
    SplittableRandom random =
        new SplittableRandom(
            runSeed ^ family.ordinal() * 0x9E3779B97F4A7C15L ^ seedName.hashCode());
    return switch (family) {
      case TRUNCATION -> truncations(seedName, seed, depth.truncations());
      case BIT_FLIP -> bitFlips(seedName, seed, depth.bitFlips(), random);
      case EXTREME_LENGTH -> extremeLengths(seedName, seed, depth.extremeLengths(), random);
      case RANDOM_BYTES, DEPTH_BOMB ->
          throw new IllegalArgumentException(family + " is not made from a seed");
    };
  }

  /** Random byte strings of 1 to 1,024 bytes. */
  public static List<HostileInput> randomBytes(int count, long runSeed) {
    SplittableRandom random = new SplittableRandom(runSeed * 31 + 7);
    List<HostileInput> inputs = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      byte[] bytes = new byte[1 + random.nextInt(EXHAUSTIVE_UP_TO)];
      random.nextBytes(bytes);
      inputs.add(new HostileInput(bytes, bytes.length + " random bytes"));
    }
    return inputs;
  }

  /** Prefixes 0 to length - 1: all of them when there are at most {@code count}, else spaced. */
  static List<HostileInput> truncations(String seedName, byte[] seed, int count) {
    List<HostileInput> inputs = new ArrayList<>();
    for (int length : spaced(seed.length, count)) {
      inputs.add(
          new HostileInput(
              java.util.Arrays.copyOf(seed, length),
              seedName + " truncated to " + length + " of " + seed.length + " bytes"));
    }
    return inputs;
  }

  static List<HostileInput> bitFlips(
      String seedName, byte[] seed, int count, SplittableRandom random) {
    List<HostileInput> inputs = new ArrayList<>();
    int bits = seed.length * 8;
    for (int i = 0; i < Math.min(count, bits); i++) {
      int bit = random.nextInt(bits);
      byte[] bytes = seed.clone();
      bytes[bit / 8] ^= (byte) (1 << (bit % 8));
      inputs.add(
          new HostileInput(
              bytes, seedName + " with bit " + bit % 8 + " of byte " + bit / 8 + " flipped"));
    }
    return inputs;
  }

  static List<HostileInput> extremeLengths(
      String seedName, byte[] seed, int count, SplittableRandom random) {
    int offsets = seed.length - 3;
    if (offsets <= 0) {
      return List.of();
    }
    int windows = offsets * EXTREME_LENGTHS.length;
    List<HostileInput> inputs = new ArrayList<>();
    List<Integer> chosen = new ArrayList<>();
    if (windows <= count) {
      for (int w = 0; w < windows; w++) {
        chosen.add(w);
      }
    } else {
      for (int i = 0; i < count; i++) {
        chosen.add(random.nextInt(windows));
      }
    }
    for (int window : chosen) {
      int offset = window / EXTREME_LENGTHS.length;
      int value = EXTREME_LENGTHS[window % EXTREME_LENGTHS.length];
      byte[] bytes = seed.clone();
      ByteBuffer.wrap(bytes, offset, 4).putInt(value);
      inputs.add(
          new HostileInput(
              bytes,
              seedName
                  + " with 0x"
                  + HexFormat.of().withUpperCase().toHexDigits(value)
                  + " at offset "
                  + offset));
    }
    return inputs;
  }

  /** {@code count} lengths from 0 to {@code length - 1}, evenly spaced, all when fewer. */
  static List<Integer> spaced(int length, int count) {
    List<Integer> lengths = new ArrayList<>();
    if (length <= count) {
      for (int i = 0; i < length; i++) {
        lengths.add(i);
      }
      return lengths;
    }
    for (int i = 0; i < count; i++) {
      int value = (int) ((long) i * length / count);
      if (lengths.isEmpty() || lengths.get(lengths.size() - 1) != value) {
        lengths.add(value);
      }
    }
    return lengths;
  }
}
