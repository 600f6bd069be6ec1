package io.serialtck.tck.release;

import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A generated value whose objects of one class are replaced by the team's samples of that class:
 * what is written again when that class refused the generated value, so that the rest of the value
 * is still measured.
 */
final class SampleGraft {

  private final String className;
  private final List<ObjectValue> samples;
  private final SplittableRandom random;

  private SampleGraft(String className, List<ObjectValue> samples, SplittableRandom random) {
    this.className = className;
    this.samples = samples;
    this.random = random;
  }

  /**
   * {@code root} with every object of {@code className} below it replaced by one of {@code
   * samples}, picked with {@code random}; the root itself is kept.
   */
  static ObjectValue replace(
      ObjectValue root, String className, List<ObjectValue> samples, SplittableRandom random) {
    SampleGraft graft = new SampleGraft(className, samples, random);
    return new ObjectValue(
        root.className(),
        root.id(),
        root.fields().stream()
            .map(f -> new ObjectValue.Field(f.name(), graft.into(f.value())))
            .toList());
  }

  private Value into(Value value) {
    if (value instanceof ObjectValue object) {
      if (object.className().equals(className)) {
        return samples.get(random.nextInt(samples.size()));
      }
      return new ObjectValue(
          object.className(),
          object.id(),
          object.fields().stream()
              .map(f -> new ObjectValue.Field(f.name(), into(f.value())))
              .toList());
    }
    if (value instanceof CollectionValue collection) {
      return new CollectionValue(
          collection.className(),
          collection.id(),
          collection.ordered(),
          collection.elements().stream().map(this::into).toList());
    }
    if (value instanceof ArrayValue array) {
      return new ArrayValue(
          array.componentType(), array.id(), array.elements().stream().map(this::into).toList());
    }
    if (value instanceof MapValue map) {
      return new MapValue(
          map.className(),
          map.id(),
          map.ordered(),
          map.entries().stream().map(e -> new MapValue.Entry(e.key(), into(e.value()))).toList());
    }
    return value;
  }
}
