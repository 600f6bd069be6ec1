package io.serialtck.worker;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class FieldTypesTest {

  static class Base {
    byte[] payload;
  }

  static class Sample extends Base {
    String name;
    int[] counts;
    List<String> tags;
    List<short[]> blobs;
    Object anything;
    BigDecimal amount;
    static long[] constants;
  }

  @Test
  void concreteFieldTypesAndArraysFollowTheStatedClassesOwnFieldsFirst() {
    List<Class<?>> complete = FieldTypes.complete(List.of(Sample.class, String.class));

    assertThat(complete)
        .containsExactly(
            Sample.class, String.class, int[].class, short[].class, BigDecimal.class, byte[].class);
  }

  @Test
  void aSortedSetsComparatorIsAmongTheObjectsClassesBeforeItsElements() {
    TreeSet<String> set = new TreeSet<>(java.util.Comparator.reverseOrder());
    set.add("a");

    assertThat(ObjectClasses.of(set))
        .containsExactly(
            TreeSet.class, java.util.Collections.reverseOrder().getClass(), String.class);
  }

  @Test
  void aPriorityQueuesComparatorIsAmongTheObjectsClassesBeforeItsElements() {
    java.util.PriorityQueue<Integer> queue =
        new java.util.PriorityQueue<>(java.util.Collections.reverseOrder());
    queue.add(3);

    assertThat(ObjectClasses.of(queue))
        .containsExactly(
            java.util.PriorityQueue.class,
            java.util.Collections.reverseOrder().getClass(),
            Integer.class);
  }

  /** An exception of a test's own, with a field its own class declares. */
  static class Failure extends Exception {
    private static final long serialVersionUID = 1L;

    final BigDecimal amount = BigDecimal.ONE;

    Failure(Throwable cause) {
      super("failed", cause);
    }
  }

  @Test
  void aThrowablesOwnFieldsThenItsCauseAndSuppressedExceptionsAreAmongTheObjectsClasses() {
    Failure failure = new Failure(new IllegalStateException("cause"));
    failure.addSuppressed(new UnsupportedOperationException("suppressed"));

    assertThat(ObjectClasses.of(failure))
        .containsSubsequence(
            Failure.class,
            BigDecimal.class,
            IllegalStateException.class,
            UnsupportedOperationException.class);
  }
}
