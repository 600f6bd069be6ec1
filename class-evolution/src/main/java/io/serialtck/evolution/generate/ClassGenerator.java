package io.serialtck.evolution.generate;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ClassStyle;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.ContainerClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
import io.serialtck.evolution.PolymorphicShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import java.io.Externalizable;
import java.io.Serializable;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.asm.ModifierAdjustment;
import net.bytebuddy.description.modifier.TypeManifestation;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;

/**
 * Turns shapes into class file bytes with Byte Buddy. The class file version is pinned to Java 17
 * and names are the shapes' own, so the same shape always gives the same bytes. Nothing is loaded
 * here: the harness ships the bytes to the worlds that need them, where a class's superclass and
 * field types are found by name.
 *
 * <p>Each shape is made once per generator: a shape met again (a class both versions of a case
 * share, a shrinker's candidate another configuration checked before) gets the bytes made the first
 * time, which are the bytes it would be made into again. A run's configurations share one
 * generator, from several threads.
 *
 * <p>A {@link PolymorphicShape} is made a sealed interface that permits its subtypes, and each
 * subtype implements it (a class is made final): the subtypes learn their interface from the graph
 * {@link #generate} is given.
 */
public final class ClassGenerator {

  private final ByteBuddy byteBuddy = new ByteBuddy(ClassFileVersion.JAVA_V17);
  private final Map<Made, Map<String, byte[]>> made = new ConcurrentHashMap<>();

  /** A shape and the sealed interface it implements in its graph, or null. */
  private record Made(TypeShape shape, PolymorphicShape sealedParent) {}

  private int generated;
  private long totalNanos;
  private long firstNanos;

  /** The bytes of every type the shape reaches (itself, superclasses, field types), by name. */
  public Map<String, byte[]> generate(TypeShape root) {
    Map<String, byte[]> classes = new LinkedHashMap<>();
    Map<String, TypeShape> graph = ShapeGraph.of(root);
    Map<String, PolymorphicShape> parents = new HashMap<>();
    for (TypeShape shape : graph.values()) {
      if (shape instanceof PolymorphicShape sealed) {
        sealed.subtypes().forEach(subtype -> parents.put(subtype.name(), sealed));
      }
    }
    graph
        .values()
        .forEach(shape -> classes.putAll(generateOne(new Made(shape, parents.get(shape.name())))));
    return classes;
  }

  /** The bytes of this one type, which implements no sealed interface. */
  public byte[] generateOne(TypeShape shape) {
    return generateOne(new Made(shape, null)).get(shape.name());
  }

  /**
   * The bytes of the shape's class and of the classes that come with it (an enum's constant bodies,
   * {@code Enum2$1}), by name.
   */
  private Map<String, byte[]> generateOne(Made key) {
    Map<String, byte[]> known = made.get(key);
    if (known != null) {
      return known;
    }
    long started = System.nanoTime();
    Map<String, byte[]> bytes = makeAll(key.shape(), key.sealedParent());
    count(System.nanoTime() - started);
    Map<String, byte[]> first = made.putIfAbsent(key, bytes);
    return first != null ? first : bytes;
  }

  private Map<String, byte[]> makeAll(TypeShape shape, PolymorphicShape sealedParent) {
    if (shape instanceof EnumShape enumShape
        && (enumShape.hasBodies() || enumShape.hasFields())
        && sealedParent == null) {
      return Collections.unmodifiableMap(EnumClasses.define(enumShape));
    }
    return Map.of(shape.name(), make(shape, sealedParent));
  }

  private synchronized void count(long took) {
    if (generated == 0) {
      firstNanos = took;
    }
    generated++;
    totalNanos += took;
  }

  private byte[] make(TypeShape shape, PolymorphicShape sealedParent) {
    DynamicType.Builder<?> builder;
    if (shape instanceof PolymorphicShape sealed) {
      builder = sealedInterface(sealed);
    } else if (shape instanceof EnumShape enumShape) {
      builder = byteBuddy.makeEnumeration(enumShape.constants()).name(enumShape.name());
      if (enumShape.hasLabels()) {
        builder = EnumLabels.define(builder, enumShape);
      }
    } else if (shape instanceof RecordShape record) {
      builder = record(record);
    } else if (shape instanceof ContainerClassShape container) {
      builder = ContainerClasses.define(byteBuddy, container);
    } else {
      builder = type((ClassShape) shape);
      if (sealedParent != null) {
        builder = builder.modifiers(Visibility.PUBLIC, TypeManifestation.FINAL);
      }
    }
    if (sealedParent != null) {
      builder = builder.implement(Types.latent(sealedParent));
    }
    try (DynamicType.Unloaded<?> unloaded = builder.make()) {
      return unloaded.getBytes();
    }
  }

  /**
   * How many classes it made and how long they took, the first (which warms Byte Buddy up) apart.
   */
  public synchronized GenerationStats stats() {
    return new GenerationStats(generated, totalNanos / 1_000_000, firstNanos / 1_000_000);
  }

  /**
   * Generation timing.
   *
   * @param firstMillis the first class's share of {@code millis}
   */
  public record GenerationStats(int classes, long millis, long firstMillis) {

    /** Classes per second after the first one, or 0 when there were too few to say. */
    public long classesPerSecondAfterFirst() {
      long rest = millis - firstMillis;
      return classes < 2 || rest <= 0 ? 0 : (classes - 1) * 1000L / rest;
    }
  }

  /**
   * A public sealed interface, {@code Serializable}, permitting the subtypes, which are to
   * implement it.
   */
  private DynamicType.Builder<?> sealedInterface(PolymorphicShape sealed) {
    List<TypeDescription> permitted =
        sealed.subtypes().stream().map(subtype -> Types.permitted(subtype, sealed)).toList();
    return byteBuddy
        .makeInterface()
        .name(sealed.name())
        .modifiers(Visibility.PUBLIC, TypeManifestation.INTERFACE)
        .implement(Serializable.class)
        .permittedSubclass(permitted);
  }

  private DynamicType.Builder<?> record(RecordShape record) {
    DynamicType.Builder<?> builder =
        byteBuddy.makeRecord().name(record.name()).implement(Serializable.class);
    for (FieldShape component : record.components()) {
      builder = builder.defineRecordComponent(component.name(), Types.generic(component.type()));
    }
    if (record.packagePrivate()) {
      builder =
          builder
              .modifiers(TypeManifestation.FINAL)
              .visit(new ModifierAdjustment().withConstructorModifiers(Visibility.PACKAGE_PRIVATE));
    }
    return builder;
  }

  private DynamicType.Builder<?> type(ClassShape shape) {
    TypeDescription.Generic superType =
        shape
            .superclass()
            .map(s -> Types.parameterized(Types.latent(s), shape.superclassArguments()))
            .orElse(TypeDescription.ForLoadedType.of(Object.class).asGenericType());
    DynamicType.Builder<?> builder =
        byteBuddy
            .subclass(superType, ConstructorStrategy.Default.NO_CONSTRUCTORS)
            .name(shape.name())
            .modifiers(Visibility.PUBLIC);
    for (String parameter : shape.typeParameters()) {
      builder = builder.typeVariable(parameter);
    }
    if (shape.persistence() == Persistence.SERIALIZABLE) {
      builder = builder.implement(Serializable.class);
    } else if (shape.persistence() == Persistence.EXTERNALIZABLE) {
      builder = builder.implement(Externalizable.class);
    }
    if (shape.serialVersionUid().isPresent()) {
      builder =
          builder
              .defineField(
                  "serialVersionUID",
                  long.class,
                  Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL)
              .value(shape.serialVersionUid().getAsLong());
    }
    for (FieldShape field : shape.fields()) {
      builder =
          builder.defineField(field.name(), Types.generic(field.type()), Types.modifiers(field));
    }
    boolean noArg = shape.constructors().contains(ConstructorKind.NO_ARG);
    if (noArg) {
      builder = Constructors.define(builder, shape, ConstructorKind.NO_ARG);
    }
    boolean allArgsIsNoArg = Constructors.allArgs(shape).isEmpty();
    if (shape.constructors().contains(ConstructorKind.ALL_ARGS) && !(noArg && allArgsIsNoArg)) {
      builder = Constructors.define(builder, shape, ConstructorKind.ALL_ARGS);
    }
    if (shape.persistence() == Persistence.EXTERNALIZABLE) {
      builder = ExternalizableMethods.define(builder, shape);
    }
    if (shape.style() == ClassStyle.BEAN) {
      builder = BeanAccessors.define(builder, shape);
    }
    return builder;
  }
}
