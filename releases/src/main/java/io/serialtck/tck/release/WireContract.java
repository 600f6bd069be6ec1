package io.serialtck.tck.release;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * How a library maps a team's class to its wire, which decides what a change means to it: fields by
 * their Java names (Kryo, Fory, FST and the like), Java serialization (fields by name, only those
 * {@code serialPersistentFields} names when a class declares it), or Jackson (properties by the
 * names {@code @JsonProperty} gives them, {@code @JsonAlias} names read too, {@code @JsonIgnore}
 * fields neither written nor read). A field renamed in Java while {@code @JsonProperty} keeps its
 * wire name is thus the same property to Jackson and a removal and an addition to the others.
 */
public enum WireContract {

  /** Fields by their Java names. */
  FIELDS("fields by their Java names"),

  /** Java serialization: fields by name, {@code serialPersistentFields} where declared. */
  JAVA_SERIALIZATION("Java serialization (serialPersistentFields, writeReplace, readResolve)"),

  /** Jackson: properties by their wire names. */
  JACKSON("Jackson (@JsonProperty, @JsonAlias, @JsonIgnore)");

  private final String description;

  WireContract(String description) {
    this.description = description;
  }

  /** What the contract follows, for the change list. */
  public String description() {
    return description;
  }

  /**
   * The contract of a configuration's library, by its {@code groupId:artifactId}: Jackson 2 and 3
   * and the formats built on them (Smile, bson4jackson), Java serialization, else fields.
   */
  public static WireContract of(String library) {
    if (library.startsWith("com.fasterxml.jackson.")
        || library.startsWith("tools.jackson.")
        || library.startsWith("de.undercouch:")) {
      return JACKSON;
    }
    if (library.startsWith("java.base:")) {
      return JAVA_SERIALIZATION;
    }
    return FIELDS;
  }

  /**
   * The classes as this contract's library sees them: a field it neither writes nor reads
   * ({@code @JsonIgnore}, one {@code serialPersistentFields} leaves out) is transient, so that a
   * reader is expected to leave it at its default.
   */
  TypeShape view(TypeShape shape, WireNames wire) {
    BiPredicate<String, String> carried = carried(wire);
    if (this == FIELDS) {
      return shape;
    }
    return ShapeGraph.map(
        shape,
        type -> {
          if (type instanceof ClassShape c) {
            return c.withFields(fields -> marked(c.name(), fields, carried));
          } else if (type instanceof RecordShape r) {
            return r.withComponents(marked(r.name(), r.components(), carried));
          }
          return type;
        });
  }

  private static List<FieldShape> marked(
      String className, List<FieldShape> fields, BiPredicate<String, String> carried) {
    return fields.stream()
        .map(
            f ->
                carried.test(className, f.name()) || f.is(FieldModifier.TRANSIENT)
                    ? f
                    : f.with(FieldModifier.TRANSIENT))
        .toList();
  }

  private BiPredicate<String, String> carried(WireNames wire) {
    return switch (this) {
      case FIELDS -> (type, field) -> true;
      case JAVA_SERIALIZATION ->
          (type, field) ->
              wire.of(type)
                  .flatMap(WireNames.ClassWire::serialPersistentFields)
                  .map(persistent -> persistent.contains(field))
                  .orElse(true);
      case JACKSON ->
          (type, field) -> wire.field(type, field).map(f -> !f.jsonIgnored()).orElse(true);
    };
  }

  /** The name a field travels under in this contract: its Java name but for Jackson's. */
  String wireName(WireNames wire, String className, String field) {
    if (this != JACKSON) {
      return field;
    }
    return wire.field(className, field).flatMap(WireNames.FieldWire::jsonName).orElse(field);
  }

  /** The other names a reader of this contract accepts for a field: Jackson's aliases. */
  List<String> aliases(WireNames wire, String className, String field) {
    if (this != JACKSON) {
      return List.of();
    }
    return wire.field(className, field).map(WireNames.FieldWire::jsonAliases).orElse(List.of());
  }
}
