package io.serialtck.tck.score;

import io.serialtck.tck.CellResult;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The twenty groups of the flexibility score, as data. They reconstruct the twenty flexibility
 * criteria of Sberbank's comparison of Java serializers (habr, 2020, "Java serialization: maximum
 * speed without a rigid data structure"); the original table could not be retrieved, so the
 * grouping is ours and {@code docs/flexibility-score.md} says so, lists every group with its
 * members and reason, and gives the scoring rule. {@code FlexibilityGroupsTest} keeps that document
 * and this class in step.
 *
 * <p>A member appears in one group only. Flexibility and evolution scenarios that no group lists (a
 * criterion added later) score nothing and are listed as {@link
 * ConfigurationScore#ungroupedScenarios() ungrouped}; property and upgrade cells are never part of
 * the flexibility score.
 */
public final class FlexibilityGroups {

  /** How many groups there are, the denominator of a full run's flexibility score. */
  public static final int COUNT = 20;

  private static final List<FlexibilityGroup> ALL =
      List.of(
          group(
              "no-serializable-marker",
              "No Serializable marker needed",
              "Serializes classes that do not implement Serializable, and survives the marker"
                  + " being added or removed.",
              List.of("no-serializable-marker"),
              List.of("serializable-removed", "serializable-added")),
          group(
              "no-noarg-constructor",
              "No no-arg constructor needed",
              "Reads classes with only an all-args constructor, and survives the no-arg one being"
                  + " removed.",
              List.of("no-noarg-constructor"),
              List.of("noarg-constructor-removed")),
          group(
              "private-final-fields",
              "Private and final fields",
              "Reads and writes private and final fields, and survives changes of those modifiers.",
              List.of("private-fields", "final-fields"),
              List.of("field-made-final", "final-made-nonfinal", "public-made-private")),
          group(
              "inheritance",
              "Inherited fields",
              "Keeps the fields of superclasses, and survives a superclass inserted, removed, or"
                  + " taking a field.",
              List.of("inherited-fields"),
              List.of("superclass-inserted", "superclass-removed", "field-moved-to-superclass")),
          group(
              "object-graph",
              "Nulls, shared and cyclic references, deep graphs",
              "Keeps the shape of an object graph: null fields, one object referenced twice, a"
                  + " cycle, a 10,000-deep chain.",
              List.of("null-fields", "shared-references", "cyclic-references", "chain-10000-deep"),
              List.of()),
          group(
              "type-coverage",
              "Type coverage: scalars, JDK value types, arrays",
              "Carries the JDK's value types and arrays exactly: edge floats, surrogate pairs,"
                  + " BigDecimal scale, java.time, Optional, UUID.",
              List.of(
                  "char",
                  "special-floats",
                  "unicode-surrogates",
                  "boxed-primitives",
                  "BigInteger",
                  "BigDecimal-scale",
                  "java-time",
                  "java-util-Date",
                  "Optional",
                  "UUID",
                  "primitive-arrays",
                  "multidimensional-arrays",
                  "object-arrays"),
              List.of()),
          group(
              "collections",
              "Collections and maps",
              "Carries the JDK's collections and maps in their own classes, immutable and"
                  + " unmodifiable ones included.",
              List.of(
                  "ArrayList",
                  "LinkedList",
                  "ArrayDeque",
                  "HashSet",
                  "HashMap",
                  "ConcurrentHashMap",
                  "TreeMap",
                  "EnumSet",
                  "EnumMap",
                  "immutable-List.of",
                  "immutable-Map.of",
                  "unmodifiable-wrapper",
                  "empty-collections",
                  "nested-generics",
                  "complex-map-keys"),
              List.of()),
          group(
              "collection-order",
              "Collection order and comparators",
              "Keeps the order a collection promises: insertion order, and a sorted set's own"
                  + " comparator.",
              List.of("LinkedHashSet-order", "LinkedHashMap-order", "TreeSet-comparator"),
              List.of()),
          group(
              "enums",
              "Enums",
              "Carries enum constants, constants with a body, and survives constants added,"
                  + " removed or reordered.",
              List.of("enum", "enum-with-body"),
              List.of("enum-constant-added", "enum-constant-removed", "enum-constants-reordered")),
          group(
              "polymorphic-fields",
              "Fields of an interface or Object type",
              "Restores the runtime class behind a field or element whose declared type does not"
                  + " name it.",
              List.of("interface-typed-field", "Object-typed-field", "polymorphic-collection"),
              List.of()),
          group(
              "serialization-hooks",
              "Java serialization hooks honoured",
              "Honours Externalizable, writeObject/readObject and readResolve, and survives a"
                  + " switch between Serializable and Externalizable.",
              List.of(
                  "externalizable-honoured",
                  "writeObject-readObject-honoured",
                  "readResolve-honoured"),
              List.of("serializable-to-externalizable", "externalizable-to-serializable")),
          group(
              "transient-static",
              "Transient and static fields",
              "Leaves transient and static fields out, and survives a field becoming or ceasing to"
                  + " be transient or static.",
              List.of("transient-skipped"),
              List.of(
                  "field-made-transient",
                  "transient-made-persistent",
                  "field-made-static",
                  "static-made-nonstatic")),
          group(
              "language-constructs",
              "Records, lambdas, inner classes",
              "Carries what newer Java code is made of: records, lambdas, functions in enums,"
                  + " inner classes; survives a class becoming a record.",
              List.of(
                  "record",
                  "lambda-noncapturing",
                  "lambda-capturing",
                  "enum-function",
                  "inner-class"),
              List.of("class-to-record")),
          group(
              "payloads",
              "Real payloads: session objects and 1 MB values",
              "The comparison's own test objects (session data of strings and byte arrays,"
                  + " TestObject, TopOfBook) and 1 MB strings and byte arrays.",
              List.of(
                  "session-0B",
                  "session-1KB",
                  "session-10KB",
                  "session-1MB",
                  "TestObject",
                  "TopOfBook",
                  "string-1MB",
                  "bytes-1MB"),
              List.of()),
          group(
              "fields-added-removed",
              "Fields added, removed or reordered",
              "Reads bytes of a class that gained, lost or reordered fields, at the top or in a"
                  + " nested object, both ways.",
              List.of(),
              List.of(
                  "field-added",
                  "field-removed",
                  "fields-reordered",
                  "nested-field-added",
                  "nested-field-removed")),
          group(
              "renames",
              "Field and class renamed",
              "Follows a field or a class to its new name (only an alias or an explicit mapping"
                  + " can).",
              List.of(),
              List.of("field-renamed", "class-renamed")),
          group(
              "boxing",
              "Boxing and unboxing",
              "Reads a primitive into its wrapper and a wrapper into its primitive.",
              List.of(),
              List.of("int-to-Integer", "Integer-to-int")),
          group(
              "type-conversions",
              "Numeric, BigInteger/BigDecimal and String conversions",
              "Converts a field's value when its type changes: widening, narrowing in range,"
                  + " BigInteger/BigDecimal, to and from String.",
              List.of(),
              List.of(
                  "int-to-long",
                  "long-to-int",
                  "float-to-double",
                  "int-to-String",
                  "String-to-int",
                  "int-to-BigDecimal",
                  "BigDecimal-to-String",
                  "BigInteger-to-BigDecimal")),
          group(
              "collection-type-changes",
              "Collection type changes",
              "Reads a collection into another collection type, another element type, or an array"
                  + " into a List.",
              List.of(),
              List.of(
                  "ArrayList-to-LinkedList",
                  "ArrayList-to-HashSet",
                  "List-to-Set",
                  "HashMap-to-LinkedHashMap",
                  "LinkedHashMap-to-HashMap",
                  "HashSet-to-LinkedHashSet",
                  "List-element-int-to-long",
                  "array-to-List")),
          group(
              "evolution-chains",
              "Several versions apart",
              "Reads v1 bytes with v3 after two changes, as a long-lived store or an upgrade that"
                  + " skips a release does.",
              List.of(),
              List.of("chain-*")));

  private FlexibilityGroups() {}

  /** The twenty groups, in the order reports show them. */
  public static List<FlexibilityGroup> all() {
    return ALL;
  }

  /** The group that claims the cell, if any (a member belongs to one group only). */
  public static Optional<FlexibilityGroup> claiming(CellResult cell) {
    return ALL.stream().filter(group -> group.claims(cell)).findFirst();
  }

  private static FlexibilityGroup group(
      String id, String title, String reason, List<String> criteria, List<String> evolutions) {
    List<GroupMember> members =
        Stream.concat(
                criteria.stream().map(GroupMember::criterion),
                evolutions.stream().map(GroupMember::evolution))
            .toList();
    return new FlexibilityGroup(id, title, members, reason);
  }
}
