package io.serialtck.evolution.catalogue;

/**
 * The twenty groups of the comparison score, declared once. They reconstruct the twenty flexibility
 * criteria of Sberbank's comparison of Java serializers (habr, 2020, "Java serialization: maximum
 * speed without a rigid data structure"); the original table could not be retrieved, so the
 * grouping is ours, and {@code docs/scores.md} says so. A flexibility criterion and a catalogue
 * kind each name their group where they are declared ({@code FlexibilityCriteria}, {@link
 * Catalogue}); the members of a group are gathered from those declarations, never listed here. The
 * order of the constants is the order reports show.
 */
public enum ComparisonGroup {
  NO_SERIALIZABLE_MARKER(
      "no-serializable-marker",
      "No Serializable marker needed",
      "Serializes classes that do not implement Serializable, and survives the marker being added or removed."),
  NO_NOARG_CONSTRUCTOR(
      "no-noarg-constructor",
      "No no-arg constructor needed",
      "Reads classes with only an all-args constructor, and survives the no-arg one being removed."),
  PRIVATE_FINAL_FIELDS(
      "private-final-fields",
      "Private and final fields",
      "Reads and writes private and final fields, and survives changes of those modifiers."),
  INHERITANCE(
      "inheritance",
      "Inherited fields",
      "Keeps the fields of superclasses, and survives a superclass inserted, removed, or taking a field."),
  OBJECT_GRAPH(
      "object-graph",
      "Nulls, shared and cyclic references, deep graphs",
      "Keeps the shape of an object graph: null fields, one object referenced twice, a cycle, a 10,000-deep chain."),
  TYPE_COVERAGE(
      "type-coverage",
      "Type coverage: scalars, JDK value types, arrays",
      "Carries the JDK's value types and arrays exactly: edge floats, surrogate pairs, BigDecimal scale, java.time, Optional, UUID."),
  COLLECTIONS(
      "collections",
      "Collections and maps",
      "Carries the JDK's collections and maps in their own classes, immutable and unmodifiable ones included."),
  COLLECTION_ORDER(
      "collection-order",
      "Collection order and comparators",
      "Keeps the order a collection promises: insertion order, and a sorted set's own comparator."),
  ENUMS(
      "enums",
      "Enums",
      "Carries enum constants, constants with a body, and survives constants added, removed or reordered."),
  POLYMORPHIC_FIELDS(
      "polymorphic-fields",
      "Fields of an interface or Object type",
      "Restores the runtime class behind a field or element whose declared type does not name it."),
  SERIALIZATION_HOOKS(
      "serialization-hooks",
      "Java serialization hooks honoured",
      "Honours Externalizable, writeObject/readObject and readResolve, and survives a switch between Serializable and Externalizable."),
  TRANSIENT_STATIC(
      "transient-static",
      "Transient and static fields",
      "Leaves transient and static fields out, and survives a field becoming or ceasing to be transient or static."),
  LANGUAGE_CONSTRUCTS(
      "language-constructs",
      "Records, lambdas, inner classes",
      "Carries what newer Java code is made of: records, lambdas, functions in enums, inner classes; survives a class becoming a record."),
  PAYLOADS(
      "payloads",
      "Real payloads: session objects and 1 MB values",
      "The comparison's own test objects (session data of strings and byte arrays, TestObject, TopOfBook) and 1 MB strings and byte arrays."),
  FIELDS_ADDED_REMOVED(
      "fields-added-removed",
      "Fields added, removed or reordered",
      "Reads bytes of a class that gained, lost or reordered fields, at the top or in a nested object, both ways."),
  RENAMES(
      "renames",
      "Field and class renamed",
      "Follows a field or a class to its new name (only an alias or an explicit mapping can)."),
  BOXING(
      "boxing",
      "Boxing and unboxing",
      "Reads a primitive into its wrapper and a wrapper into its primitive."),
  TYPE_CONVERSIONS(
      "type-conversions",
      "Numeric, BigInteger/BigDecimal and String conversions",
      "Converts a field's value when its type changes: widening, narrowing in range, BigInteger/BigDecimal, to and from String."),
  COLLECTION_TYPE_CHANGES(
      "collection-type-changes",
      "Collection type changes",
      "Reads a collection into another collection type, another element type, or an array into a List."),
  EVOLUTION_CHAINS(
      "evolution-chains",
      "Several versions apart",
      "Reads v1 bytes with v3 after two changes, as a long-lived store or an upgrade that skips a release does.");

  private final String id;
  private final String title;
  private final String reason;

  ComparisonGroup(String id, String title, String reason) {
    this.id = id;
    this.title = title;
    this.reason = reason;
  }

  /** A stable id, used in {@code results.json} and in reports. */
  public String id() {
    return id;
  }

  /** What the group asks, in a few words. */
  public String title() {
    return title;
  }

  /** Why its members belong together, in one line. */
  public String reason() {
    return reason;
  }
}
