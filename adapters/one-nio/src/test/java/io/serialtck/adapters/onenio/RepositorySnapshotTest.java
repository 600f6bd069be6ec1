package io.serialtck.adapters.onenio;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Serializable;
import java.math.BigInteger;
import one.nio.serial.Repository;
import one.nio.serial.Serializer;
import org.junit.jupiter.api.Test;

/**
 * A restore puts one-nio's static {@code Repository} back as the snapshot found it: what it learnt
 * since is gone, what it knew before is kept. This is what lets the kit keep one world per
 * configuration instead of making one per cell; the tck's {@code StaticStateRestoreTest} checks the
 * whole matrix of the one-nio configurations against new worlds.
 */
class RepositorySnapshotTest {

  /** A class no other test of this module meets, so that the repository knows it only here. */
  static final class Learnt implements Serializable {
    long value;
  }

  private final OneNioDefaultConfiguration configuration = new OneNioDefaultConfiguration();

  @Test
  void aRestoreForgetsTheSerializersLearntSinceTheSnapshot() throws Exception {
    Object snapshot = configuration.snapshotStaticState();
    Serializer<Learnt> learnt = Repository.get(Learnt.class);
    assertThat(Repository.hasSerializer(learnt.uid())).isTrue();

    configuration.restoreStaticState(snapshot);

    assertThat(Repository.hasSerializer(learnt.uid())).isFalse();
    assertThat(Repository.get(Learnt.class)).isNotSameAs(learnt);
    configuration.restoreStaticState(snapshot);
  }

  @Test
  void aRestoreKeepsWhatTheRepositoryKnewAtTheSnapshot() throws Exception {
    Serializer<BigInteger> known = Repository.get(BigInteger.class);
    Object snapshot = configuration.snapshotStaticState();
    Repository.get(Learnt.class);

    configuration.restoreStaticState(snapshot);

    assertThat(Repository.hasSerializer(known.uid())).isTrue();
    assertThat(Repository.get(BigInteger.class)).isSameAs(known);
  }

  @Test
  void aRestorePutsTheOptionsBack() throws Exception {
    int before = Repository.getOptions();
    Object snapshot = configuration.snapshotStaticState();
    Repository.setOptions(before ^ Repository.ENUM_STUBS);

    configuration.restoreStaticState(snapshot);

    assertThat(Repository.getOptions()).isEqualTo(before);
  }
}
