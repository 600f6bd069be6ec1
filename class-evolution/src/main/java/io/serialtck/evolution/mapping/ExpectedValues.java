package io.serialtck.evolution.mapping;

import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.ContainerOrder;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Derives what the reader should produce from what the writer wrote and the evolution between their
 * versions: an untouched field keeps its value; a renamed field brings its old value; a changed
 * type converts the value when the new type can hold it exactly; a field the reader adds, or that
 * is transient on either side, holds its type's default; a field only the writer has is absent. A
 * container's elements are expected in the order the writer's container iterated them, and that
 * order is demanded only when the writer's and the reader's containers both keep one. Nested
 * generated objects are mapped the same way, by their own class's mapping.
 */
public final class ExpectedValues {

  private final EvolvedClass evolved;
  private final boolean toAfter;
  private final Map<String, TypeShape> readerGraph;
  private final Map<String, TypeShape> writerGraph;
  private final Map<String, ClassMapping> mappings = new HashMap<>();
  private final Set<String> evolvedPaths = new HashSet<>();
  private final Map<String, Map<String, Value>> constructed;
  private final Set<String> initialisedPaths = new HashSet<>();
  private boolean converted;

  private ExpectedValues(EvolvedClass evolved, boolean toAfter) {
    this(evolved, toAfter, Map.of());
  }

  private ExpectedValues(
      EvolvedClass evolved, boolean toAfter, Map<String, Map<String, Value>> constructed) {
    this.evolved = evolved;
    this.toAfter = toAfter;
    this.constructed = constructed;
    this.readerGraph = ShapeGraph.of(toAfter ? evolved.after() : evolved.before());
    this.writerGraph = ShapeGraph.of(toAfter ? evolved.before() : evolved.after());
  }

  /** The new version reads what the old one wrote. */
  public static Expectation backward(ObjectValue written, EvolvedClass evolved) {
    return new ExpectedValues(evolved, true).derive(written);
  }

  /** The old version reads what the new one wrote. */
  public static Expectation forward(ObjectValue written, EvolvedClass evolved) {
    return new ExpectedValues(evolved, false).derive(written);
  }

  /**
   * The new version ({@code toAfter}) or the old one reads what the other wrote, a field the reader
   * adds being expected at what its class's construction gives it ({@code constructed}: class name
   * to field name to value) rather than at its type's default.
   */
  public static Expectation across(
      ObjectValue written,
      EvolvedClass evolved,
      boolean toAfter,
      Map<String, Map<String, Value>> constructed) {
    return new ExpectedValues(evolved, toAfter, constructed).derive(written);
  }

  /**
   * One version reads what it wrote: the same value, except that transient fields, which no
   * serializer is to carry, are expected at their defaults.
   */
  public static Expectation roundTrip(ObjectValue written, TypeShape shape) {
    return new ExpectedValues(new EvolvedClass(shape, shape, Map.of()), true).derive(written);
  }

  /**
   * A chain of evolutions, v1 to vN, read by vN: each step's expectation is the next step's writer
   * value, and evolved fields accumulate.
   */
  public static Expectation throughChain(ObjectValue written, List<EvolvedClass> steps) {
    return chain(written, steps, true);
  }

  /**
   * The same chain the other way: vN writes and v1 reads, each step undone in turn from the last to
   * the first.
   */
  public static Expectation backThroughChain(ObjectValue written, List<EvolvedClass> steps) {
    List<EvolvedClass> reversed = new ArrayList<>(steps);
    java.util.Collections.reverse(reversed);
    return chain(written, reversed, false);
  }

  private static Expectation chain(ObjectValue written, List<EvolvedClass> steps, boolean toAfter) {
    ObjectValue value = written;
    Set<String> paths = new HashSet<>();
    boolean anyConverted = false;
    for (EvolvedClass step : steps) {
      Set<String> carried = new HashSet<>();
      ClassMapping root =
          toAfter ? step.fromBefore(value.className()) : step.fromAfter(value.className());
      for (String path : paths) {
        String head = path.split("[.\\[]", 2)[0];
        String rest = path.substring(head.length());
        root.links().stream()
            .filter(l -> head.equals(l.before()) && l.after() != null)
            .findFirst()
            .ifPresent(l -> carried.add(l.after() + rest));
      }
      Expectation next = toAfter ? backward(value, step) : forward(value, step);
      carried.addAll(next.evolvedPaths());
      paths = carried;
      value = next.expected();
      anyConverted |= next.converted();
    }
    return new Expectation(value, paths, anyConverted);
  }

  private Expectation derive(ObjectValue written) {
    ObjectValue expected = (ObjectValue) object(written, "");
    return new Expectation(expected, evolvedPaths, converted, initialisedPaths);
  }

  /** The mapping of a writer class, computed once per class: objects of a class are many. */
  private ClassMapping mapping(String writerClass) {
    return mappings.computeIfAbsent(
        writerClass, name -> toAfter ? evolved.fromBefore(name) : evolved.fromAfter(name));
  }

  private Value object(ObjectValue written, String path) {
    ClassMapping mapping = mapping(written.className());
    Optional<TypeShape> readerShape = Optional.ofNullable(readerGraph.get(mapping.afterName()));
    Optional<TypeShape> writerShape = Optional.ofNullable(writerGraph.get(written.className()));
    if (readerShape.isEmpty() && writerShape.isPresent()) {
      // a class only the writer's version has (a subtype it added): the reader cannot hold it
      return new UnrepresentableValue(
          written.render() + ": " + mapping.afterName() + " is no class of the reader's version");
    }
    if (readerShape.isEmpty() || writerShape.isEmpty()) {
      return written;
    }
    List<ObjectValue.Field> fields = new ArrayList<>();
    for (FieldShape field : EvolvedClass.fieldsOf(readerShape.get())) {
      String fieldPath = path.isEmpty() ? field.name() : path + "." + field.name();
      Optional<FieldLink> link = mapping.linkTo(field.name());
      if (link.map(FieldLink::evolved).orElse(true)) {
        evolvedPaths.add(fieldPath);
      }
      Value constructedValue =
          link.map(FieldLink::before).isEmpty()
              ? constructed.getOrDefault(mapping.afterName(), Map.of()).get(field.name())
              : null;
      if (constructedValue != null && !field.is(FieldModifier.TRANSIENT)) {
        initialisedPaths.add(fieldPath);
        fields.add(new ObjectValue.Field(field.name(), constructedValue));
        continue;
      }
      fields.add(
          new ObjectValue.Field(
              field.name(), fieldValue(written, writerShape.get(), field, link, fieldPath)));
    }
    return new ObjectValue(mapping.afterName(), written.id(), fields);
  }

  private Value fieldValue(
      ObjectValue written,
      TypeShape writerShape,
      FieldShape readerField,
      Optional<FieldLink> link,
      String path) {
    if (readerField.is(FieldModifier.TRANSIENT)) {
      return Defaults.of(readerField.type());
    }
    String source = link.map(FieldLink::before).orElse(null);
    Optional<FieldShape> writerField =
        EvolvedClass.fieldsOf(writerShape).stream()
            .filter(f -> f.name().equals(source))
            .findFirst();
    if (source == null || writerField.isEmpty() || writerField.get().is(FieldModifier.TRANSIENT)) {
      return Defaults.of(readerField.type());
    }
    Value value = written.field(source).orElse(NullValue.NULL);
    return convert(value, writerField.get().type(), readerField.type(), path);
  }

  private Value convert(Value value, TypeRef from, TypeRef to, String path) {
    if (value instanceof NullValue) {
      if (to.isPrimitive()) {
        converted = true;
        return Defaults.of(to);
      }
      return value;
    }
    if (value instanceof RefValue || value instanceof UnrepresentableValue) {
      return value;
    }
    if (value instanceof ObjectValue object) {
      return object(object, path);
    }
    if (value instanceof ScalarValue scalar && readerEnum(to) != null) {
      converted = true;
      return constantNamed(scalar, readerEnum(to));
    }
    if (value instanceof ScalarValue scalar) {
      Value result = ScalarConversions.convert(scalar, scalarTypeName(to, scalar));
      converted |= !result.equals(scalar);
      return result;
    }
    if (value instanceof EnumValue constant) {
      return enumConstant(constant, to);
    }
    if (value instanceof ArrayValue array) {
      Value elements = elements(array.elements(), array.id(), true, elementType(from, 0), to, path);
      if (to instanceof TypeRef.ArrayType declared
          && declared.component() instanceof TypeRef.TypeVariable
          && elements instanceof ArrayValue expected) {
        // a T[] holds the array of the class T stands for: what was written
        return new ArrayValue(array.componentType(), expected.id(), expected.elements());
      }
      return elements;
    }
    if (value instanceof CollectionValue collection) {
      return elements(
          collection.elements(),
          collection.id(),
          collection.ordered(),
          elementType(asContainer(from, collection), 0),
          asContainer(to, collection),
          path);
    }
    return map((MapValue) value, from, to, path);
  }

  private static String scalarTypeName(TypeRef to, ScalarValue scalar) {
    if (to instanceof TypeRef.JdkType jdk
        && !jdk.name().equals("java.lang.Object")
        && !JdkSubtypes.isProperSubtype(scalar.type(), jdk.name())) {
      return jdk.name();
    }
    return scalar.type().contains(".") ? scalar.type() : boxOf(scalar.type());
  }

  private static String boxOf(String primitive) {
    return switch (primitive) {
      case "int" -> "java.lang.Integer";
      case "char" -> "java.lang.Character";
      default -> "java.lang." + Character.toUpperCase(primitive.charAt(0)) + primitive.substring(1);
    };
  }

  /** An enum constant read into a String field is its name. */
  private Value enumConstant(EnumValue constant, TypeRef to) {
    if (to.equals(TypeRef.of(String.class))) {
      converted = true;
      return ScalarValue.string(constant.constant());
    }
    EnumShape shape = readerEnum(to);
    if (shape == null) {
      return constant;
    }
    String name = renamedConstant(constant);
    if (!shape.constants().contains(name)) {
      return new UnrepresentableValue(constant.render() + " is no constant of " + shape.render());
    }
    return new EnumValue(shape.name(), name);
  }

  /** The constant's name in the reader's version: a declared rename of it, else its own. */
  private String renamedConstant(EnumValue constant) {
    return mapping(constant.className()).links().stream()
        .filter(link -> constant.constant().equals(link.before()) && link.after() != null)
        .map(FieldLink::after)
        .findFirst()
        .orElse(constant.constant());
  }

  /** A String read into an enum field is the constant of that name, if the enum has one. */
  private static Value constantNamed(ScalarValue text, EnumShape shape) {
    return shape.constants().contains(text.text())
        ? new EnumValue(shape.name(), text.text())
        : new UnrepresentableValue("\"" + text.text() + "\" is no constant of " + shape.render());
  }

  /** The reader's enum a field of this type holds, as the reader's graph has it; null if none. */
  private EnumShape readerEnum(TypeRef to) {
    if (to instanceof TypeRef.GeneratedType generated
        && generated.shape() instanceof EnumShape readerEnum) {
      return (EnumShape) readerGraph.getOrDefault(readerEnum.name(), readerEnum);
    }
    return null;
  }

  /**
   * Elements converted into the reader's container, in the order the writer's container iterated
   * them; the order is part of the expectation only when both containers keep one.
   */
  private Value elements(
      List<Value> elements,
      int id,
      boolean writerOrdered,
      TypeRef fromElement,
      TypeRef to,
      String path) {
    TypeRef toElement = elementType(to, 0);
    List<Value> converted = new ArrayList<>();
    for (Value element : elements) {
      converted.add(convert(element, fromElement, toElement, path + "[]"));
    }
    if (to instanceof TypeRef.ArrayType array) {
      return new ArrayValue(arrayComponentName(array.component()), id, converted);
    }
    if (!(to instanceof TypeRef.ContainerType container)) {
      return new UnrepresentableValue("elements as " + to.render());
    }
    if (isSet(container.jdkImplementation())) {
      Map<String, Value> distinct = new LinkedHashMap<>();
      converted.forEach(v -> distinct.putIfAbsent(v.render(), v));
      converted = new ArrayList<>(distinct.values());
    }
    return new CollectionValue(
        container.implementation(),
        id,
        writerOrdered
            && ContainerOrder.isDemanded(container.jdkImplementation(), container.declared()),
        converted);
  }

  private Value map(MapValue map, TypeRef from, TypeRef to, String path) {
    if (!(to instanceof TypeRef.ContainerType container) || !container.isMap()) {
      return new UnrepresentableValue(map.render() + " as " + to.render());
    }
    List<MapValue.Entry> entries = new ArrayList<>();
    for (MapValue.Entry entry : map.entries()) {
      entries.add(
          new MapValue.Entry(
              convert(entry.key(), elementType(from, 0), elementType(to, 0), path + "[]"),
              convert(entry.value(), elementType(from, 1), elementType(to, 1), path + "[]")));
    }
    return new MapValue(
        container.implementation(),
        map.id(),
        map.ordered()
            && ContainerOrder.isDemanded(container.jdkImplementation(), container.declared()),
        entries);
  }

  /**
   * The type a collection in a place declared as {@code declared} is read as: its own class, of
   * {@code Object}s, where the place says nothing of it ({@code Object}, a type variable: an
   * element of a {@code List<Object>}); else the place's type.
   */
  private static TypeRef asContainer(TypeRef declared, CollectionValue collection) {
    boolean untyped =
        declared instanceof TypeRef.TypeVariable
            || declared.binaryName().equals("java.lang.Object");
    if (!untyped) {
      return declared;
    }
    return new TypeRef.ContainerType(
        collection.className(),
        collection.className(),
        List.of(new TypeRef.JdkType("java.lang.Object")));
  }

  private static TypeRef elementType(TypeRef container, int index) {
    if (container instanceof TypeRef.ArrayType array) {
      return array.component();
    }
    if (container instanceof TypeRef.ContainerType c && c.arguments().size() > index) {
      return c.arguments().get(index);
    }
    return new TypeRef.JdkType("java.lang.Object");
  }

  private static String arrayComponentName(TypeRef component) {
    return component.binaryName();
  }

  private static boolean isSet(String implementation) {
    return implementation.endsWith("Set");
  }
}
