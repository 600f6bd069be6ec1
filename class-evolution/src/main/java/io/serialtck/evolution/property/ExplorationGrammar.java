package io.serialtck.evolution.property;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ClassStyle;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Queue;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * The shapes exploration asks across a pair, from a grammar of what real models hold: a root class
 * (field-style or bean) whose fields are scalars and JDK value types ({@code UUID}, {@code
 * java.time} with offsets, zones and periods, {@code BigDecimal}), enums, arrays of every primitive
 * and two-dimensional ones, lists, sets, deques, priority queues and maps (sorted ones, {@code
 * EnumSet} and {@code EnumMap} too, and maps keyed by numbers and enums), records (with boxed
 * components, nested in fields and in collections) and nested classes, a few levels deep. Values
 * come from {@link ValueGenerator}, which leans to the edges. The same seed makes the same case;
 * the property category's shapes ({@link ShapeGenerator}) are not this grammar's, so that exploring
 * more never changes a property cell.
 */
public final class ExplorationGrammar {

  private static final int MAX_FIELDS = 6;
  private static final int MAX_DEPTH = 2;
  private static final long STYLE_SALT = 0x3E_A7_10_5EL;

  /** The property category's scalars, then the JDK value types only exploration asks. */
  private static final List<Class<?>> SCALARS =
      Stream.concat(
              TypeGenerator.SCALARS.stream(),
              Stream.of(
                  UUID.class,
                  LocalTime.class,
                  LocalDateTime.class,
                  Duration.class,
                  OffsetDateTime.class,
                  ZonedDateTime.class,
                  Period.class))
          .toList();

  private static final List<Class<?>> ELEMENTS =
      List.of(String.class, Integer.class, Long.class, UUID.class, LocalDate.class);
  private static final List<Class<?>> ARRAYS =
      List.of(
          int[].class,
          long[].class,
          double[].class,
          byte[].class,
          char[].class,
          boolean[].class,
          short[].class,
          float[].class,
          String[].class,
          Integer[].class,
          int[][].class);
  private static final List<Class<?>> KEYS = List.of(String.class, Integer.class, Long.class);

  private final SplittableRandom random;
  private final String packageName;
  private int generatedTypes;

  private ExplorationGrammar(SplittableRandom random, String packageName) {
    this.random = random;
    this.packageName = packageName;
  }

  /** The case of a seed: its root class {@code Sample}, and a value of it. */
  public static EvolutionCase generate(long seed, String packagePrefix) {
    SplittableRandom random = new SplittableRandom(seed);
    ClassStyle style =
        new SplittableRandom(seed ^ STYLE_SALT).nextBoolean() ? ClassStyle.BEAN : ClassStyle.FIELDS;
    String packageName = packagePrefix + ".s" + Long.toUnsignedString(seed, 36);
    ExplorationGrammar grammar = new ExplorationGrammar(random, packageName);
    ClassShape root = (ClassShape) ShapeGraph.inStyle(grammar.root(), style);
    return new EvolutionCase(seed, root, List.of(), new ValueGenerator(random).object(root));
  }

  private ClassShape root() {
    int count = 1 + random.nextInt(MAX_FIELDS);
    List<FieldShape> fields = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      FieldShape field = FieldShape.of("f" + i, next(0));
      if (random.nextInt(10) == 0) {
        field = field.with(FieldModifier.PUBLIC);
      }
      fields.add(field);
    }
    return ClassShape.serializable(packageName + ".Sample", 1L, fields);
  }

  private TypeRef next(int depth) {
    int pick = random.nextInt(100);
    if (pick < 45 || depth >= MAX_DEPTH) {
      return TypeRef.of(SCALARS.get(random.nextInt(SCALARS.size())));
    } else if (pick < 53) {
      return TypeRef.of(enumShape());
    } else if (pick < 60) {
      return array();
    } else if (pick < 80) {
      return container(depth);
    } else if (pick < 92) {
      return TypeRef.of(record(depth + 1));
    }
    return TypeRef.of(nestedClass(depth + 1));
  }

  private TypeRef array() {
    return TypeRef.of(ARRAYS.get(random.nextInt(ARRAYS.size())));
  }

  private TypeRef container(int depth) {
    TypeRef element =
        random.nextInt(5) == 0
            ? TypeRef.of(record(depth + 1))
            : TypeRef.of(ELEMENTS.get(random.nextInt(ELEMENTS.size())));
    TypeRef comparable = TypeRef.of(ELEMENTS.get(random.nextInt(ELEMENTS.size())));
    return switch (random.nextInt(13)) {
      case 0 -> TypeRef.list(element);
      case 1 -> TypeRef.container(List.class, LinkedList.class, element);
      case 2 -> TypeRef.container(Set.class, HashSet.class, element);
      case 3 -> TypeRef.container(Set.class, LinkedHashSet.class, element);
      case 4 -> TypeRef.container(Set.class, TreeSet.class, comparable);
      case 5 -> TypeRef.container(Map.class, HashMap.class, key(), element);
      case 6 -> TypeRef.container(Map.class, LinkedHashMap.class, key(), element);
      case 7 -> TypeRef.container(Map.class, TreeMap.class, key(), element);
      case 8 -> TypeRef.container(Map.class, HashMap.class, TypeRef.of(enumShape()), element);
      case 9 -> TypeRef.container(Deque.class, ArrayDeque.class, element);
      case 10 -> TypeRef.container(Set.class, EnumSet.class, TypeRef.of(enumShape()));
      case 11 -> TypeRef.container(Map.class, EnumMap.class, TypeRef.of(enumShape()), element);
      default -> TypeRef.container(Queue.class, PriorityQueue.class, comparable);
    };
  }

  private TypeRef key() {
    return TypeRef.of(KEYS.get(random.nextInt(KEYS.size())));
  }

  private EnumShape enumShape() {
    return TypeGenerator.enumShape(random, packageName + ".Enum" + (generatedTypes++));
  }

  /** A record of one to three components, boxed numbers more often than in a class. */
  private RecordShape record(int depth) {
    String name = packageName + ".Record" + (generatedTypes++);
    int count = 1 + random.nextInt(3);
    List<FieldShape> components = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      TypeRef type =
          random.nextInt(3) == 0
              ? TypeRef.of(random.nextBoolean() ? Long.class : Integer.class)
              : next(depth);
      components.add(FieldShape.of("r" + i, type));
    }
    return new RecordShape(name, components);
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
