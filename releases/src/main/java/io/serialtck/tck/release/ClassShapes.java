package io.serialtck.tck.release;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
import io.serialtck.evolution.PolymorphicShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.property.ValueGenerator;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Reads a team's compiled class into the kit's shape model, by reflection on a class loaded without
 * initializing it: its fields (declared, up through the team's superclasses), their declared types
 * with generic arguments, enums with their constants, records with their components, and an
 * interface or abstract class by its concrete subtypes ({@link Subtypes}: a sealed type's permitted
 * ones, those {@code @JsonSubTypes} names). Values are then generated from the shape as for the
 * kit's own generated classes.
 *
 * <p>A field whose type the kit cannot make values of is kept with its declared type, so that the
 * comparison still sees it change, and is written as null ({@link ReadShape#nullTypes()}).
 */
public final class ClassShapes {

  /** Declared collection types, with the class a value of them is made of. */
  private static final Map<String, String> IMPLEMENTATIONS =
      Map.ofEntries(
          Map.entry("java.util.Collection", "java.util.ArrayList"),
          Map.entry("java.util.List", "java.util.ArrayList"),
          Map.entry("java.util.ArrayList", "java.util.ArrayList"),
          Map.entry("java.util.LinkedList", "java.util.LinkedList"),
          Map.entry("java.util.Set", "java.util.HashSet"),
          Map.entry("java.util.HashSet", "java.util.HashSet"),
          Map.entry("java.util.LinkedHashSet", "java.util.LinkedHashSet"),
          Map.entry("java.util.EnumSet", "java.util.EnumSet"),
          Map.entry("java.util.EnumMap", "java.util.EnumMap"),
          Map.entry("java.util.Map", "java.util.HashMap"),
          Map.entry("java.util.HashMap", "java.util.HashMap"),
          Map.entry("java.util.LinkedHashMap", "java.util.LinkedHashMap"));

  private final ClassLoader loader;
  private final Map<String, TypeShape> read = new HashMap<>();
  private final Set<String> reading = new LinkedHashSet<>();
  private final Set<String> nullTypes = new LinkedHashSet<>();
  private final List<String> notes = new ArrayList<>();
  private final Map<String, WireNames.ClassWire> wire = new HashMap<>();

  private ClassShapes(ClassLoader loader) {
    this.loader = loader;
  }

  /**
   * The shape of {@code className} as {@code loader} defines it.
   *
   * @throws IllegalArgumentException when the class cannot be loaded, or is not a concrete class, a
   *     record or an enum
   */
  public static ReadShape read(ClassLoader loader, String className) {
    ClassShapes shapes = new ClassShapes(loader);
    Class<?> type = shapes.load(className);
    if (!isTeamClass(type)) {
      throw new IllegalArgumentException(
          className
              + " is a JDK class the kit makes no values of as a root; a JDK root is a boxed"
              + " number, String, BigDecimal, BigInteger, UUID, LocalDate, LocalTime,"
              + " LocalDateTime, Instant or Duration");
    }
    if (!isRoot(type)) {
      throw new IllegalArgumentException(
          className
              + " is an interface, an enum or abstract: name a concrete class or record (an enum"
              + " is compared as the type of a field)");
    }
    TypeShape shape = shapes.shape(type);
    return new ReadShape(shape, shapes.nullTypes, shapes.notes, new WireNames(shapes.wire));
  }

  /**
   * Whether values of the class can be written as a root: a concrete class or a record (an enum is
   * compared as the type of a field; an interface or abstract class has no shape of its own).
   */
  public static boolean isRoot(Class<?> type) {
    return !type.isInterface() && !type.isEnum() && !Modifier.isAbstract(type.getModifiers());
  }

  private Class<?> load(String className) {
    try {
      return Class.forName(className, false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new IllegalArgumentException("cannot load " + className + ": " + e, e);
    }
  }

  private TypeShape shape(Class<?> type) {
    TypeShape known = read.get(type.getName());
    if (known != null) {
      return known;
    }
    reading.add(type.getName());
    TypeShape shape;
    if (type.isEnum()) {
      shape =
          new EnumShape(
              type.getName(),
              Arrays.stream(type.getEnumConstants()).map(c -> ((Enum<?>) c).name()).toList());
    } else if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
      List<TypeShape> subtypes = new ArrayList<>();
      for (Class<?> subtype : Subtypes.of(type, loader)) {
        subtypes.add(shape(subtype));
      }
      shape = new PolymorphicShape(type.getName(), subtypes);
    } else if (type.isRecord()) {
      WireReader.of(type).ifPresent(declared -> wire.put(type.getName(), declared));
      List<FieldShape> components = new ArrayList<>();
      for (RecordComponent component : type.getRecordComponents()) {
        components.add(
            new FieldShape(
                component.getName(),
                typeOf(component.getGenericType(), type.getName() + "." + component.getName()),
                Set.of(FieldModifier.PRIVATE, FieldModifier.FINAL)));
      }
      shape = new RecordShape(type.getName(), components);
    } else {
      shape = classShape(type);
    }
    reading.remove(type.getName());
    read.put(type.getName(), shape);
    return shape;
  }

  private ClassShape classShape(Class<?> type) {
    WireReader.of(type).ifPresent(declared -> wire.put(type.getName(), declared));
    Optional<ClassShape> superclass = Optional.empty();
    Class<?> parent = type.getSuperclass();
    if (parent != null && isTeamClass(parent)) {
      superclass = Optional.of(classShape(parent));
    }
    List<FieldShape> fields = new ArrayList<>();
    OptionalLong serialVersionUid = OptionalLong.empty();
    for (Field field : type.getDeclaredFields()) {
      if (field.isSynthetic()) {
        continue;
      }
      int modifiers = field.getModifiers();
      if (Modifier.isStatic(modifiers)) {
        if (field.getName().equals("serialVersionUID") && field.getType() == long.class) {
          serialVersionUid = OptionalLong.of(0);
        }
        continue;
      }
      fields.add(
          new FieldShape(
              field.getName(),
              typeOf(field.getGenericType(), type.getName() + "." + field.getName()),
              modifiers(modifiers)));
    }
    return new ClassShape(
        type.getName(),
        superclass,
        Serializable.class.isAssignableFrom(type) ? Persistence.SERIALIZABLE : Persistence.NONE,
        EnumSet.of(ConstructorKind.NO_ARG),
        serialVersionUid,
        fields);
  }

  private static Set<FieldModifier> modifiers(int modifiers) {
    EnumSet<FieldModifier> set = EnumSet.noneOf(FieldModifier.class);
    if (Modifier.isPublic(modifiers)) {
      set.add(FieldModifier.PUBLIC);
    } else if (Modifier.isPrivate(modifiers)) {
      set.add(FieldModifier.PRIVATE);
    }
    if (Modifier.isFinal(modifiers)) {
      set.add(FieldModifier.FINAL);
    }
    if (Modifier.isTransient(modifiers)) {
      set.add(FieldModifier.TRANSIENT);
    }
    return set;
  }

  private TypeRef typeOf(Type declared, String where) {
    if (declared instanceof Class<?> type) {
      if (type.isArray()) {
        TypeRef component = typeOf(type.getComponentType(), where + "[]");
        return new TypeRef.ArrayType(component);
      }
      if (type.isPrimitive() || ValueGenerator.generates(type.getName())) {
        return new TypeRef.JdkType(type.getName());
      }
      if (isTeamClass(type)) {
        if (reading.contains(type.getName())) {
          return writtenAsNull(type.getName(), where, "it refers back to a class being read");
        }
        boolean polymorphic =
            !type.isEnum() && (type.isInterface() || Modifier.isAbstract(type.getModifiers()));
        if (polymorphic && Subtypes.of(type, loader).isEmpty()) {
          return writtenAsNull(
              type.getName(),
              where,
              "no concrete subtype of it is known: it is not sealed, names none with"
                  + " @JsonSubTypes, and its package holds none");
        }
        return new TypeRef.GeneratedType(shape(type));
      }
      return writtenAsNull(type.getName(), where, "the kit makes no values of this type");
    }
    if (declared instanceof ParameterizedType parameterized
        && parameterized.getRawType() instanceof Class<?> raw
        && IMPLEMENTATIONS.containsKey(raw.getName())) {
      List<TypeRef> arguments = new ArrayList<>();
      for (Type argument : parameterized.getActualTypeArguments()) {
        TypeRef ref = typeOf(argument, where + "<>");
        if (nullTypes.contains(ref.binaryName())) {
          return writtenAsNull(
              parameterized.getTypeName(), where, "the kit makes no values of its elements");
        }
        arguments.add(ref);
      }
      return new TypeRef.ContainerType(
          raw.getName(), IMPLEMENTATIONS.get(raw.getName()), arguments);
    }
    return writtenAsNull(declared.getTypeName(), where, "the kit makes no values of this type");
  }

  private TypeRef writtenAsNull(String typeName, String where, String why) {
    nullTypes.add(typeName);
    notes.add(where + " (" + typeName + ") is written as null: " + why);
    return new TypeRef.JdkType(typeName);
  }

  /** A class of the team: neither the JDK's nor loaded by the JDK's loaders. */
  private static boolean isTeamClass(Class<?> type) {
    String name = type.getName();
    return !type.isPrimitive()
        && !name.startsWith("java.")
        && !name.startsWith("javax.")
        && !name.startsWith("jdk.")
        && !name.startsWith("sun.")
        && type.getClassLoader() != null
        && type.getClassLoader() != ClassLoader.getPlatformClassLoader();
  }
}
