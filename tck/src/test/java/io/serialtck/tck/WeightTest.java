package io.serialtck.tck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WeightTest {

  @Test
  void deflateIsTheZlibStreamOfTheDefaults() {
    byte[] repetitive = new byte[10_000];
    Arrays.fill(repetitive, (byte) 'a');
    Weight weight = Weight.of(repetitive);
    assertThat(weight.bytes()).isEqualTo(10_000);
    // a zlib header (2 bytes) and Adler-32 trailer (4 bytes) around a few bytes of Deflate
    assertThat(weight.deflated()).isBetween(7L, 60L);
  }

  @Test
  void randomBytesDoNotShrinkAndTheWeightIsExact() {
    byte[] random = new byte[4096];
    new Random(7).nextBytes(random);
    Weight weight = Weight.of(random);
    assertThat(weight.deflated()).isGreaterThan(4096);
    assertThat(Weight.of(random)).isEqualTo(weight);
  }

  @Test
  void theEmptyArrayWeighsTheZlibFrameOnly() {
    Weight weight = Weight.of(new byte[0]);
    // 2 bytes of zlib header, an empty final block (2 bytes), the Adler-32 of nothing (4 bytes)
    assertThat(weight).isEqualTo(new Weight(0, 8));
  }
}
