package io.serialtck.evolution.catalogue;

import static io.serialtck.evolution.catalogue.ComparisonGroup.BOXING;
import static io.serialtck.evolution.catalogue.ComparisonGroup.COLLECTION_TYPE_CHANGES;
import static io.serialtck.evolution.catalogue.ComparisonGroup.TYPE_CONVERSIONS;

import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.ContainerOrder;
import io.serialtck.value.MapValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The declared-type changes of the catalogue, each declared once as a {@link CatalogueKind}: a
 * field {@code value} of the type the change starts from, written with a value the new type can
 * hold exactly (the value sweeps ask the others).
 */
public final class TypeChanges {

  /**
   * One kind of type change.
   *
   * @param example a type it applies to, used by the curated example
   */
  public record TypeChange(
      String id,
      String description,
      TypeRef example,
      Predicate<TypeRef> applies,
      UnaryOperator<TypeRef> change) {

    public boolean appliesTo(TypeRef type) {
      return applies.test(type);
    }

    public TypeRef change(TypeRef type) {
      return change.apply(type);
    }
  }

  private static final TypeRef INTEGER = TypeRef.of(Integer.class);
  private static final TypeRef STRING = TypeRef.of(String.class);

  private static final List<CatalogueKind> KINDS = declare();

  private TypeChanges() {}

  /** Every type change's kind, in catalogue order. */
  static List<CatalogueKind> kinds() {
    return KINDS;
  }

  /** Every type change, always the same instances. */
  public static List<TypeChange> all() {
    return KINDS.stream().map(k -> ((FieldTypeChanged) k.evolution()).change()).toList();
  }

  public static TypeChange byId(String id) {
    return all().stream()
        .filter(c -> c.id().equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no type change " + id));
  }

  private static List<CatalogueKind> declare() {
    return List.of(
        scalar(TYPE_CONVERSIONS, "int-to-long", int.class, long.class, "42")
            .declare("`int value` becomes `long`", "widened", "5.6.1 primitive type change"),
        scalar(TYPE_CONVERSIONS, "long-to-int", long.class, int.class, "42")
            .declare(
                "`long value` becomes `int`",
                "narrowed if in range, else not representable",
                "5.6.1"),
        scalar(TYPE_CONVERSIONS, "float-to-double", float.class, double.class, "1.5")
            .declare("`float` becomes `double`", "exact widening `(double) f`", "5.6.1"),
        scalar(BOXING, "int-to-Integer", int.class, Integer.class, "42")
            .declare("`int` becomes `Integer`", "boxed", "5.6.1 (a primitive's declared type)"),
        scalar(BOXING, "Integer-to-int", Integer.class, int.class, "42")
            .declare("`Integer` becomes `int`", "unboxed; null becomes 0", "5.6.1"),
        scalar(TYPE_CONVERSIONS, "int-to-String", int.class, String.class, "42")
            .declare("`int` becomes `String`", "decimal text", "5.6.1"),
        scalar(TYPE_CONVERSIONS, "String-to-int", String.class, int.class, "42")
            .declare(
                "`String` becomes `int`",
                "parsed if an integer in range, else not representable",
                "incompatible object type"),
        scalar(TYPE_CONVERSIONS, "int-to-BigDecimal", int.class, BigDecimal.class, "42")
            .declare("`int` becomes `BigDecimal`", "`new BigDecimal(text)`, scale 0", "5.6.1"),
        scalar(TYPE_CONVERSIONS, "BigDecimal-to-String", BigDecimal.class, String.class, "19.90")
            .declare(
                "`BigDecimal` becomes `String`",
                "`toString()` (keeps the scale)",
                "incompatible object type"),
        scalar(
                TYPE_CONVERSIONS,
                "BigInteger-to-BigDecimal",
                BigInteger.class,
                BigDecimal.class,
                "12345678901234567890")
            .declare(
                "`BigInteger` becomes `BigDecimal`",
                "same number, scale 0",
                "incompatible object type"),
        declaration(
                TYPE_CONVERSIONS,
                new TypeChange(
                    "enum-to-String",
                    "an enum becomes String",
                    TypeRef.of(Examples.colour("enum-to-String")),
                    t -> t instanceof TypeRef.GeneratedType g && g.shape() instanceof EnumShape,
                    t -> STRING))
            .writes("value", CuratedValues.colour("GREEN"))
            .declare(
                "`Colour value` (`enum { RED, GREEN, BLUE }`) becomes `String`",
                "the constant's name; back: the constant of that name, else not representable",
                "incompatible object type"),
        container("ArrayList-to-LinkedList", ArrayList.class, LinkedList.class, STRING)
            .declare(
                "declared `ArrayList<String>` becomes `LinkedList<String>`",
                "same elements in a LinkedList",
                "incompatible object type"),
        container("ArrayList-to-HashSet", ArrayList.class, HashSet.class, STRING)
            .declare(
                "`ArrayList<String>` becomes `HashSet<String>`",
                "distinct elements, order ignored",
                "incompatible object type"),
        declaration(
                COLLECTION_TYPE_CHANGES,
                new TypeChange(
                    "List-to-Set",
                    "List<E> (an ArrayList) becomes Set<E> (a HashSet)",
                    TypeRef.container(List.class, ArrayList.class, STRING),
                    t ->
                        t instanceof TypeRef.ContainerType c
                            && c.declared().equals(List.class.getName()),
                    t ->
                        new TypeRef.ContainerType(
                            Set.class.getName(),
                            HashSet.class.getName(),
                            ((TypeRef.ContainerType) t).arguments())))
            .declare(
                "`List<String>` (an ArrayList) becomes `Set<String>` (a HashSet)",
                "distinct elements, order ignored",
                "compatible declared types only if the stream's class fits"),
        container("HashMap-to-LinkedHashMap", HashMap.class, LinkedHashMap.class, STRING, INTEGER)
            .declare(
                "`HashMap<String,Integer>` becomes `LinkedHashMap`",
                "same entries, now ordered",
                "incompatible object type"),
        container("LinkedHashMap-to-HashMap", LinkedHashMap.class, HashMap.class, STRING, INTEGER)
            .declare(
                "`LinkedHashMap` becomes `HashMap`",
                "same entries, order ignored",
                "incompatible object type"),
        container("HashSet-to-LinkedHashSet", HashSet.class, LinkedHashSet.class, STRING)
            .declare(
                "`HashSet<String>` becomes `LinkedHashSet`",
                "same elements, now ordered",
                "incompatible object type"),
        declaration(
                COLLECTION_TYPE_CHANGES,
                new TypeChange(
                    "List-element-int-to-long",
                    "List<Integer> becomes List<Long>",
                    TypeRef.list(INTEGER),
                    t ->
                        t instanceof TypeRef.ContainerType c
                            && c.arguments().equals(List.of(INTEGER)),
                    t -> {
                      TypeRef.ContainerType c = (TypeRef.ContainerType) t;
                      return new TypeRef.ContainerType(
                          c.declared(), c.implementation(), List.of(TypeRef.of(Long.class)));
                    }))
            .declare(
                "`List<Integer>` becomes `List<Long>`",
                "each element widened to Long",
                "erasure hides it from Java"),
        declaration(
                COLLECTION_TYPE_CHANGES,
                new TypeChange(
                    "array-to-List",
                    "int[] becomes List<Integer> (an ArrayList)",
                    TypeRef.of(int[].class),
                    t -> t.equals(TypeRef.of(int[].class)),
                    t -> TypeRef.list(INTEGER)))
            .writes(
                "value", new ArrayValue("int", 0, List.of(integer("int", 1), integer("int", 2))))
            .declare(
                "`int[]` becomes `List<Integer>`",
                "elements boxed into an ArrayList",
                "incompatible object type"));
  }

  /**
   * A kind whose example is a field {@code value} of the change's example type; a container holds
   * {@link #containerSample two elements or entries}.
   */
  private static Declaration declaration(ComparisonGroup group, TypeChange change) {
    Declaration declaration =
        new Declaration(
            KindDeclaration.example(
                group,
                new FieldTypeChanged(change, "value"),
                id -> Examples.sample(id, FieldShape.of("value", change.example()))),
            change);
    return change.example() instanceof TypeRef.ContainerType container
        ? declaration.writes("value", containerSample(container))
        : declaration;
  }

  private static Declaration scalar(
      ComparisonGroup group, String id, Class<?> from, Class<?> to, String exampleText) {
    TypeRef fromType = TypeRef.of(from);
    TypeRef toType = TypeRef.of(to);
    TypeChange change =
        new TypeChange(
            id,
            fromType.render() + " becomes " + toType.render(),
            fromType,
            fromType::equals,
            t -> toType);
    return declaration(group, change).writes("value", new ScalarValue(from.getName(), exampleText));
  }

  private static Declaration container(
      String id, Class<?> from, Class<?> to, TypeRef... arguments) {
    TypeRef example = TypeRef.container(from, from, arguments);
    TypeChange change =
        new TypeChange(
            id,
            from.getSimpleName() + "<…> becomes " + to.getSimpleName() + "<…>",
            example,
            t -> t instanceof TypeRef.ContainerType c && c.declared().equals(from.getName()),
            t ->
                new TypeRef.ContainerType(
                    to.getName(), to.getName(), ((TypeRef.ContainerType) t).arguments()));
    return declaration(COLLECTION_TYPE_CHANGES, change);
  }

  /** Two elements or entries in an order that differs from their sorted order. */
  private static Value containerSample(TypeRef.ContainerType container) {
    String implementation = container.implementation();
    boolean ordered = ContainerOrder.isOrdered(implementation);
    if (container.isMap()) {
      return new MapValue(
          implementation,
          0,
          ordered,
          List.of(
              new MapValue.Entry(ScalarValue.string("zulu"), integer("java.lang.Integer", 1)),
              new MapValue.Entry(ScalarValue.string("alpha"), integer("java.lang.Integer", 2))));
    }
    List<Value> elements =
        container.arguments().get(0).equals(INTEGER)
            ? List.of(integer("java.lang.Integer", 3), integer("java.lang.Integer", 1))
            : List.of(ScalarValue.string("zulu"), ScalarValue.string("alpha"));
    return new CollectionValue(implementation, 0, ordered, elements);
  }

  private static Value integer(String type, int value) {
    return new ScalarValue(type, Integer.toString(value));
  }

  /** A type change's kind being declared: its example value, then its texts. */
  private record Declaration(KindDeclaration kind, TypeChange change) {

    Declaration writes(String field, Value value) {
      kind.writes(field, value);
      return this;
    }

    CatalogueKind declare(String exampleText, String valueMapping, String javaSpecification) {
      return kind.declare(
          exampleText,
          valueMapping,
          javaSpecification,
          KindDeclaration.onField(
              f -> change.appliesTo(f.type()), (s, f) -> new FieldTypeChanged(change, f.name())));
    }
  }
}
