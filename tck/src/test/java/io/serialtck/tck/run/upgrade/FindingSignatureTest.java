package io.serialtck.tck.run.upgrade;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.verdict.Outcome;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class FindingSignatureTest {

  @Test
  void anExceptionNamesTheSignatureWhateverItsMessage() {
    FindingSignature one =
        FindingSignature.of(
            Outcome.REJECTED,
            "read: com.esotericsoftware.kryo.KryoException: Unable to find class: n0");
    FindingSignature other =
        FindingSignature.of(
            Outcome.REJECTED,
            "read: com.esotericsoftware.kryo.KryoException: Buffer underflow (caused by x)");

    assertThat(one).isEqualTo(other);
    assertThat(one).hasToString("REJECTED com.esotericsoftware.kryo.KryoException");
  }

  @Test
  void aRootCauseTellsApartBreaksThatALibraryWrapsInOneException() {
    FindingSignature access =
        FindingSignature.of(
            Outcome.REJECTED,
            "write: com.esotericsoftware.kryo.KryoException: java.lang.IllegalAccessException: m"
                + " (caused by java.lang.IllegalAccessException: m)");
    FindingSignature constructor =
        FindingSignature.of(
            Outcome.REJECTED,
            "read: com.esotericsoftware.kryo.KryoException: m (caused by"
                + " java.lang.NoSuchMethodException: Pair.<init>(int))");

    assertThat(access)
        .hasToString(
            "REJECTED com.esotericsoftware.kryo.KryoException caused by"
                + " java.lang.IllegalAccessException");
    assertThat(constructor).isNotEqualTo(access);
    assertThat(
            FindingSignature.of(
                Outcome.REJECTED, "read: a.BException: m (caused by a.BException: n)"))
        .hasToString("REJECTED a.BException");
  }

  @Test
  void aWrongValueIsItsPathWithoutIndexes() {
    FindingSignature first =
        FindingSignature.of(Outcome.CORRUPTED, "f2.n0[3]: expected 1 (int), got 2 (int)");
    FindingSignature second =
        FindingSignature.of(Outcome.CORRUPTED, "f2.n0[17]: expected 5 (int), got 0 (int)");

    assertThat(first).isEqualTo(second).hasToString("CORRUPTED f2.n0[]");
  }

  @Test
  void whereItShowedTellsSignaturesApartAndNamesThem() {
    FindingSignature across = FindingSignature.of(Outcome.REJECTED, "read: x.YException: m");
    FindingSignature alone =
        FindingSignature.of("later side alone", Outcome.REJECTED, "read: x.YException: m");

    assertThat(across).isNotEqualTo(alone);
    assertThat(alone).hasToString("later side alone: REJECTED x.YException");
  }

  @Test
  void worseOutcomesComeFirst() {
    TreeSet<FindingSignature> sorted =
        new TreeSet<>(
            List.of(
                FindingSignature.of(Outcome.REJECTED, "read: a.BException: m"),
                FindingSignature.of(Outcome.CORRUPTED, "f0: expected 1 (int), got 2 (int)"),
                FindingSignature.of("earlier side alone", Outcome.CORRUPTED, "")));

    assertThat(sorted.first().outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(sorted.last().outcome()).isEqualTo(Outcome.REJECTED);
  }
}
