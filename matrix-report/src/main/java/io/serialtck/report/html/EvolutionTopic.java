package io.serialtck.report.html;

import io.serialtck.evolution.catalogue.ComparisonGroup;

/**
 * The headings under which the page groups the evolution rows, in words a user of a serializer
 * knows. Each catalogue kind names its {@link ComparisonGroup} where it is declared; {@link #of} is
 * the one table that maps a group to its heading (a switch, so that a new group does not compile
 * until it has one). The constants' order is the page's.
 */
enum EvolutionTopic {
  FIELDS_ADDED_REMOVED("Fields added, removed or reordered"),
  RENAMES("Renames: a field or a class under a new name"),
  TYPE_CHANGES("Type changes: a field's type widened, narrowed, boxed or converted"),
  COLLECTION_CHANGES("Collection changes: another collection type, element type, or array"),
  CLASS_AND_HIERARCHY(
      "Class and hierarchy changes: superclasses, Serializable and Externalizable, records,"
          + " constructors"),
  FIELD_MODIFIERS("Field modifiers: final, access, transient, static"),
  ENUMS("Enum constants added, removed or reordered"),
  SEVERAL_VERSIONS("Several versions apart: v1 read by v3 and back"),
  OTHER("Other changes");

  private final String heading;

  EvolutionTopic(String heading) {
    this.heading = heading;
  }

  /** The heading the page shows above the topic's rows. */
  String heading() {
    return heading;
  }

  /** The topic of the changes that count in a group of the comparison score. */
  static EvolutionTopic of(ComparisonGroup group) {
    return switch (group) {
      case FIELDS_ADDED_REMOVED -> FIELDS_ADDED_REMOVED;
      case RENAMES -> RENAMES;
      case BOXING, TYPE_CONVERSIONS -> TYPE_CHANGES;
      case COLLECTION_TYPE_CHANGES -> COLLECTION_CHANGES;
      case INHERITANCE,
          NO_SERIALIZABLE_MARKER,
          NO_NOARG_CONSTRUCTOR,
          SERIALIZATION_HOOKS,
          LANGUAGE_CONSTRUCTS ->
          CLASS_AND_HIERARCHY;
      case PRIVATE_FINAL_FIELDS, TRANSIENT_STATIC -> FIELD_MODIFIERS;
      case ENUMS -> ENUMS;
      case EVOLUTION_CHAINS -> SEVERAL_VERSIONS;
      case OBJECT_GRAPH,
          TYPE_COVERAGE,
          COLLECTIONS,
          COLLECTION_ORDER,
          POLYMORPHIC_FIELDS,
          PAYLOADS ->
          OTHER;
    };
  }
}
