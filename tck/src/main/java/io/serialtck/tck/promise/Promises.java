package io.serialtck.tck.promise;

import static io.serialtck.tck.Direction.BACKWARD;
import static io.serialtck.tck.Direction.FORWARD;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.catalogue.CatalogueKind;
import io.serialtck.evolution.catalogue.ComparisonGroup;
import io.serialtck.tck.Direction;
import io.serialtck.tck.categories.Categories;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What each configuration's library documents about compatibility, declared once: the promises,
 * each with its source and quote and the clauses the kit checks, and which configurations each
 * applies to as they are set up (a Jackson mapper that disables {@code FAIL_ON_UNKNOWN_PROPERTIES}
 * is held to what the feature says when disabled). A configuration whose library documents nothing
 * that applies says why. A configuration the kit has no declaration for (a team's own) gets {@link
 * #UNDECLARED}.
 */
public final class Promises {

  private static final Set<Direction> BOTH_WAYS = Set.of(BACKWARD, FORWARD);

  /**
   * Changes that add, remove or reorder fields: the catalogue's, those of a nested class, and the
   * regression scenarios of that kind.
   */
  private static final List<String> FIELDS_ADDED_REMOVED_REORDERED =
      List.of(
          "field-added",
          "field-removed",
          "fields-reordered",
          "nested-field-added",
          "nested-field-removed",
          "container-fields-removed",
          "container-field-removed-in-elements",
          "field-added-of-existing-type");

  /** The same without reordering. */
  private static final List<String> FIELDS_ADDED_REMOVED =
      FIELDS_ADDED_REMOVED_REORDERED.stream().filter(k -> !k.equals("fields-reordered")).toList();

  /** Primitive numeric changes: never reference-tracked, widening or narrowing. */
  private static final List<String> PRIMITIVE_NUMERIC =
      List.of("int-to-long", "long-to-int", "float-to-double");

  // Java serialization.

  /** Section 5.6.2 of the Java Object Serialization Specification. */
  public static final Promise JAVA_COMPATIBLE_CHANGES =
      new Promise(
          "java-serialization-5.6.2",
          "the changes section 5.6.2 of the specification calls compatible read both ways",
          "https://docs.oracle.com/en/java/javase/17/docs/specs/serialization/version.html",
          "5.6.2 Compatible Changes: The compatible changes to a class are handled as follows:"
              + " Adding fields - When the class being reconstituted has a field that does not"
              + " occur in the stream, that field in the object will be initialized to the default"
              + " value for its type. [...] 5.4: when communicating with the original (or"
              + " previous) versions, the evolved class must provide sufficient and equivalent"
              + " information to allow the earlier version to continue to satisfy the nonevolved"
              + " contract.",
          List.of(
              new Clause(
                  "a change listed in 5.6.2 (adding fields or classes, removing classes, changing"
                      + " access, transient or static to an instance field, adding Serializable)"
                      + " reads both ways",
                  CellScope.evolution(javaCompatibleKinds(), BOTH_WAYS),
                  Clause.NOT_COMPATIBLE)),
          "the catalogue kinds whose section 5.6 column names 5.6.2, in both class styles");

  // Kryo.

  /** Kryo's versioning: a major version for a serialization break. */
  public static final Promise KRYO_VERSIONING =
      new Promise(
          "kryo-versioning",
          "data written by an earlier release of the same major version reads in a later one",
          "https://github.com/EsotericSoftware/kryo/blob/master/README.md#kryo-versioning-and-upgrading",
          "1. The major version is increased if serialization compatibility is broken. This"
              + " means data serialized with a previous version may not be deserialized with the"
              + " new version. 2. The minor version is increased if binary or source compatibility"
              + " of the documented public API is broken.",
          List.of(
              new Clause(
                  "a fixture written by an earlier 5.x (the same major version) reads in the later"
                      + " one",
                  new CellScope(
                      Categories.UPGRADE,
                      List.of("library:*"),
                      Set.of(BACKWARD),
                      ValueCondition.ANY,
                      VersionCondition.SAME_MAJOR),
                  Clause.NOT_COMPATIBLE)),
          "only upgrade cells whose two versions share the major version; a side that cannot"
              + " round-trip the fixture itself makes the cell NO_ROUND_TRIP, which breaks nothing");

  /** {@code CompatibleFieldSerializer}: fields added or removed. */
  public static final Promise KRYO_COMPATIBLE_FIELDS =
      new Promise(
          "kryo-compatible-field-serializer",
          "CompatibleFieldSerializer reads a class with fields added or removed, both ways",
          "https://github.com/EsotericSoftware/kryo/blob/master/README.md#compatiblefieldserializer",
          "CompatibleFieldSerializer extends FieldSerializer to provided both forward and"
              + " backward compatibility. This means fields can be added or removed without"
              + " invalidating previously serialized bytes. Renaming or changing the type of a"
              + " field is not supported.",
          List.of(
              new Clause(
                  "a field added or removed, in the root or a nested class, reads both ways",
                  CellScope.evolution(FIELDS_ADDED_REMOVED, BOTH_WAYS),
                  Clause.NOT_COMPATIBLE)),
          "");

  // Chronicle Wire.

  /** {@code SelfDescribingMarshallable}'s schema changes. */
  public static final Promise CHRONICLE_SELF_DESCRIBING =
      new Promise(
          "chronicle-self-describing",
          "self-describing messages read with fields added, removed, reordered or of another"
              + " type",
          "https://github.com/OpenHFT/Chronicle-Wire#self-describing-messages",
          "SelfDescribingMarshallable is slightly slower, and larger when writing but supports"
              + " schema changes such as - Adding fields. - Removing fields - Changing the order"
              + " of fields - Change the type of fields",
          List.of(
              new Clause(
                  "a field added, removed or reordered, in the root or a nested class, reads both"
                      + " ways",
                  CellScope.evolution(FIELDS_ADDED_REMOVED_REORDERED, BOTH_WAYS),
                  Clause.NOT_COMPATIBLE),
              new Clause(
                  "a field whose type changed reads a value its new type can hold exactly, both"
                      + " ways",
                  CellScope.evolution(typeChangeKinds(), BOTH_WAYS)
                      .carrying(ValueCondition.REPRESENTABLE),
                  Clause.NOT_COMPATIBLE)),
          "the kit's classes are plain Serializable classes, not SelfDescribingMarshallables;"
              + " the TEXT and BINARY wires write them as self-describing messages, field by name,"
              + " so the kit holds them to the same promise");

  // Fory.

  /** Compatible mode: added, removed or reordered fields. */
  public static final Promise FORY_COMPATIBLE_FIELDS =
      new Promise(
          "fory-compatible-fields",
          "compatible mode reads a class with fields added, removed or reordered",
          "https://github.com/apache/fory/blob/v1.6.0/docs/object-serialization/java/schema-evolution.md",
          "Compatible mode is enabled by default, so deserialization can tolerate added, removed,"
              + " or reordered fields when metadata remains compatible.",
          List.of(
              new Clause(
                  "a field added, removed or reordered, in the root or a nested class, reads both"
                      + " ways",
                  CellScope.evolution(FIELDS_ADDED_REMOVED_REORDERED, BOTH_WAYS),
                  Clause.NOT_COMPATIBLE)),
          "");

  // Fury (Fory before its 0.11 rename).

  private static final String FURY_GUIDE =
      "https://github.com/apache/fury/blob/v0.10.3/docs/guide/java_serialization_guide.md";

  /** Fury's compatible mode: fields missing or extra. */
  public static final Promise FURY_COMPATIBLE_FIELDS =
      new Promise(
          "fury-compatible-fields",
          "compatible mode reads a class with fields added or removed",
          FURY_GUIDE,
          "In this compatible mode, deserialization can handle schema changes such as missing or"
              + " extra fields, allowing it to succeed even when the serialization and"
              + " deserialization processes have different class schemas.",
          List.of(
              new Clause(
                  "a field added or removed, in the root or a nested class, reads both ways",
                  CellScope.evolution(FIELDS_ADDED_REMOVED, BOTH_WAYS),
                  Clause.NOT_COMPATIBLE)),
          "");

  private static final String FURY_NO_CROSS_RELEASE =
      "Fury ensures binary compatibility between patch releases only: \"if upgrade to fury"
          + " `v0.4.1`, no binary compatibility are ensured\" (Upgrade fury, "
          + FURY_GUIDE
          + ")";

  /** Compatible mode: lossless numeric changes succeed, lossy ones fail. */
  public static final Promise FORY_SCALAR_CONVERSIONS =
      new Promise(
          "fory-scalar-conversions",
          "a numeric field's widening or narrowing reads a value it can hold, and fails on one it"
              + " cannot",
          "https://github.com/apache/fory/blob/v1.6.0/docs/object-serialization/java/schema-evolution.md",
          "Compatible readers also tolerate selected scalar field type changes when the value is"
              + " lossless. [...] numeric widening or narrowing succeeds only when no precision or"
              + " range is lost. [...] Invalid strings and lossy conversions fail during"
              + " deserialization.",
          List.of(
              new Clause(
                  "an int, long or float field changed to another of them reads a value it can"
                      + " hold exactly",
                  CellScope.evolution(PRIMITIVE_NUMERIC, BOTH_WAYS)
                      .carrying(ValueCondition.REPRESENTABLE),
                  Clause.NOT_COMPATIBLE),
              new Clause(
                  "a value it cannot hold exactly fails the read rather than arriving changed",
                  CellScope.evolution(PRIMITIVE_NUMERIC, BOTH_WAYS)
                      .carrying(ValueCondition.UNREPRESENTABLE),
                  Clause.SILENTLY_WRONG)),
          "primitive fields only: the documentation calls reference-tracked scalar type changes"
              + " incompatible, and the kit's Fory configurations track references");

  private static final String FORY_NO_CROSS_RELEASE =
      "Fory documents no compatibility across releases: its maintainer: \"We only provide binary"
          + " compatibility for fix version. There are no compatibility between 0.6.0 and 0.7.x\""
          + " (https://github.com/apache/fory/issues/2133); the 1.6.0 guide only advises \"Ensure"
          + " both sides have compatible Fory versions\"";

  // Jackson.

  private static final String JACKSON2_FEATURE =
      "https://github.com/FasterXML/jackson-databind/blob/2.19/src/main/java/com/fasterxml/jackson/databind/DeserializationFeature.java";

  /** Jackson 2's default: an unknown property fails the read. */
  public static final Promise JACKSON2_UNKNOWN_FAILS =
      unknownProperties(
          "jackson2-unknown-property-fails",
          "a property the class does not have fails the read (FAIL_ON_UNKNOWN_PROPERTIES, on by"
              + " default in 2.x)",
          JACKSON2_FEATURE,
          "Feature that determines whether encountering of unknown properties (ones that do not"
              + " map to a property, and there is no \"any setter\" or handler that can handle it)"
              + " should result in a failure (by throwing a JsonMappingException) or not. [...]"
              + " Feature is enabled by default (meaning that a JsonMappingException will be"
              + " thrown if an unknown property is encountered).",
          "fails the read",
          Clause.NOT_FAILED,
          "");

  /** Jackson 2 with the feature disabled: an unknown property is ignored. */
  public static final Promise JACKSON2_UNKNOWN_IGNORED =
      unknownProperties(
          "jackson2-unknown-property-ignored",
          "with FAIL_ON_UNKNOWN_PROPERTIES disabled, a property the class does not have does not"
              + " fail the read",
          JACKSON2_FEATURE,
          "Feature that determines whether encountering of unknown properties (ones that do not"
              + " map to a property, and there is no \"any setter\" or handler that can handle it)"
              + " should result in a failure (by throwing a JsonMappingException) or not.",
          "does not fail the read as an unknown property",
          Set.of(io.serialtck.verdict.Outcome.REJECTED),
          "UnrecognizedPropertyException");

  private static final String JACKSON3_FEATURE =
      "https://github.com/FasterXML/jackson-databind/blob/3.x/src/main/java/tools/jackson/databind/DeserializationFeature.java";

  /** Jackson 3 with the feature enabled again (Jackson 2's defaults): an unknown property fails. */
  public static final Promise JACKSON3_UNKNOWN_FAILS =
      unknownProperties(
          "jackson3-unknown-property-fails",
          "with FAIL_ON_UNKNOWN_PROPERTIES enabled, a property the class does not have fails the"
              + " read",
          JACKSON3_FEATURE,
          "Enabling this feature means that a DatabindException will be thrown if an unknown"
              + " property is encountered.",
          "fails the read",
          Clause.NOT_FAILED,
          "");

  /** Jackson 3's default: an unknown property is ignored. */
  public static final Promise JACKSON3_UNKNOWN_IGNORED =
      unknownProperties(
          "jackson3-unknown-property-ignored",
          "a property the class does not have does not fail the read (FAIL_ON_UNKNOWN_PROPERTIES,"
              + " off by default from 3.0)",
          JACKSON3_FEATURE,
          "Enabling this feature means that a DatabindException will be thrown if an unknown"
              + " property is encountered. Feature is disabled by default as of Jackson 3.0 (in"
              + " 2.x it was enabled).",
          "does not fail the read as an unknown property",
          Set.of(io.serialtck.verdict.Outcome.REJECTED),
          "UnrecognizedPropertyException");

  // one-nio.

  /** one-nio's built-in schema evolution. */
  public static final Promise ONE_NIO_SCHEMA_EVOLUTION =
      new Promise(
          "one-nio-schema-evolution",
          "fields added, removed or reordered are compatible, and primitive, wrapper and Number"
              + " type changes are converted",
          "https://github.com/odnoklassniki/one-nio#serialization-features-and-limitations",
          "Schema evolution is built in: Adding/removing/reordering fields is compatible. [...]"
              + " Certain type changes are auto-converted (primitive↔primitive,"
              + " wrapper↔primitive, Number↔Number, up/downcasts within a hierarchy, and via"
              + " valueOf()/instance methods when present). If no rule applies, the field falls"
              + " back to a default (0/null).",
          List.of(
              new Clause(
                  "a field added, removed or reordered, in the root or a nested class, reads both"
                      + " ways",
                  CellScope.evolution(FIELDS_ADDED_REMOVED_REORDERED, BOTH_WAYS),
                  Clause.NOT_COMPATIBLE),
              new Clause(
                  "a primitive, wrapper or Number field whose type changed to another of them"
                      + " reads a value its new type can hold exactly",
                  CellScope.evolution(
                          List.of(
                              "int-to-long",
                              "long-to-int",
                              "float-to-double",
                              "int-to-Integer",
                              "Integer-to-int",
                              "BigInteger-to-BigDecimal"),
                          BOTH_WAYS)
                      .carrying(ValueCondition.REPRESENTABLE),
                  Clause.NOT_COMPATIBLE)),
          "with the writer's serializer at the reader: shipped (one-nio-shipped-metadata) or"
              + " persisted with the data (one-nio-persist)");

  /** The declaration of a configuration the kit does not know. */
  public static final Declaration UNDECLARED =
      Declaration.none("the kit declares no promise for this configuration");

  private static final Map<String, Declaration> BY_CONFIGURATION = declarations();

  private Promises() {}

  /** What the configuration's library documents that applies to the configuration. */
  public static Declaration of(String configurationId) {
    return BY_CONFIGURATION.getOrDefault(configurationId, UNDECLARED);
  }

  /** Every promise the kit declares, each once. */
  public static List<Promise> all() {
    return List.of(
        JAVA_COMPATIBLE_CHANGES,
        KRYO_VERSIONING,
        KRYO_COMPATIBLE_FIELDS,
        CHRONICLE_SELF_DESCRIBING,
        FORY_COMPATIBLE_FIELDS,
        FORY_SCALAR_CONVERSIONS,
        FURY_COMPATIBLE_FIELDS,
        JACKSON2_UNKNOWN_FAILS,
        JACKSON2_UNKNOWN_IGNORED,
        JACKSON3_UNKNOWN_FAILS,
        JACKSON3_UNKNOWN_IGNORED,
        ONE_NIO_SCHEMA_EVOLUTION);
  }

  private static Map<String, Declaration> declarations() {
    Declaration kryo =
        Declaration.of(KRYO_VERSIONING)
            .saying(
                "FieldSerializer \"does not support adding, removing, or changing the type of"
                    + " fields without invalidating previously serialized bytes\" (README): no"
                    + " promise for class changes");
    Declaration foryCompatible =
        Declaration.of(FORY_COMPATIBLE_FIELDS, FORY_SCALAR_CONVERSIONS)
            .saying(FORY_NO_CROSS_RELEASE);
    Declaration jackson2Fails = Declaration.of(JACKSON2_UNKNOWN_FAILS);
    Declaration jackson2Ignores =
        Declaration.of(JACKSON2_UNKNOWN_IGNORED)
            .saying("the configuration disables FAIL_ON_UNKNOWN_PROPERTIES");
    Declaration jackson3Ignores = Declaration.of(JACKSON3_UNKNOWN_IGNORED);
    Declaration oneNio = Declaration.of(ONE_NIO_SCHEMA_EVOLUTION);
    Declaration chronicle = Declaration.of(CHRONICLE_SELF_DESCRIBING);
    return Map.ofEntries(
        Map.entry("java-standard", Declaration.of(JAVA_COMPATIBLE_CHANGES)),
        Map.entry("kryo-default", kryo),
        Map.entry("kryo-unsafe", kryo),
        Map.entry("kryo-registered", kryo),
        Map.entry("kryo-compatible", Declaration.of(KRYO_VERSIONING, KRYO_COMPATIBLE_FIELDS)),
        Map.entry("chronicle-wire-text", chronicle),
        Map.entry("chronicle-wire-binary", chronicle),
        Map.entry("fory-compatible", foryCompatible),
        Map.entry("fory-registered", foryCompatible),
        Map.entry(
            "fury-compatible",
            Declaration.of(FURY_COMPATIBLE_FIELDS).saying(FURY_NO_CROSS_RELEASE)),
        Map.entry(
            "fory-consistent",
            Declaration.none(
                "schema-consistent mode: \"SCHEMA_CONSISTENT: Class schema must be consistent"
                    + " between serialization peer and deserialization peer\" (0.16.0"
                    + " configuration guide); "
                    + FORY_NO_CROSS_RELEASE)),
        Map.entry("jackson-plain", jackson2Fails),
        Map.entry("jackson-default", jackson2Fails),
        Map.entry("smile-default", jackson2Fails),
        Map.entry("bson4jackson-default", jackson2Fails),
        Map.entry("jackson-system", jackson2Ignores),
        Map.entry("smile-system", jackson2Ignores),
        Map.entry("bson4jackson-system", jackson2Ignores),
        Map.entry(
            "jackson-spring-boot",
            Declaration.of(JACKSON2_UNKNOWN_IGNORED)
                .saying(
                    "Spring Boot's Jackson2ObjectMapperBuilder disables"
                        + " FAIL_ON_UNKNOWN_PROPERTIES")),
        Map.entry(
            "jackson3-2defaults",
            Declaration.of(JACKSON3_UNKNOWN_FAILS)
                .saying(
                    "JsonMapper.builderWithJackson2Defaults() enables FAIL_ON_UNKNOWN_PROPERTIES"
                        + " again")),
        Map.entry("jackson3-plain", jackson3Ignores),
        Map.entry("jackson3-default", jackson3Ignores),
        Map.entry("jackson3-system", jackson3Ignores),
        Map.entry("jackson3-spring-boot", jackson3Ignores),
        Map.entry("smile3-plain", jackson3Ignores),
        Map.entry("smile3-default", jackson3Ignores),
        Map.entry("bson4jackson3-default", jackson3Ignores),
        Map.entry("one-nio-shipped-metadata", oneNio),
        Map.entry("one-nio-persist", oneNio),
        Map.entry(
            "one-nio-default",
            Declaration.none(
                "one-nio reads another class version with the writer's serializer, shipped or"
                    + " persisted; this configuration exchanges none, so its README's schema"
                    + " evolution does not apply")),
        Map.entry(
            "bson-mongodb",
            Declaration.none(
                "the POJO codec's documentation states no rule for class changes; JAVA-4776"
                    + " (unresolved) documents that a record or @BsonCreator class whose"
                    + " primitive component is missing from the document fails")),
        Map.entry(
            "fst-default",
            Declaration.none(
                "FST's README promises a drop-in replacement for JDK serialization's API (\"100%"
                    + " JDK Serialization compatible drop-in replacement (Ok, might be 99% ..)\"),"
                    + " not compatibility of data across class changes or releases; data of 2.x"
                    + " does not read in 3.x (issues #291 and #319, open)")),
        Map.entry("fst-unsafe", Declaration.none("as fst-default")));
  }

  /**
   * A promise about unknown properties: the cells where the writer's class has a property the
   * reader's lacks (a field added, read by the old class; removed, read by the new; renamed).
   */
  private static Promise unknownProperties(
      String id,
      String title,
      String url,
      String quote,
      String does,
      Set<io.serialtck.verdict.Outcome> breaking,
      String modeContains) {
    String says = "a property the writer's class has and the reader's lacks " + does;
    return new Promise(
        id,
        title,
        url,
        quote,
        List.of(
            new Clause(
                says + " (added, or made persistent, read by the old class)",
                CellScope.evolution(
                    List.of(
                        "field-added",
                        "nested-field-added",
                        "field-added-of-existing-type",
                        "superclass-inserted",
                        "static-made-nonstatic",
                        "transient-made-persistent"),
                    Set.of(FORWARD)),
                breaking,
                modeContains),
            new Clause(
                says + " (removed, or made static or transient, read by the new class)",
                CellScope.evolution(
                    List.of(
                        "field-removed",
                        "nested-field-removed",
                        "container-fields-removed",
                        "container-field-removed-in-elements",
                        "superclass-removed",
                        "field-made-static",
                        "field-made-transient"),
                    Set.of(BACKWARD)),
                breaking,
                modeContains),
            new Clause(
                says + " (renamed, read either way)",
                CellScope.evolution(List.of("field-renamed"), BOTH_WAYS),
                breaking,
                modeContains)),
        "");
  }

  /** The catalogue's kinds whose section 5.6 column names 5.6.2, the compatible changes. */
  private static List<String> javaCompatibleKinds() {
    return Catalogue.kinds().stream()
        .filter(k -> k.text().javaSpecification().startsWith("5.6.2"))
        .map(CatalogueKind::id)
        .toList();
  }

  /** The catalogue's kinds that change a field's declared type. */
  private static List<String> typeChangeKinds() {
    Set<ComparisonGroup> typeChanges =
        Set.of(
            ComparisonGroup.TYPE_CONVERSIONS,
            ComparisonGroup.BOXING,
            ComparisonGroup.COLLECTION_TYPE_CHANGES);
    return Catalogue.kinds().stream()
        .filter(k -> typeChanges.contains(k.group()))
        .map(CatalogueKind::id)
        .toList();
  }
}
