package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.TypeRef;
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

/** The declared-type changes of the catalogue, each with the type it applies to in its example. */
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

  private static final TypeRef INT = TypeRef.of(int.class);
  private static final TypeRef INTEGER = TypeRef.of(Integer.class);
  private static final TypeRef STRING = TypeRef.of(String.class);

  private TypeChanges() {}

  private static final List<TypeChange> ALL = define();

  /** Every type change, always the same instances. */
  public static List<TypeChange> all() {
    return ALL;
  }

  private static List<TypeChange> define() {
    return List.of(
        scalar("int-to-long", int.class, long.class),
        scalar("long-to-int", long.class, int.class),
        scalar("float-to-double", float.class, double.class),
        scalar("int-to-Integer", int.class, Integer.class),
        scalar("Integer-to-int", Integer.class, int.class),
        scalar("int-to-String", int.class, String.class),
        scalar("String-to-int", String.class, int.class),
        scalar("int-to-BigDecimal", int.class, BigDecimal.class),
        scalar("BigDecimal-to-String", BigDecimal.class, String.class),
        scalar("BigInteger-to-BigDecimal", BigInteger.class, BigDecimal.class),
        container("ArrayList-to-LinkedList", ArrayList.class, LinkedList.class, STRING),
        container("ArrayList-to-HashSet", ArrayList.class, HashSet.class, STRING),
        new TypeChange(
            "List-to-Set",
            "List<E> (an ArrayList) becomes Set<E> (a HashSet)",
            TypeRef.container(List.class, ArrayList.class, STRING),
            t -> t instanceof TypeRef.ContainerType c && c.declared().equals(List.class.getName()),
            t ->
                new TypeRef.ContainerType(
                    Set.class.getName(),
                    HashSet.class.getName(),
                    ((TypeRef.ContainerType) t).arguments())),
        container("HashMap-to-LinkedHashMap", HashMap.class, LinkedHashMap.class, STRING, INTEGER),
        container("LinkedHashMap-to-HashMap", LinkedHashMap.class, HashMap.class, STRING, INTEGER),
        container("HashSet-to-LinkedHashSet", HashSet.class, LinkedHashSet.class, STRING),
        new TypeChange(
            "List-element-int-to-long",
            "List<Integer> becomes List<Long>",
            TypeRef.list(INTEGER),
            t -> t instanceof TypeRef.ContainerType c && c.arguments().equals(List.of(INTEGER)),
            t -> {
              TypeRef.ContainerType c = (TypeRef.ContainerType) t;
              return new TypeRef.ContainerType(
                  c.declared(), c.implementation(), List.of(TypeRef.of(Long.class)));
            }),
        new TypeChange(
            "array-to-List",
            "int[] becomes List<Integer> (an ArrayList)",
            TypeRef.of(int[].class),
            t -> t.equals(TypeRef.of(int[].class)),
            t -> TypeRef.list(INTEGER)));
  }

  public static TypeChange byId(String id) {
    return all().stream()
        .filter(c -> c.id().equals(id))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no type change " + id));
  }

  private static TypeChange scalar(String id, Class<?> from, Class<?> to) {
    TypeRef fromType = TypeRef.of(from);
    TypeRef toType = TypeRef.of(to);
    return new TypeChange(
        id,
        fromType.render() + " becomes " + toType.render(),
        fromType,
        fromType::equals,
        t -> toType);
  }

  private static TypeChange container(String id, Class<?> from, Class<?> to, TypeRef... arguments) {
    TypeRef example = TypeRef.container(from, from, arguments);
    return new TypeChange(
        id,
        from.getSimpleName() + "<…> becomes " + to.getSimpleName() + "<…>",
        example,
        t -> t instanceof TypeRef.ContainerType c && c.declared().equals(from.getName()),
        t ->
            new TypeRef.ContainerType(
                to.getName(), to.getName(), ((TypeRef.ContainerType) t).arguments()));
  }
}
