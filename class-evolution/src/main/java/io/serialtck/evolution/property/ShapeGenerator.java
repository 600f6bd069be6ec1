package io.serialtck.evolution.property;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random class shapes: a serializable class {@code Sample} (serialVersionUID 1, no-arg and all-args
 * constructors) with one to six fields of random types, mostly private, some public, a few final.
 */
public final class ShapeGenerator {

  private static final int MAX_FIELDS = 6;

  private ShapeGenerator() {}

  /** A shape whose generated types all live in {@code packageName}. */
  public static ClassShape shape(SplittableRandom random, String packageName) {
    TypeGenerator types = new TypeGenerator(random, packageName);
    int count = 1 + random.nextInt(MAX_FIELDS);
    List<FieldShape> fields = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      FieldShape field = FieldShape.of("f" + i, types.next(0));
      int modifier = random.nextInt(10);
      if (modifier == 0) {
        field = field.with(FieldModifier.PUBLIC);
      } else if (modifier == 1) {
        field = field.with(FieldModifier.FINAL);
      }
      fields.add(field);
    }
    return ClassShape.serializable(packageName + ".Sample", 1L, fields);
  }

  /** A random type for a field, named within the package. */
  static TypeRef fieldType(SplittableRandom random, String packageName, int salt) {
    return new TypeGenerator(random, packageName + ".added" + salt).next(1);
  }
}
