package io.serialtck.tck.release;

import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.PolymorphicShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.property.ValueGenerator;
import io.serialtck.tck.release.ReleaseChange.Kind;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.ContainerOrder;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Values aimed at a root's changes, so that no change depends on a random value to be met: for each
 * change the writer of a direction can exercise, values whose field (somewhere in the root's graph)
 * holds what exercises it.
 *
 * <ul>
 *   <li>a constant the reader lacks (removed, read {@code backward}; added, read {@code forward})
 *       and every constant whose position changed, in a field of its enum's type;
 *   <li>a changed type's boundary values ({@link BoundaryValues}) and null;
 *   <li>a removed, added or renamed field null and not null, a container empty and not;
 * </ul>
 *
 * The rest of each value is the team's: a value is placed in the first object of the field's class
 * that one of the team's samples of the root holds ({@link TeamSamples}); else it is generated as
 * the random tries are, trying further seeds until a generated value holds such an object.
 */
final class AimedValues {

  /** Seeds tried for a generated value that holds an object of the class aimed at. */
  private static final int PLACEMENT_TRIES = 40;

  /**
   * One aimed value.
   *
   * @param change the change it exercises
   * @param what what it writes there, for the cell's detail ({@code AUTHORIZED}, {@code null})
   * @param value the whole value the writer writes
   */
  record Aimed(ReleaseChange change, String what, ObjectValue value) {}

  private final ReadShape writer;
  private final long seed;

  private AimedValues(ReadShape writer, long seed) {
    this.writer = writer;
    this.seed = seed;
  }

  /**
   * The values aimed at the changes a direction's writer can exercise.
   *
   * @param fromOld {@code backward}: the earlier release writes
   * @param seed the run's seed, which the rest of each value derives from
   */
  static List<Aimed> of(ReleaseRoot root, boolean fromOld, long seed) {
    AimedValues values = new AimedValues(fromOld ? root.before() : root.after(), seed);
    List<Aimed> aimed = new ArrayList<>();
    for (ReleaseChange change : root.changes().changes()) {
      values.aimAt(change, fromOld, aimed);
    }
    return aimed;
  }

  /** Whether some value of the direction can exercise the change at all. */
  static boolean exercisable(ReleaseChange change, boolean fromOld) {
    return switch (change.kind()) {
      case FIELD_REMOVED, CONSTANT_REMOVED, SUBTYPE_REMOVED -> fromOld;
      case FIELD_ADDED, CONSTANT_ADDED, SUBTYPE_ADDED -> !fromOld;
      case CLASS_ONLY_BEFORE, CLASS_ONLY_AFTER -> false;
      default -> true;
    };
  }

  private void aimAt(ReleaseChange change, boolean fromOld, List<Aimed> aimed) {
    if (!exercisable(change, fromOld)) {
      return;
    }
    switch (change.kind()) {
      case CONSTANT_ADDED, CONSTANT_REMOVED ->
          constant(change, change.member()).ifPresent(aimed::add);
      case CONSTANT_RENAMED ->
          constant(change, fromOld ? change.member() : change.renamedTo().orElseThrow())
              .ifPresent(aimed::add);
      case SUBTYPE_ADDED, SUBTYPE_REMOVED -> subtype(change).ifPresent(aimed::add);
      case CLASS_MOVED ->
          instance(change, fromOld ? change.className() : change.renamedTo().orElseThrow())
              .ifPresent(aimed::add);
      case COMPONENTS_REORDERED -> instance(change, change.className()).ifPresent(aimed::add);
      case CONSTANTS_REORDERED -> {
        for (String constant : movedConstants(change)) {
          constant(change, constant).ifPresent(aimed::add);
        }
      }
      case FIELD_ADDED, FIELD_REMOVED, FIELD_CHANGED, FIELD_RENAMED -> {
        String field =
            change.kind() == Kind.FIELD_RENAMED && !fromOld
                ? change.renamedTo().orElseThrow()
                : change.member();
        fieldValues(change, field).forEach(aimed::add);
      }
      default -> {
        // a change of the class itself: every value of the root exercises it
      }
    }
  }

  private List<Aimed> fieldValues(ReleaseChange change, String fieldName) {
    TypeShape owner = ShapeGraph.of(writer.shape()).get(change.className());
    if (owner == null) {
      return List.of();
    }
    Optional<FieldShape> field =
        EvolvedClass.fieldsOf(owner).stream().filter(f -> f.name().equals(fieldName)).findFirst();
    if (field.isEmpty() || writer.nullTypes().contains(field.get().type().binaryName())) {
      return List.of();
    }
    List<Aimed> aimed = new ArrayList<>();
    for (Value value : valuesOf(field.get().type())) {
      place(change.className(), fieldName, value)
          .ifPresent(root -> aimed.add(new Aimed(change, value.render(), root)));
    }
    return aimed;
  }

  /** Boundaries of a scalar, null and not for a reference, empty and not for a container. */
  private List<Value> valuesOf(TypeRef type) {
    List<Value> values = new ArrayList<>();
    ValueGenerator generator = new ValueGenerator(new SplittableRandom(seed), writer.nullTypes());
    if (type instanceof TypeRef.JdkType jdk) {
      BoundaryValues.of(jdk.name()).forEach(text -> values.add(new ScalarValue(jdk.name(), text)));
    } else if (type instanceof TypeRef.ContainerType container) {
      values.add(empty(container));
      values.add(nonEmpty(container, generator));
    } else if (type instanceof TypeRef.ArrayType array) {
      values.add(new ArrayValue(array.component().binaryName(), 0, List.of()));
      values.add(generator.nonNull(type));
    } else {
      values.add(generator.nonNull(type));
    }
    if (values.isEmpty()) {
      values.add(generator.nonNull(type));
    }
    if (!type.isPrimitive()) {
      values.add(NullValue.NULL);
    }
    return values;
  }

  private static Value empty(TypeRef.ContainerType container) {
    boolean ordered = ContainerOrder.isOrdered(container.implementation());
    return container.isMap()
        ? new MapValue(container.implementation(), 0, ordered, List.of())
        : new CollectionValue(container.implementation(), 0, ordered, List.of());
  }

  private static Value nonEmpty(TypeRef.ContainerType container, ValueGenerator generator) {
    Value value;
    int guard = 0;
    do {
      value = generator.nonNull(container);
    } while (isEmpty(value) && ++guard < 20);
    return value;
  }

  private static boolean isEmpty(Value value) {
    return (value instanceof CollectionValue c && c.elements().isEmpty())
        || (value instanceof MapValue m && m.entries().isEmpty());
  }

  private Optional<Aimed> constant(ReleaseChange change, String constant) {
    return placeWhere(
        type ->
            type instanceof TypeRef.GeneratedType generated
                && generated.shape() instanceof EnumShape shape
                && shape.name().equals(change.className())
                && shape.constants().contains(constant),
        new EnumValue(change.className(), constant),
        change,
        constant);
  }

  /**
   * An object of the subtype the change names, placed in a field declared as its polymorphic type
   * (or a collection of it): the team's own sample of the subtype where there is one.
   */
  private Optional<Aimed> subtype(ReleaseChange change) {
    TypeShape subtype = ShapeGraph.of(writer.shape()).get(change.member());
    if (subtype == null) {
      return Optional.empty();
    }
    List<ObjectValue> samples = writer.samples().of(subtype.name());
    Value object =
        samples.isEmpty()
            ? new ValueGenerator(new SplittableRandom(seed), writer.nullTypes())
                .nonNull(new TypeRef.GeneratedType(subtype))
            : samples.get(0);
    return placeWhere(
        type ->
            type instanceof TypeRef.GeneratedType generated
                && generated.shape() instanceof PolymorphicShape polymorphic
                && polymorphic.name().equals(change.className())
                && polymorphic.subtypeNames().contains(subtype.name()),
        object,
        change,
        subtype.simpleName());
  }

  /**
   * An object of the class the change names (the team's sample of it whose fields all differ from
   * each other where there is one, so that values read into each other's places show), as the root
   * or placed in a field declared as that class.
   */
  private Optional<Aimed> instance(ReleaseChange change, String className) {
    TypeShape shape = ShapeGraph.of(writer.shape()).get(className);
    if (shape == null) {
      return Optional.empty();
    }
    ObjectValue object =
        writer.samples().of(className).stream()
            .filter(AimedValues::fieldsDiffer)
            .findFirst()
            .orElseGet(
                () ->
                    new ValueGenerator(new SplittableRandom(seed), writer.nullTypes())
                        .object(shape));
    if (className.equals(writer.shape().name())) {
      return Optional.of(new Aimed(change, shape.simpleName(), object));
    }
    return placeWhere(
        type ->
            type instanceof TypeRef.GeneratedType generated
                && generated.shape().name().equals(className),
        object,
        change,
        shape.simpleName());
  }

  private static boolean fieldsDiffer(ObjectValue object) {
    return object.fields().stream().map(f -> f.value().render()).distinct().count()
        == object.fields().size();
  }

  /** The first placement of {@code value} into a field whose type (or element type) fits. */
  private Optional<Aimed> placeWhere(
      java.util.function.Predicate<TypeRef> fits, Value value, ReleaseChange change, String what) {
    for (TypeShape shape : ShapeGraph.of(writer.shape()).values()) {
      for (FieldShape field : EvolvedClass.fieldsOf(shape)) {
        Optional<Value> holding = holding(field.type(), fits, value);
        if (holding.isPresent()) {
          Optional<ObjectValue> placed = place(shape.name(), field.name(), holding.get());
          if (placed.isPresent()) {
            return Optional.of(new Aimed(change, what, placed.get()));
          }
        }
      }
    }
    return Optional.empty();
  }

  /**
   * {@code value} as a value of the field's type, if the type fits it or is a collection whose
   * elements do.
   */
  private static Optional<Value> holding(
      TypeRef type, java.util.function.Predicate<TypeRef> fits, Value value) {
    if (fits.test(type)) {
      return Optional.of(value);
    }
    if (type instanceof TypeRef.ContainerType container
        && !container.isMap()
        && !container.arguments().isEmpty()) {
      return holding(container.arguments().get(0), fits, value)
          .map(
              element ->
                  new CollectionValue(
                      container.implementation(),
                      0,
                      ContainerOrder.isOrdered(container.implementation()),
                      List.of(element)));
    }
    return Optional.empty();
  }

  private static List<String> movedConstants(ReleaseChange change) {
    String[] orders = change.text().substring(change.text().indexOf(':') + 1).split("->");
    List<String> before = List.of(orders[0].strip().split(", "));
    List<String> after = List.of(orders[1].strip().split(", "));
    List<String> moved = new ArrayList<>();
    for (int i = 0; i < before.size(); i++) {
      if (!before.get(i).equals(after.get(i))) {
        moved.add(before.get(i));
      }
    }
    return moved;
  }

  /**
   * A generated root value with {@code value} in field {@code field} of the first object of class
   * {@code className} it holds; empty when no seed tried gives a value holding such an object.
   */
  private Optional<ObjectValue> place(String className, String field, Value value) {
    for (ObjectValue sample : writer.samples().of(writer.shape().name())) {
      Placement placement = new Placement(className, field, value);
      Value placed = placement.into(sample);
      if (placement.done && TeamSamples.selfContained(placed)) {
        return Optional.of((ObjectValue) placed);
      }
    }
    for (int i = 0; i < PLACEMENT_TRIES; i++) {
      ObjectValue root =
          new ValueGenerator(new SplittableRandom(seed * 31 + i), writer.nullTypes())
              .object(writer.shape());
      Placement placement = new Placement(className, field, value);
      Value placed = placement.into(root);
      if (placement.done) {
        return Optional.of((ObjectValue) placed);
      }
    }
    return Optional.empty();
  }

  /** Rebuilds a tree with one field of the first object of a class replaced. */
  private static final class Placement {
    private final String className;
    private final String field;
    private final Value value;
    private boolean done;

    Placement(String className, String field, Value value) {
      this.className = className;
      this.field = field;
      this.value = value;
    }

    Value into(Value tree) {
      if (done) {
        return tree;
      }
      if (tree instanceof ObjectValue object) {
        if (object.className().equals(className)
            && object.fields().stream().anyMatch(f -> f.name().equals(field))) {
          done = true;
          return new ObjectValue(
              object.className(),
              object.id(),
              object.fields().stream()
                  .map(f -> f.name().equals(field) ? new ObjectValue.Field(field, value) : f)
                  .toList());
        }
        List<ObjectValue.Field> fields = new ArrayList<>();
        object.fields().forEach(f -> fields.add(new ObjectValue.Field(f.name(), into(f.value()))));
        return new ObjectValue(object.className(), object.id(), fields);
      }
      if (tree instanceof CollectionValue collection) {
        return new CollectionValue(
            collection.className(),
            collection.id(),
            collection.ordered(),
            collection.elements().stream().map(this::into).toList());
      }
      if (tree instanceof ArrayValue array) {
        return new ArrayValue(
            array.componentType(), array.id(), array.elements().stream().map(this::into).toList());
      }
      if (tree instanceof MapValue map) {
        return new MapValue(
            map.className(),
            map.id(),
            map.ordered(),
            map.entries().stream().map(e -> new MapValue.Entry(e.key(), into(e.value()))).toList());
      }
      return tree;
    }
  }
}
