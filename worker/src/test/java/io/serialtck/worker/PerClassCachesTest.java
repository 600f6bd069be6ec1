package io.serialtck.worker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * What the worker keeps per class is made once and gives what making it each time gave: an
 * allocator that still allocates a new object per call, the same constructor choice.
 */
class PerClassCachesTest {

  public static class Counter {
    int count = 41;
    String name = "set by the initializer";

    public Counter() {
      count++;
    }

    public Counter(int count) {
      this.count = count;
    }
  }

  @Test
  void eachAllocationIsANewObjectWhoseConstructorsDidNotRun() throws Exception {
    Counter first = (Counter) ConstructorlessAllocation.allocate(Counter.class);
    Counter second = (Counter) ConstructorlessAllocation.allocate(Counter.class);

    assertThat(first).isNotSameAs(second);
    assertThat(first.count).as("no initializer, no constructor").isZero();
    assertThat(first.name).isNull();
    first.count = 7;
    assertThat(second.count).isZero();
  }

  @Test
  void theConstructorChoiceIsMadeOnceAndEqualsAFreshOne() {
    assertThat(ConstructorChoice.of(Counter.class))
        .isSameAs(ConstructorChoice.of(Counter.class))
        .isEqualTo(ConstructorChoice.of(Counter.class, InstanceFields.of(Counter.class)));
  }
}
