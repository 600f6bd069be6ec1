package io.serialtck.tck.misbehaving;

import java.util.ArrayList;
import java.util.List;

/** Allocates without bound when writing the trigger class. */
public final class AllocatingConfiguration extends MisbehavingConfiguration {

  @Override
  public String id() {
    return "test-allocates";
  }

  @Override
  public String description() {
    return "Java serialization; allocates without bound on writing " + TRIGGER;
  }

  @Override
  void misbehave() {
    List<long[]> hog = new ArrayList<>();
    while (true) {
      hog.add(new long[1 << 20]);
    }
  }
}
