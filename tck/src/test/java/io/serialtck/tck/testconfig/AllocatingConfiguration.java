package io.serialtck.tck.testconfig;

import java.util.ArrayList;
import java.util.List;

/** Allocates without bound when writing the trigger class. */
public final class AllocatingConfiguration extends TestConfiguration {

  @Override
  public String id() {
    return "test-allocates";
  }

  @Override
  public String description() {
    return "Java serialization; allocates without bound on writing " + TRIGGER;
  }

  @Override
  void beforeWrite(Object value) {
    List<long[]> hog = new ArrayList<>();
    while (isTrigger(value)) {
      hog.add(new long[1 << 20]);
    }
  }
}
