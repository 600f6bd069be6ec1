package io.serialtck.evolution.generate;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
import io.serialtck.evolution.PolymorphicShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.TypeRef;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class ClassGeneratorTest {

  private static final EnumShape COLOUR =
      new EnumShape("serialtck.gen.test.Colour", List.of("RED", "GREEN"));
  private static final ClassShape ADDRESS =
      ClassShape.serializable(
          "serialtck.gen.test.Address",
          1L,
          List.of(FieldShape.of("street", TypeRef.of(String.class))));
  private static final ClassShape BASE =
      ClassShape.serializable(
          "serialtck.gen.test.Base", 1L, List.of(FieldShape.of("label", TypeRef.of(String.class))));

  private static final ClassShape SHAPE =
      new ClassShape(
          "serialtck.gen.test.Person",
          Optional.of(BASE),
          Persistence.SERIALIZABLE,
          Set.of(ConstructorKind.NO_ARG, ConstructorKind.ALL_ARGS),
          OptionalLong.of(42L),
          List.of(
              FieldShape.of("name", TypeRef.of(String.class)),
              new FieldShape(
                  "age", TypeRef.of(int.class), Set.of(FieldModifier.PUBLIC, FieldModifier.FINAL)),
              FieldShape.of("tags", TypeRef.list(TypeRef.of(Long.class))),
              new FieldShape(
                  "cache",
                  TypeRef.container(
                      Map.class,
                      LinkedHashMap.class,
                      TypeRef.of(String.class),
                      TypeRef.of(ADDRESS)),
                  Set.of(FieldModifier.PRIVATE, FieldModifier.TRANSIENT)),
              FieldShape.of("colour", TypeRef.of(COLOUR)),
              FieldShape.of("grid", TypeRef.of(int[][].class)),
              FieldShape.of("addresses", new TypeRef.ArrayType(TypeRef.of(ADDRESS))),
              new FieldShape("counter", TypeRef.of(long.class), Set.of(FieldModifier.STATIC))));

  @Test
  void sameShapeGivesTheSameBytes() {
    Map<String, byte[]> first = new ClassGenerator().generate(SHAPE);
    Map<String, byte[]> second = new ClassGenerator().generate(SHAPE);

    assertThat(first.keySet())
        .containsExactly(
            "serialtck.gen.test.Person",
            "serialtck.gen.test.Base",
            "serialtck.gen.test.Address",
            "serialtck.gen.test.Colour");
    first.forEach((name, bytes) -> assertThat(second.get(name)).as(name).isEqualTo(bytes));
  }

  @Test
  void aShapeMetAgainIsMadeOnceAndGetsTheSameBytes() throws Exception {
    ClassGenerator generator = new ClassGenerator();
    Map<String, byte[]> first = generator.generate(SHAPE);
    int made = generator.stats().classes();

    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Future<Map<String, byte[]>>> again = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        again.add(threads.submit(() -> generator.generate(SHAPE)));
      }
      for (Future<Map<String, byte[]>> other : again) {
        other.get().forEach((name, bytes) -> assertThat(bytes).as(name).isEqualTo(first.get(name)));
      }
    } finally {
      threads.shutdown();
    }
    assertThat(made).isEqualTo(first.size());
    assertThat(generator.stats().classes()).isEqualTo(made);
    assertThat(new ClassGenerator().generate(SHAPE)).containsOnlyKeys(first.keySet());
  }

  @Test
  void generatedClassHasTheShapesNameSupertypesFieldsAndModifiers() throws Exception {
    Class<?> type = GeneratedClasses.loadRoot(SHAPE);

    assertThat(type.getName()).isEqualTo("serialtck.gen.test.Person");
    assertThat(type.getSuperclass().getName()).isEqualTo("serialtck.gen.test.Base");
    assertThat(Serializable.class).isAssignableFrom(type);
    assertThat(ObjectStreamClass.lookup(type).getSerialVersionUID()).isEqualTo(42L);
    Field age = type.getDeclaredField("age");
    assertThat(age.getType()).isEqualTo(int.class);
    assertThat(Modifier.isPublic(age.getModifiers()) && Modifier.isFinal(age.getModifiers()))
        .isTrue();
    assertThat(Modifier.isTransient(type.getDeclaredField("cache").getModifiers())).isTrue();
    assertThat(Modifier.isStatic(type.getDeclaredField("counter").getModifiers())).isTrue();
    assertThat(type.getDeclaredField("colour").getType().isEnum()).isTrue();
    assertThat(type.getDeclaredField("grid").getType()).isEqualTo(int[][].class);
    assertThat(type.getDeclaredField("addresses").getType().getComponentType().getName())
        .isEqualTo("serialtck.gen.test.Address");
  }

  @Test
  void genericSignaturesAreReal() throws Exception {
    Class<?> type = GeneratedClasses.loadRoot(SHAPE);

    ParameterizedType tags = (ParameterizedType) type.getDeclaredField("tags").getGenericType();
    assertThat(tags.getRawType()).isEqualTo(List.class);
    assertThat(tags.getActualTypeArguments()).containsExactly(Long.class);
    ParameterizedType cache = (ParameterizedType) type.getDeclaredField("cache").getGenericType();
    assertThat(cache.getRawType()).isEqualTo(Map.class);
    assertThat(((Class<?>) cache.getActualTypeArguments()[1]).getName())
        .isEqualTo("serialtck.gen.test.Address");
  }

  @Test
  void allArgsConstructorSetsSuperclassAndFinalFields() throws Exception {
    Class<?> type = GeneratedClasses.loadRoot(SHAPE);
    Class<?>[] parameters =
        new Class<?>[] {
          String.class,
          String.class,
          int.class,
          List.class,
          Map.class,
          type.getDeclaredField("colour").getType(),
          int[][].class,
          type.getDeclaredField("addresses").getType()
        };

    Object person =
        type.getConstructor(parameters)
            .newInstance(
                "base label", "Ada", 36, new ArrayList<>(List.of(1L)), null, null, null, null);

    assertThat(read(person, type.getSuperclass(), "label")).isEqualTo("base label");
    assertThat(read(person, type, "name")).isEqualTo("Ada");
    assertThat(read(person, type, "age")).isEqualTo(36);
    assertThat(type.getConstructor().newInstance()).isNotNull();
  }

  @Test
  void externalizableClassesWriteAndReadTheirFieldsThroughGeneratedMethods() throws Exception {
    ClassShape shape =
        new ClassShape(
            "serialtck.gen.test.Ext",
            Optional.empty(),
            Persistence.EXTERNALIZABLE,
            Set.of(ConstructorKind.NO_ARG, ConstructorKind.ALL_ARGS),
            OptionalLong.empty(),
            List.of(
                FieldShape.of("flag", TypeRef.of(boolean.class)),
                FieldShape.of("small", TypeRef.of(byte.class)),
                FieldShape.of("letter", TypeRef.of(char.class)),
                FieldShape.of("count", TypeRef.of(int.class)),
                FieldShape.of("big", TypeRef.of(long.class)),
                FieldShape.of("ratio", TypeRef.of(double.class)),
                FieldShape.of("name", TypeRef.of(String.class))));
    Class<?> type = GeneratedClasses.loadRoot(shape);
    assertThat(Externalizable.class).isAssignableFrom(type);
    Object original =
        type.getConstructor(
                boolean.class,
                byte.class,
                char.class,
                int.class,
                long.class,
                double.class,
                String.class)
            .newInstance(true, (byte) -3, 'x', 7, 1L << 40, 0.5, "text");

    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(original);
    }
    Object copy;
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
          @Override
          protected Class<?> resolveClass(ObjectStreamClass desc) throws ClassNotFoundException {
            return Class.forName(desc.getName(), false, type.getClassLoader());
          }
        }) {
      copy = in.readObject();
    }

    for (String field : List.of("flag", "small", "letter", "count", "big", "ratio", "name")) {
      assertThat(read(copy, type, field)).as(field).isEqualTo(read(original, type, field));
    }
  }

  @Test
  void aSealedInterfacePermitsItsRecordAndFinalClassWhichAFieldHoldsThroughJavaSerialization()
      throws Exception {
    RecordShape circle =
        new RecordShape(
            "serialtck.gen.test.sealed.Circle",
            List.of(FieldShape.of("radius", TypeRef.of(double.class))));
    ClassShape square =
        ClassShape.serializable(
            "serialtck.gen.test.sealed.Square",
            1L,
            List.of(FieldShape.of("side", TypeRef.of(int.class))));
    PolymorphicShape figure =
        new PolymorphicShape("serialtck.gen.test.sealed.Figure", List.of(circle, square));
    ClassShape drawing =
        ClassShape.serializable(
            "serialtck.gen.test.sealed.Drawing",
            1L,
            List.of(
                FieldShape.of("main", TypeRef.of(figure)),
                FieldShape.of("others", TypeRef.list(TypeRef.of(figure)))));

    Map<String, byte[]> classes = new ClassGenerator().generate(drawing);
    ClassLoader world = GeneratedClasses.load(classes);
    Class<?> base = Class.forName(figure.name(), true, world);
    Class<?> circleType = Class.forName(circle.name(), true, world);
    Class<?> squareType = Class.forName(square.name(), true, world);
    Class<?> drawingType = Class.forName(drawing.name(), true, world);

    assertThat(base.isInterface()).isTrue();
    assertThat(base.isSealed()).isTrue();
    assertThat(base.getPermittedSubclasses())
        .extracting(Class::getName)
        .containsExactly(circle.name(), square.name());
    assertThat(base).isAssignableFrom(circleType).isAssignableFrom(squareType);
    assertThat(Serializable.class).isAssignableFrom(base);
    assertThat(circleType.isRecord()).isTrue();
    assertThat(Modifier.isFinal(squareType.getModifiers())).isTrue();
    assertThat(drawingType.getDeclaredField("main").getType()).isEqualTo(base);
    assertThat(
            ((ParameterizedType) drawingType.getDeclaredField("others").getGenericType())
                .getActualTypeArguments())
        .containsExactly(base);

    Object aCircle = circleType.getDeclaredConstructor(double.class).newInstance(1.5);
    Object aSquare = squareType.getConstructor(int.class).newInstance(4);
    Object original =
        drawingType
            .getConstructor(base, List.class)
            .newInstance(aSquare, new ArrayList<>(List.of(aCircle, aSquare)));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(original);
    }
    Object copy;
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
          @Override
          protected Class<?> resolveClass(ObjectStreamClass desc) throws ClassNotFoundException {
            return Class.forName(desc.getName(), false, world);
          }
        }) {
      copy = in.readObject();
    }

    Object main = read(copy, drawingType, "main");
    assertThat(main).isInstanceOf(squareType);
    assertThat(read(main, squareType, "side")).isEqualTo(4);
    List<?> others = (List<?>) read(copy, drawingType, "others");
    assertThat(others).hasSize(2);
    assertThat(others.get(0)).isEqualTo(aCircle);
    assertThat(others.get(1)).isSameAs(main);
  }

  @Test
  void enumsAndRecordsAreGenerated() throws Exception {
    Class<?> colour = GeneratedClasses.loadRoot(COLOUR);
    assertThat(colour.isEnum()).isTrue();
    assertThat(colour.getEnumConstants())
        .extracting(Object::toString)
        .containsExactly("RED", "GREEN");

    RecordShape point =
        new RecordShape(
            "serialtck.gen.test.Point",
            List.of(
                FieldShape.of("x", TypeRef.of(int.class)),
                FieldShape.of("label", TypeRef.of(String.class))));
    Class<?> record = GeneratedClasses.loadRoot(point);
    assertThat(record.isRecord()).isTrue();
    assertThat(Serializable.class).isAssignableFrom(record);
    assertThat(record.getRecordComponents())
        .extracting(c -> c.getName())
        .containsExactly("x", "label");
    Object instance = record.getDeclaredConstructor(int.class, String.class).newInstance(3, "p");
    assertThat(record.getMethod("x").invoke(instance)).isEqualTo(3);
    assertThat(instance)
        .isEqualTo(record.getDeclaredConstructor(int.class, String.class).newInstance(3, "p"));
  }

  @Test
  void anEnumWithLabelsPrintsThemIncludingNullSharedAndNonAsciiOnes() throws Exception {
    EnumShape priority =
        new EnumShape(
            "serialtck.gen.test.Priority",
            List.of("LOW", "HIGH", "NONE", "URGENT"),
            java.util.Arrays.asList("low", "low", null, "dringend \u00fc\uD83D\uDE00"));
    Class<?> type = GeneratedClasses.loadRoot(priority);
    assertThat(type.isEnum()).isTrue();
    assertThat(type.getEnumConstants())
        .extracting(Object::toString)
        .containsExactly("low", "low", null, "dringend \u00fc\uD83D\uDE00");
    assertThat(type.getEnumConstants())
        .extracting(c -> ((Enum<?>) c).name())
        .containsExactly("LOW", "HIGH", "NONE", "URGENT");
    Object high = type.getEnumConstants()[1];
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(high);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
          @Override
          protected Class<?> resolveClass(ObjectStreamClass desc)
              throws java.io.IOException, ClassNotFoundException {
            return desc.getName().equals(type.getName()) ? type : super.resolveClass(desc);
          }
        }) {
      assertThat(in.readObject()).isSameAs(high);
    }
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void anEnumWithConstantBodiesAndFieldsLoadsAsJavacWouldMakeIt() throws Exception {
    Map<String, EnumShape.Body> bodies = new LinkedHashMap<>();
    bodies.put("LOW", new EnumShape.Body("low body"));
    bodies.put("NONE", new EnumShape.Body(null));
    EnumShape level =
        new EnumShape(
            "serialtck.gen.test.Level",
            List.of("LOW", "HIGH", "NONE"),
            List.of(),
            bodies,
            List.of(
                new EnumShape.Field("code", String.class, java.util.Arrays.asList("l", null, "")),
                new EnumShape.Field("weight", int.class, List.of(3, -70_000, Integer.MIN_VALUE))));
    Map<String, byte[]> classes = new ClassGenerator().generate(level);
    assertThat(classes)
        .containsOnlyKeys(
            "serialtck.gen.test.Level", "serialtck.gen.test.Level$1", "serialtck.gen.test.Level$2");
    Class<?> type = Class.forName(level.name(), true, GeneratedClasses.load(classes));

    assertThat(type.isEnum()).isTrue();
    assertThat(Modifier.isFinal(type.getModifiers())).isFalse();
    assertThat(Modifier.isAbstract(type.getModifiers())).isFalse();
    Object[] values = (Object[]) type.getMethod("values").invoke(null);
    assertThat(values).extracting(c -> ((Enum<?>) c).name()).containsExactly("LOW", "HIGH", "NONE");
    assertThat(values).extracting(c -> ((Enum<?>) c).ordinal()).containsExactly(0, 1, 2);
    assertThat((Object[]) type.getEnumConstants()).containsExactly(values);
    Enum<?> low = (Enum<?>) values[0];
    assertThat(low.getClass().getName()).isEqualTo("serialtck.gen.test.Level$1");
    assertThat(low.getClass().isEnum()).isFalse();
    assertThat(low.getClass().isAnonymousClass()).isTrue();
    assertThat(low.getClass().getEnclosingClass()).isSameAs(type);
    assertThat(low.getDeclaringClass()).isSameAs(type);
    assertThat(values[1].getClass()).isSameAs(type);
    assertThat(values[2].getClass().getName()).isEqualTo("serialtck.gen.test.Level$2");
    assertThat(values).extracting(Object::toString).containsExactly("low body", "HIGH", null);
    assertThat(type.getMethod("valueOf", String.class).invoke(null, "NONE")).isSameAs(values[2]);
    assertThat(java.util.EnumSet.allOf((Class) type)).containsExactly(values);
    assertThat(new java.util.EnumMap<>((Class) type)).isEmpty();

    Field code = type.getDeclaredField("code");
    Field weight = type.getDeclaredField("weight");
    assertThat(Modifier.isPrivate(code.getModifiers()) && Modifier.isFinal(code.getModifiers()))
        .isTrue();
    code.setAccessible(true);
    weight.setAccessible(true);
    assertThat(values).extracting(code::get).containsExactly("l", null, "");
    assertThat(values).extracting(weight::get).containsExactly(3, -70_000, Integer.MIN_VALUE);

    for (Object constant : values) {
      assertThat(javaRoundTrip(constant, type)).isSameAs(constant);
    }
  }

  @Test
  void anEnumWithFieldsAndLabelsButNoBodiesIsFinalAndPrintsItsLabels() throws Exception {
    EnumShape coded =
        new EnumShape(
            "serialtck.gen.test.Coded",
            List.of("A", "B"),
            List.of("a label", "b label"),
            Map.of(),
            List.of(new EnumShape.Field("weight", int.class, List.of(1, 200))));
    Map<String, byte[]> classes = new ClassGenerator().generate(coded);
    assertThat(classes).containsOnlyKeys("serialtck.gen.test.Coded");
    Class<?> type = Class.forName(coded.name(), true, GeneratedClasses.load(classes));

    assertThat(Modifier.isFinal(type.getModifiers())).isTrue();
    assertThat(type.getEnumConstants())
        .extracting(Object::toString)
        .containsExactly("a label", "b label");
    Field weight = type.getDeclaredField("weight");
    weight.setAccessible(true);
    assertThat(type.getEnumConstants()).extracting(weight::get).containsExactly(1, 200);
    assertThat(coded.render())
        .isEqualTo(
            "enum Coded { A(\"a label\", 1), B(\"b label\", 200); toString() returns the label;"
                + " private final int weight set by the constructor }");
  }

  private static Object javaRoundTrip(Object value, Class<?> type) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
          @Override
          protected Class<?> resolveClass(ObjectStreamClass desc)
              throws java.io.IOException, ClassNotFoundException {
            return Class.forName(desc.getName(), false, type.getClassLoader());
          }
        }) {
      return in.readObject();
    }
  }

  @Test
  void aPackagePrivateRecordHasAPackagePrivateConstructorAndPublicAccessors() throws Exception {
    RecordShape pair =
        new RecordShape(
            "serialtck.gen.test.Pair",
            List.of(
                FieldShape.of("left", TypeRef.of(int.class)),
                FieldShape.of("right", TypeRef.of(String.class))),
            true);
    Class<?> type = GeneratedClasses.loadRoot(pair);
    assertThat(type.isRecord()).isTrue();
    assertThat(Modifier.isPublic(type.getModifiers())).isFalse();
    assertThat(Modifier.isFinal(type.getModifiers())).isTrue();
    assertThat(type.getConstructors()).isEmpty();
    var canonical = type.getDeclaredConstructor(int.class, String.class);
    assertThat(Modifier.isPublic(canonical.getModifiers())).isFalse();
    assertThat(Modifier.isPublic(type.getMethod("left").getModifiers())).isTrue();
    canonical.setAccessible(true);
    Object instance = canonical.newInstance(7, "r");
    assertThat(instance.toString()).isEqualTo("Pair[left=7, right=r]");
    assertThat(pair.render()).contains("package-private");
    assertThat(new RecordShape(pair.name(), pair.components()).render())
        .doesNotContain("package-private");
  }

  @Test
  @SuppressWarnings("unchecked")
  void anExternalizableMapSubclassCarriesItsEntriesThroughItsOwnMethods() throws Exception {
    io.serialtck.evolution.ContainerClassShape shape =
        new io.serialtck.evolution.ContainerClassShape(
            "serialtck.gen.test.Labels", "java.util.LinkedHashMap", true);
    Class<?> type = GeneratedClasses.loadRoot(shape);
    assertThat(java.util.LinkedHashMap.class).isAssignableFrom(type);
    assertThat(Externalizable.class).isAssignableFrom(type);
    Map<String, Integer> map = (Map<String, Integer>) type.getConstructor().newInstance();
    map.put("z", 1);
    map.put("caf\u00e9", 2);
    map.put("a", 3);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(map);
    }
    Object read;
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
          @Override
          protected Class<?> resolveClass(ObjectStreamClass desc)
              throws java.io.IOException, ClassNotFoundException {
            return desc.getName().equals(type.getName()) ? type : super.resolveClass(desc);
          }
        }) {
      read = in.readObject();
    }
    assertThat(read).isInstanceOf(type);
    assertThat(((Map<String, Integer>) read).keySet()).containsExactly("z", "caf\u00e9", "a");
    assertThat(read).isEqualTo(map);
  }

  @Test
  @SuppressWarnings("unchecked")
  void aPlainListSubclassHasOnlyANoArgConstructor() throws Exception {
    io.serialtck.evolution.ContainerClassShape shape =
        new io.serialtck.evolution.ContainerClassShape(
            "serialtck.gen.test.Tags", "java.util.ArrayList", false);
    Class<?> type = GeneratedClasses.loadRoot(shape);
    assertThat(type.getSuperclass()).isEqualTo(ArrayList.class);
    assertThat(Externalizable.class.isAssignableFrom(type)).isFalse();
    assertThat(type.getDeclaredConstructors()).hasSize(1);
    List<String> list = (List<String>) type.getConstructor().newInstance();
    list.add("x");
    assertThat(list).containsExactly("x");
    assertThat(shape.render()).isEqualTo("class Tags extends ArrayList {}");
  }

  private static Object read(Object target, Class<?> declaring, String name) throws Exception {
    Field field = declaring.getDeclaredField(name);
    field.setAccessible(true);
    return field.get(target);
  }

  @Test
  void aBeanHasAPublicGetterForEveryPersistentFieldAndASetterForEveryNonFinalOne()
      throws Exception {
    ClassShape bean =
        ClassShape.serializable(
                "serialtck.gen.test.bean.Account",
                1L,
                List.of(
                    FieldShape.of("owner", TypeRef.of(String.class)),
                    FieldShape.of("active", TypeRef.of(boolean.class)),
                    FieldShape.of("tags", TypeRef.list(TypeRef.of(String.class))),
                    FieldShape.of("id", TypeRef.of(long.class)).with(FieldModifier.FINAL),
                    FieldShape.of("scratch", TypeRef.of(String.class))
                        .with(FieldModifier.TRANSIENT)))
            .withStyle(io.serialtck.evolution.ClassStyle.BEAN);

    Class<?> type = GeneratedClasses.loadRoot(bean);
    Object account = type.getConstructor().newInstance();
    type.getMethod("setOwner", String.class).invoke(account, "Ada");
    type.getMethod("setActive", boolean.class).invoke(account, true);
    type.getMethod("setTags", List.class).invoke(account, List.of("x"));

    assertThat(type.getMethod("getOwner").invoke(account)).isEqualTo("Ada");
    assertThat(type.getMethod("isActive").invoke(account)).isEqualTo(true);
    assertThat(type.getMethod("getTags").getGenericReturnType().getTypeName())
        .isEqualTo("java.util.List<java.lang.String>");
    assertThat(type.getMethod("getId").invoke(account)).isEqualTo(0L);
    assertThat(java.util.Arrays.stream(type.getMethods()).map(java.lang.reflect.Method::getName))
        .doesNotContain("setId", "getScratch", "setScratch");
    assertThat(Modifier.isPrivate(type.getDeclaredField("owner").getModifiers())).isTrue();
    assertThat(bean.render()).endsWith("/* public getters and setters */ }");
  }
}
