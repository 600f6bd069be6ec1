package io.serialtck.evolution.property;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ClassStyle;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.ContainerClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.PolymorphicShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Currency;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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
 * java.time} with offsets, zones and periods, {@code BigDecimal}, {@code InetAddress} v4 and v6,
 * {@code URI}, {@code Currency}, {@code Locale}), enums (some printing labels of their own: null,
 * shared, non-ASCII, another constant's name), arrays of every primitive and two-dimensional ones,
 * lists, sets, deques, priority queues and maps (sorted ones, {@code EnumSet} and {@code EnumMap}
 * too, and maps keyed by numbers and enums), generic holders ({@code Holder<T>} with {@code T},
 * {@code T[]}, {@code List<T>} fields, asked as {@code Holder<Integer>}) and roots under a generic
 * chain that forwards its variable ({@code Sample extends Middle<Arg>}, {@code Middle<U> extends
 * Base<U>}), lists, sets and maps made of generated subclasses of the JDK's (some of them {@code
 * Externalizable}), records (with boxed components, package-private ones, nested in fields and in
 * collections) and nested classes, a few levels deep. Traits drawn now and then: a sealed interface
 * permitting two or three records and final classes, held as itself or as a {@code List} of it; a
 * root field {@code List<Object> nested} holding 501 to 550 lists each inside the one before (past
 * Jackson 3's and Fory's default depth limits), or, as often, 1,001 to 1,050 (past Jackson 2's
 * too); the kit walks such a value on threads of a large stack, the library on the default one. One
 * case in {@value #VALUE_ROOT_ONE_IN} is a JDK value written as the root itself ({@link
 * ValueRoots}). Values come from {@link ValueGenerator}, which leans to the edges, and now and then
 * one field holds a value at a documented limit ({@link LimitValues}); a case whose field holds a
 * string of millions of characters is that field alone. The same seed makes the same case; the
 * property category's shapes ({@link ShapeGenerator}) are not this grammar's, so that exploring
 * more never changes a property cell.
 */
public final class ExplorationGrammar {

  private static final int MAX_FIELDS = 6;
  private static final int MAX_DEPTH = 2;
  private static final long STYLE_SALT = 0x3E_A7_10_5EL;
  private static final long TRAIT_SALT = 0x7A_17_5A_17L;
  private static final long VALUE_ROOT_SALT = 0x0B_1E_C7_00L;
  private static final long ENUM_TRAIT_SALT = 0x0E_B0_D1_E5L;

  /** One case in this many has a JDK value as its root ({@link ValueRoots}). */
  private static final int VALUE_ROOT_ONE_IN = 8;

  /**
   * The fewest lists nested in a root's deep field, half the time: past the nesting depth Jackson 3
   * allows by default ({@code StreamReadConstraints} and {@code StreamWriteConstraints}, 500) and
   * Fory's {@code maxDepth} (50), but within Jackson 2's (1,000 since 2.15 for reading, 2.16 for
   * writing), so that a Jackson 2 pair reads and writes it while a migration to Jackson 3 meets its
   * limit. The other half nest {@link #DEEPER_NESTING}.
   *
   * <p>The kit's own walks of such a value (a {@code Value} record's {@code equals}, which on a 1
   * MiB stack overflows near 600 levels before the JIT compiles it; {@code CanonicalValues}, {@code
   * ExpectedValues}, the {@code Classifier}, the worker protocol's codec, the worker's
   * materialization and capture) run on threads of a large stack ({@link
   * io.serialtck.value.DeepStack}, checked to {@value io.serialtck.value.DeepStack#DEPTH} levels),
   * while each library writes and reads it on a thread of the JVM's default stack, as in a service.
   */
  static final int DEEP_NESTING = 501;

  /**
   * The fewest lists nested in the other half of the deep fields: past Jackson 2's default nesting
   * limit since 2.15 ({@code StreamReadConstraints.DEFAULT_MAX_DEPTH}, 1,000; {@code
   * StreamWriteConstraints} since 2.16), which the shallower half stays within.
   */
  static final int DEEPER_NESTING = 1_001;

  /** How many more lists a deep field may nest, at most. */
  private static final int DEEP_NESTING_SPREAD = 50;

  /** One case in this many has a deep field. */
  private static final int DEEP_ONE_IN = 10;

  /** The name of a root's deep field. */
  static final String DEEP_FIELD = "nested";

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
                  Period.class,
                  InetAddress.class,
                  URI.class,
                  Currency.class,
                  Locale.class))
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

  /** The JDK containers a generated subclass extends. */
  private static final Set<String> EXTENDED =
      Stream.of(
              ArrayList.class,
              HashSet.class,
              LinkedHashSet.class,
              TreeSet.class,
              HashMap.class,
              LinkedHashMap.class,
              TreeMap.class)
          .map(Class::getName)
          .collect(java.util.stream.Collectors.toUnmodifiableSet());

  private static final List<Class<?>> KEYS = List.of(String.class, Integer.class, Long.class);

  private final SplittableRandom random;

  /**
   * Draws the traits of a generated type (an enum's labels, a record's visibility) apart from the
   * shapes' and values' draws, so that a trait added to the grammar leaves the other draws alone.
   */
  private final SplittableRandom traits;

  /**
   * Draws an enum's constant bodies and instance fields: traits of their own, so that the traits
   * drawn before there were any (labels, record visibility, the deep cases) stay as they were.
   */
  private final SplittableRandom enumTraits;

  private final String packageName;
  private int generatedTypes;

  private ExplorationGrammar(
      SplittableRandom random,
      SplittableRandom traits,
      SplittableRandom enumTraits,
      String packageName) {
    this.random = random;
    this.traits = traits;
    this.enumTraits = enumTraits;
    this.packageName = packageName;
  }

  /** The case of a seed: its root class {@code Sample}, and a value of it. */
  public static EvolutionCase generate(long seed, String packagePrefix) {
    SplittableRandom random = new SplittableRandom(seed);
    ClassStyle style =
        new SplittableRandom(seed ^ STYLE_SALT).nextBoolean() ? ClassStyle.BEAN : ClassStyle.FIELDS;
    String packageName = packagePrefix + ".s" + Long.toUnsignedString(seed, 36);
    SplittableRandom valueRoot = new SplittableRandom(seed ^ VALUE_ROOT_SALT);
    if (valueRoot.nextInt(VALUE_ROOT_ONE_IN) == 0) {
      return ValueRoots.generate(seed, packageName, valueRoot);
    }
    SplittableRandom traits = new SplittableRandom(seed ^ TRAIT_SALT);
    ExplorationGrammar grammar =
        new ExplorationGrammar(
            random, traits, new SplittableRandom(seed ^ ENUM_TRAIT_SALT), packageName);
    ClassShape root = (ClassShape) ShapeGraph.inStyle(grammar.root(), style);
    ObjectValue written = LimitValues.apply(root, new ValueGenerator(random).object(root), traits);
    int costly = LimitValues.costlyField(root, written);
    if (costly >= 0) {
      EvolutionCase whole = new EvolutionCase(seed, root, List.of(), written);
      return root.fields().size() == 1
          ? whole
          : Shrinker.replay(whole, Shrinker.keepingOnly(whole, costly));
    }
    if (traits.nextInt(DEEP_ONE_IN) == 0) {
      // the spread is drawn as before there was a deeper half, and the half after it, so that
      // the shallower half's cases stay as they were (the baseline's deep case, seed 49, among
      // them); the others nest 500 levels more
      int spread = traits.nextInt(DEEP_NESTING_SPREAD);
      return deep(
          seed, root, written, (traits.nextBoolean() ? DEEP_NESTING : DEEPER_NESTING) + spread);
    }
    return new EvolutionCase(seed, root, List.of(), written);
  }

  /**
   * The case with one more field of the root, {@code List<Object> nested}, holding {@code depth}
   * lists each inside the one before (the innermost holding a string): a value nested deeper than a
   * library's documented limit.
   */
  static EvolutionCase deep(long seed, ClassShape root, ObjectValue written, int depth) {
    int own = root.fields().size();
    ClassShape deeper =
        root.withFields(
            fields -> {
              List<FieldShape> more = new ArrayList<>(fields);
              more.add(FieldShape.of(DEEP_FIELD, TypeRef.list(TypeRef.of(Object.class))));
              return more;
            });
    Value nested = ScalarValue.string("bottom");
    for (int i = 0; i < depth; i++) {
      nested = new CollectionValue(ArrayList.class.getName(), 0, true, List.of(nested));
    }
    List<ObjectValue.Field> fields = new ArrayList<>(written.fields());
    fields.add(own, new ObjectValue.Field(DEEP_FIELD, nested));
    return new EvolutionCase(
        seed, deeper, List.of(), new ObjectValue(written.className(), written.id(), fields));
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
    ClassShape sample = ClassShape.serializable(packageName + ".Sample", 1L, fields);
    return traits.nextInt(8) == 0 ? underGenericChain(sample) : sample;
  }

  /**
   * The root under a generic chain whose type variable is forwarded before it is bound: {@code
   * Sample extends Middle<Arg>}, {@code Middle<U> extends Base<U>}, {@code Base<T>} holding fields
   * of {@code T}. The classes under it have a no-arg constructor only, as the inherited fields'
   * types are {@code Base}'s variables.
   */
  private ClassShape underGenericChain(ClassShape sample) {
    ClassShape base =
        ClassShape.serializable(packageName + ".Base" + (generatedTypes++), 1L, genericFields("b"))
            .withTypeParameters(List.of("T"))
            .withConstructors(Set.of(ConstructorKind.NO_ARG));
    List<FieldShape> middleFields =
        traits.nextBoolean()
            ? List.of()
            : List.of(FieldShape.of("m0", TypeRef.of(SCALARS.get(traits.nextInt(SCALARS.size())))));
    ClassShape middle =
        ClassShape.serializable(packageName + ".Middle" + (generatedTypes++), 1L, middleFields)
            .withTypeParameters(List.of("U"))
            .withConstructors(Set.of(ConstructorKind.NO_ARG))
            .withSuperclass(Optional.of(base), List.of(new TypeRef.TypeVariable("U")));
    return sample
        .withConstructors(Set.of(ConstructorKind.NO_ARG))
        .withSuperclass(Optional.of(middle), List.of(typeArgument()));
  }

  /**
   * A generic holder {@code Holder<T>} of one to three fields of its variable ({@code T}, {@code
   * T[]}, {@code List<T>}, {@code Map<String, T>}), asked as {@code Holder<Arg>}.
   */
  private TypeRef genericHolder() {
    ClassShape holder =
        ClassShape.serializable(
                packageName + ".Holder" + (generatedTypes++), 1L, genericFields("h"))
            .withTypeParameters(List.of("T"));
    return new TypeRef.GeneratedType(holder, List.of(typeArgument()));
  }

  private List<FieldShape> genericFields(String prefix) {
    TypeRef variable = new TypeRef.TypeVariable("T");
    List<TypeRef> kinds =
        List.of(
            variable,
            new TypeRef.ArrayType(variable),
            TypeRef.list(variable),
            TypeRef.container(Map.class, HashMap.class, TypeRef.of(String.class), variable));
    List<FieldShape> fields = new ArrayList<>();
    int count = 1 + traits.nextInt(3);
    int first = traits.nextInt(kinds.size());
    for (int i = 0; i < count; i++) {
      fields.add(FieldShape.of(prefix + i, kinds.get((first + i) % kinds.size())));
    }
    return fields;
  }

  /**
   * What a type variable stands for: a boxed number, a string, a JDK value, an enum or a record.
   */
  private TypeRef typeArgument() {
    return switch (traits.nextInt(6)) {
      case 0 -> TypeRef.of(Integer.class);
      case 1 -> TypeRef.of(Long.class);
      case 2 -> TypeRef.of(String.class);
      case 3 -> TypeRef.of(UUID.class);
      case 4 -> TypeRef.of(enumShape());
      default -> TypeRef.of(record(MAX_DEPTH));
    };
  }

  private TypeRef next(int depth) {
    // one draw of 32 where there was one of 16: the same ones in 16 still make a generic holder
    int trait = depth < MAX_DEPTH ? traits.nextInt(32) : -1;
    if (trait % 16 == 0) {
      return genericHolder();
    } else if (trait == 1) {
      return sealedHierarchy();
    }
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

  /**
   * A sealed interface ({@code Serializable}) permitting two or three subtypes, records and final
   * classes of up to two scalar fields, held as itself or, one in three, as a {@code List} of it.
   */
  private TypeRef sealedHierarchy() {
    String base = packageName + ".Sealed" + (generatedTypes++);
    int count = 2 + traits.nextInt(2);
    List<TypeShape> subtypes = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String name = packageName + ".Case" + (generatedTypes++);
      List<FieldShape> fields = new ArrayList<>();
      int fieldCount = traits.nextInt(3);
      for (int j = 0; j < fieldCount; j++) {
        fields.add(FieldShape.of("c" + j, TypeRef.of(SCALARS.get(traits.nextInt(SCALARS.size())))));
      }
      subtypes.add(
          traits.nextBoolean()
              ? new RecordShape(name, fields)
              : ClassShape.serializable(name, 1L, fields));
    }
    TypeRef sealed = TypeRef.of(new PolymorphicShape(base, subtypes));
    return traits.nextInt(3) == 0 ? TypeRef.list(sealed) : sealed;
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
    TypeRef.ContainerType chosen =
        switch (random.nextInt(13)) {
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
    return subclassed(chosen);
  }

  /**
   * One in four lists, sets and maps of a JDK class that a model's own class may extend is made of
   * a generated subclass of it instead, half of those {@code Externalizable}.
   */
  private TypeRef.ContainerType subclassed(TypeRef.ContainerType container) {
    if (!EXTENDED.contains(container.implementation()) || traits.nextInt(4) != 0) {
      return container;
    }
    ContainerClassShape made =
        new ContainerClassShape(
            packageName + ".Container" + (generatedTypes++),
            container.implementation(),
            traits.nextBoolean());
    return new TypeRef.ContainerType(
        container.declared(), made.name(), container.arguments(), made);
  }

  private TypeRef key() {
    return TypeRef.of(KEYS.get(random.nextInt(KEYS.size())));
  }

  /**
   * An enum; one in three prints labels of its own (see {@link #labels}), one in four declares some
   * constants with a class body (see {@link #bodies}) and one in four has instance fields set
   * through its constructor (see {@link #enumFields}).
   */
  private EnumShape enumShape() {
    EnumShape plain = TypeGenerator.enumShape(random, packageName + ".Enum" + (generatedTypes++));
    List<String> labels = traits.nextInt(3) != 0 ? List.of() : labels(plain.constants());
    Map<String, EnumShape.Body> bodies =
        enumTraits.nextInt(4) == 0 ? bodies(plain.constants()) : Map.of();
    List<EnumShape.Field> fields =
        enumTraits.nextInt(4) == 0 ? enumFields(plain.constants().size()) : List.of();
    return new EnumShape(plain.name(), plain.constants(), labels, bodies, fields);
  }

  /**
   * Class bodies for one constant and each other one in two, as {@code C0 { toString() ... }}: each
   * body overrides {@code toString()} to return its constant's name, a lower-case or non-ASCII form
   * of it, null, or another constant's name.
   */
  private Map<String, EnumShape.Body> bodies(List<String> constants) {
    Map<String, EnumShape.Body> bodies = new LinkedHashMap<>();
    int surely = enumTraits.nextInt(constants.size());
    for (int i = 0; i < constants.size(); i++) {
      if (i != surely && !enumTraits.nextBoolean()) {
        continue;
      }
      String name = constants.get(i);
      String label =
          switch (enumTraits.nextInt(5)) {
            case 0 -> name;
            case 1 -> name.toLowerCase(Locale.ROOT) + " body";
            case 2 -> null;
            case 3 -> constants.get((i + 1) % constants.size());
            default -> "corps " + name + " \u00e9\uD83D\uDE00";
          };
      bodies.put(name, new EnumShape.Body(label));
    }
    return bodies;
  }

  /**
   * A {@code String code}, an {@code int weight} or both, as an enum of codes has: a value per
   * constant (a code may be null, empty or non-ASCII, a weight negative or large).
   */
  private List<EnumShape.Field> enumFields(int constants) {
    int kinds = 1 + enumTraits.nextInt(3);
    List<EnumShape.Field> fields = new ArrayList<>();
    if ((kinds & 1) != 0) {
      List<Object> codes = new ArrayList<>();
      for (int i = 0; i < constants; i++) {
        codes.add(
            switch (enumTraits.nextInt(5)) {
              case 0 -> null;
              case 1 -> "";
              case 2 -> "c\u00f6de-" + i;
              default -> "K" + enumTraits.nextInt(100);
            });
      }
      fields.add(new EnumShape.Field("code", String.class, codes));
    }
    if ((kinds & 2) != 0) {
      List<Object> weights = new ArrayList<>();
      for (int i = 0; i < constants; i++) {
        weights.add(
            switch (enumTraits.nextInt(4)) {
              case 0 -> Integer.MIN_VALUE;
              case 1 -> -enumTraits.nextInt(1000);
              default -> enumTraits.nextInt(100_000);
            });
      }
      fields.add(new EnumShape.Field("weight", int.class, weights));
    }
    return fields;
  }

  /**
   * What each constant's {@code toString()} returns: a lower-case or non-ASCII form of its name,
   * null, the label of the constant before it (two constants sharing one), or another constant's
   * name, which a reader matching labels to names takes for that constant.
   */
  private List<String> labels(List<String> constants) {
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < constants.size(); i++) {
      String name = constants.get(i);
      labels.add(
          switch (traits.nextInt(5)) {
            case 0 -> name.toLowerCase(Locale.ROOT) + " label";
            case 1 -> null;
            case 2 -> i > 0 ? labels.get(i - 1) : name;
            case 3 -> constants.get((i + 1) % constants.size());
            default -> "\u00e9tiquette " + name + " \uD83D\uDE00";
          });
    }
    return labels;
  }

  /**
   * A record of one to three components, boxed numbers more often than in a class; one in three is
   * package-private, as a record declared next to the class using it often is.
   */
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
    return new RecordShape(name, components, traits.nextInt(3) == 0);
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
