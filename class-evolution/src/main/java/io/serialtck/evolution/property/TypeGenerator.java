package io.serialtck.evolution.property;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random field types: primitives, boxes, text and numbers, java.time, enums, arrays, lists, sets
 * and maps with generic arguments, and nested classes (one level deep). Generated types are named
 * inside {@code packageName}, which keeps every try's classes apart.
 */
final class TypeGenerator {

  /** The scalar field types, in the order a seed draws them (exploration's list extends it). */
  static final List<Class<?>> SCALARS =
      List.of(
          boolean.class,
          byte.class,
          short.class,
          char.class,
          int.class,
          long.class,
          float.class,
          double.class,
          Integer.class,
          Long.class,
          Double.class,
          String.class,
          BigDecimal.class,
          BigInteger.class,
          LocalDate.class,
          Instant.class);

  private static final List<Class<?>> ELEMENTS = List.of(String.class, Integer.class, Long.class);

  private final SplittableRandom random;
  private final String packageName;
  private int generatedTypes;

  TypeGenerator(SplittableRandom random, String packageName) {
    this.random = random;
    this.packageName = packageName;
  }

  TypeRef next(int depth) {
    int pick = random.nextInt(100);
    if (pick < 55) {
      return TypeRef.of(SCALARS.get(random.nextInt(SCALARS.size())));
    } else if (pick < 63) {
      return TypeRef.of(enumShape());
    } else if (pick < 70) {
      return random.nextBoolean() ? TypeRef.of(int[].class) : TypeRef.of(String[].class);
    } else if (pick < 90 || depth > 0) {
      return container();
    }
    return TypeRef.of(nestedClass(depth + 1));
  }

  private TypeRef container() {
    TypeRef element = TypeRef.of(ELEMENTS.get(random.nextInt(ELEMENTS.size())));
    return switch (random.nextInt(7)) {
      case 0 -> TypeRef.list(element);
      case 1 -> TypeRef.container(List.class, LinkedList.class, element);
      case 2 -> TypeRef.container(ArrayList.class, ArrayList.class, element);
      case 3 -> TypeRef.container(Set.class, HashSet.class, element);
      case 4 -> TypeRef.container(Set.class, LinkedHashSet.class, element);
      case 5 -> TypeRef.container(Map.class, HashMap.class, TypeRef.of(String.class), element);
      default ->
          TypeRef.container(Map.class, LinkedHashMap.class, TypeRef.of(String.class), element);
    };
  }

  private EnumShape enumShape() {
    return enumShape(random, packageName + ".Enum" + (generatedTypes++));
  }

  /** An enum named {@code name} of one to four constants {@code C0, C1, ...}. */
  static EnumShape enumShape(SplittableRandom random, String name) {
    int size = 1 + random.nextInt(4);
    List<String> constants = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      constants.add("C" + i);
    }
    return new EnumShape(name, constants);
  }

  private ClassShape nestedClass(int depth) {
    String name = packageName + ".Nested" + (generatedTypes++);
    int count = 1 + random.nextInt(3);
    List<FieldShape> fields = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      fields.add(FieldShape.of("n" + i, next(depth)));
    }
    return ClassShape.serializable(name, 1L, fields);
  }
}
