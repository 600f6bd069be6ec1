package io.serialtck.tck.run.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.HostileScenarios.MutationFamily;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

class MalformedInputsTest {

  private static final byte[] SEED = new byte[100];

  @Test
  void aDeepAuditTakesEveryPrefixAndEveryWindowOfASmallSeed() {
    List<HostileInput> prefixes =
        MalformedInputs.of(MutationFamily.TRUNCATION, "s", SEED, HostileDepth.DEEP, 42);
    assertThat(prefixes).hasSize(100);
    assertThat(prefixes.get(37).bytes()).hasSize(37);
    List<HostileInput> windows =
        MalformedInputs.of(MutationFamily.EXTREME_LENGTH, "s", SEED, HostileDepth.DEEP, 42);
    assertThat(windows).hasSize(97 * 3);
    assertThat(ByteBuffer.wrap(windows.get(5).bytes(), 1, 4).getInt()).isEqualTo(0x80000000);
    assertThat(windows.get(5).how()).isEqualTo("s with 0x80000000 at offset 1");
  }

  @Test
  void aQuickRunSamplesSpacedPrefixesAndSeededFlips() {
    List<HostileInput> prefixes =
        MalformedInputs.of(MutationFamily.TRUNCATION, "s", SEED, HostileDepth.QUICK, 42);
    assertThat(prefixes).hasSize(HostileDepth.QUICK.truncations());
    assertThat(prefixes.get(0).bytes()).isEmpty();
    List<HostileInput> flips =
        MalformedInputs.of(MutationFamily.BIT_FLIP, "s", SEED, HostileDepth.QUICK, 42);
    assertThat(flips).hasSize(HostileDepth.QUICK.bitFlips());
    for (HostileInput flip : flips) {
      int differing = 0;
      for (byte b : flip.bytes()) {
        differing += Integer.bitCount(b & 0xFF);
      }
      assertThat(differing).as(flip.how()).isEqualTo(1);
    }
    assertThat(MalformedInputs.of(MutationFamily.BIT_FLIP, "s", SEED, HostileDepth.QUICK, 42))
        .extracting(HostileInput::how)
        .as("the same seeds give the same inputs")
        .isEqualTo(flips.stream().map(HostileInput::how).toList());
    assertThat(MalformedInputs.of(MutationFamily.BIT_FLIP, "s", SEED, HostileDepth.QUICK, 43))
        .extracting(HostileInput::how)
        .isNotEqualTo(flips.stream().map(HostileInput::how).toList());
  }

  @Test
  void removalsLeaveOutEachChunkOnce() {
    List<HostileInput> removals = InputShrinker.removals(new byte[] {1, 2, 3, 4, 5}, 2, 10);
    assertThat(removals)
        .extracting(HostileInput::bytes)
        .containsExactly(new byte[] {3, 4, 5}, new byte[] {1, 2, 5}, new byte[] {1, 2, 3, 4});
  }
}
