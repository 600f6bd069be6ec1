package io.serialtck.evolution.catalogue;

import static io.serialtck.evolution.catalogue.ComparisonGroup.ENUMS;
import static io.serialtck.evolution.catalogue.ComparisonGroup.FIELDS_ADDED_REMOVED;
import static io.serialtck.evolution.catalogue.ComparisonGroup.INHERITANCE;
import static io.serialtck.evolution.catalogue.ComparisonGroup.LANGUAGE_CONSTRUCTS;
import static io.serialtck.evolution.catalogue.ComparisonGroup.NO_NOARG_CONSTRUCTOR;
import static io.serialtck.evolution.catalogue.ComparisonGroup.NO_SERIALIZABLE_MARKER;
import static io.serialtck.evolution.catalogue.ComparisonGroup.PRIVATE_FINAL_FIELDS;
import static io.serialtck.evolution.catalogue.ComparisonGroup.RENAMES;
import static io.serialtck.evolution.catalogue.ComparisonGroup.SERIALIZATION_HOOKS;
import static io.serialtck.evolution.catalogue.ComparisonGroup.TRANSIENT_STATIC;
import static io.serialtck.evolution.catalogue.Examples.string;
import static io.serialtck.evolution.catalogue.KindDeclaration.example;
import static io.serialtck.evolution.catalogue.KindDeclaration.onField;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
import io.serialtck.evolution.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The catalogue of class changes, each kind declared once, in catalogue order: its group, its
 * curated example (a small serializable class {@code Sample} with the field the change needs, and
 * the values the example writes), the texts of {@code docs/evolution-catalogue.md} (generated from
 * these declarations), and how it picks the same change for a random shape. The type changes are
 * declared in {@link TypeChanges}.
 */
public final class Catalogue {

  private static final List<CatalogueKind> KINDS = declare();

  private Catalogue() {}

  /** Every kind, in catalogue order. */
  public static List<CatalogueKind> kinds() {
    return KINDS;
  }

  /**
   * The kind with this id.
   *
   * @throws IllegalArgumentException when the catalogue has none
   */
  public static CatalogueKind kind(String id) {
    return KINDS.stream()
        .filter(k -> k.id().equals(id))
        .findFirst()
        .orElseThrow(
            () -> new IllegalArgumentException("no evolution " + id + " in the catalogue"));
  }

  /** Every id, in catalogue order. */
  public static List<String> ids() {
    return KINDS.stream().map(CatalogueKind::id).toList();
  }

  private static List<CatalogueKind> declare() {
    List<CatalogueKind> kinds = new ArrayList<>();
    kinds.add(
        example(FIELDS_ADDED_REMOVED, new FieldAdded(string("nickname")), Examples::sample)
            .declare(
                "v2 adds `String nickname`",
                "new field: default",
                "5.6.2 adding fields",
                (shape, choices) ->
                    Optional.of(
                        new FieldAdded(
                            FieldShape.of(
                                choices.freshName(allFields(shape)), choices.fieldType())))));
    kinds.add(
        example(FIELDS_ADDED_REMOVED, new FieldRemoved("count"), Examples::sample)
            .declare(
                "v2 drops `count`",
                "old value dropped; old reader: default",
                "5.6.1 deleting fields",
                onField(f -> true, (s, f) -> new FieldRemoved(f.name()))));
    kinds.add(
        example(RENAMES, new FieldRenamed("count", "quantity"), Examples::sample)
            .declare(
                "`count` becomes `quantity`",
                "`quantity` ← old `count`",
                "(a delete plus an add for Java)",
                (shape, choices) ->
                    choices
                        .oneOf(shape.fields())
                        .map(
                            f -> new FieldRenamed(f.name(), choices.freshName(allFields(shape))))));
    kinds.add(
        example(
                FIELDS_ADDED_REMOVED,
                new FieldsReordered(),
                id ->
                    Examples.sample(
                        id, FieldShape.of("tags", TypeRef.list(TypeRef.of(String.class)))))
            .declare(
                "fields declared in reverse order",
                "all untouched",
                "not listed: order is irrelevant to Java",
                (shape, choices) ->
                    shape.fields().size() < 2
                        ? Optional.empty()
                        : Optional.of(new FieldsReordered())));
    kinds.addAll(TypeChanges.kinds());
    kinds.add(
        modifier(
            PRIVATE_FINAL_FIELDS,
            new ModifierChanged("field-made-final", "count", FieldModifier.FINAL, true),
            null,
            "`count` becomes final (set by the all-args constructor)",
            "touched, same value",
            "not listed (Java sets finals reflectively)"));
    kinds.add(
        modifier(
            PRIVATE_FINAL_FIELDS,
            new ModifierChanged("final-made-nonfinal", "count", FieldModifier.FINAL, false),
            FieldModifier.FINAL,
            "`count` is no longer final",
            "touched, same value",
            "not listed"));
    kinds.add(
        modifier(
            PRIVATE_FINAL_FIELDS,
            new ModifierChanged("public-made-private", "count", FieldModifier.PRIVATE, true),
            FieldModifier.PUBLIC,
            "`public int count` becomes private",
            "touched, same value",
            "5.6.2 changing access"));
    kinds.add(
        modifier(
            TRANSIENT_STATIC,
            new ModifierChanged("field-made-transient", "count", FieldModifier.TRANSIENT, true),
            null,
            "`count` becomes transient",
            "v2 reader: default; v1 reader of v2 bytes: default",
            "5.6.1 nontransient to transient"));
    kinds.add(
        modifier(
            TRANSIENT_STATIC,
            new ModifierChanged(
                "transient-made-persistent", "count", FieldModifier.TRANSIENT, false),
            FieldModifier.TRANSIENT,
            "transient `count` becomes persistent",
            "default either way (the writer did not persist it)",
            "5.6.2 transient to nontransient"));
    kinds.add(
        modifier(
            TRANSIENT_STATIC,
            new ModifierChanged("field-made-static", "count", FieldModifier.STATIC, true),
            null,
            "`count` becomes static",
            "removed from the instance state",
            "5.6.1 nonstatic to static"));
    kinds.add(
        modifier(
            TRANSIENT_STATIC,
            new ModifierChanged("static-made-nonstatic", "count", FieldModifier.STATIC, false),
            FieldModifier.STATIC,
            "static `count` becomes an instance field",
            "new instance field: default",
            "5.6.2 static to nonstatic"));
    kinds.add(
        example(
                INHERITANCE,
                new SuperclassInserted(Examples.base("superclass-inserted")),
                Examples::sample)
            .declare(
                "v2 extends a new `Base { String label; }`",
                "`label`: default",
                "5.6.2 adding classes",
                (shape, choices) ->
                    shape.superclass().isPresent()
                        ? Optional.empty()
                        : Optional.of(
                            new SuperclassInserted(
                                ClassShape.serializable(
                                        shape.name() + "Base",
                                        1L,
                                        List.of(
                                            FieldShape.of(
                                                choices.freshName(allFields(shape)),
                                                choices.fieldType())))
                                    .withStyle(shape.style())))));
    kinds.add(
        example(INHERITANCE, new SuperclassRemoved(), Examples::withBase)
            .declare(
                "v2 no longer extends `Base { String label; }`",
                "`label` dropped",
                "5.6.2 removing classes",
                (shape, choices) ->
                    shape.superclass().map(s -> (Evolution) new SuperclassRemoved())));
    kinds.add(
        example(INHERITANCE, new FieldMovedToSuperclass("count"), Examples::withBase)
            .declare(
                "`count` moves into `Base`",
                "same value, touched",
                "5.6.1 moving classes in the hierarchy",
                (shape, choices) ->
                    shape.superclass().isEmpty()
                        ? Optional.empty()
                        : choices
                            .oneOf(shape.fields())
                            .map(f -> new FieldMovedToSuperclass(f.name()))));
    kinds.add(
        persistence(
            SERIALIZATION_HOOKS,
            Persistence.SERIALIZABLE,
            Persistence.EXTERNALIZABLE,
            "v2 implements `Externalizable` (generated `writeExternal`/`readExternal` of its"
                + " fields in order)",
            "every field touched, same values",
            "5.6.1"));
    kinds.add(
        persistence(
            SERIALIZATION_HOOKS,
            Persistence.EXTERNALIZABLE,
            Persistence.SERIALIZABLE,
            "the reverse",
            "every field touched",
            "5.6.1"));
    kinds.add(
        persistence(
            NO_SERIALIZABLE_MARKER,
            Persistence.SERIALIZABLE,
            Persistence.NONE,
            "v2 no longer implements `Serializable`",
            "every field touched",
            "5.6.1 removing Serializable"));
    kinds.add(
        persistence(
            NO_SERIALIZABLE_MARKER,
            Persistence.NONE,
            Persistence.SERIALIZABLE,
            "v1 is not `Serializable`, v2 is",
            "every field touched",
            "5.6.2 adding Serializable"));
    kinds.add(
        example(ENUMS, EnumConstantsChanged.added("colour", "YELLOW"), Examples::withEnum)
            .lastWrites("colour", CuratedValues.colour("YELLOW"))
            .declare(
                "`enum Colour { RED, GREEN, BLUE }` gains `YELLOW`",
                "constants by name; a constant the reader lacks is not representable",
                "enums serialize by name",
                onField(
                    Catalogue::isEnum,
                    (s, f) -> EnumConstantsChanged.added(f.name(), "ADDED_" + s.fields().size()))));
    kinds.add(
        example(ENUMS, EnumConstantsChanged.removed("colour"), Examples::withEnum)
            .writes("colour", CuratedValues.colour("BLUE"))
            .lastWrites("colour", CuratedValues.colour("GREEN"))
            .declare(
                "`Colour` loses `BLUE`",
                "same",
                "same",
                onField(
                    f -> isEnum(f) && enumSize(f) > 1,
                    (s, f) -> EnumConstantsChanged.removed(f.name()))));
    kinds.add(
        example(ENUMS, EnumConstantsChanged.reordered("colour"), Examples::withEnum)
            .declare(
                "`Colour` declares its constants in reverse",
                "by name: an ordinal-based reader corrupts",
                "same",
                onField(
                    f -> isEnum(f) && enumSize(f) > 1,
                    (s, f) -> EnumConstantsChanged.reordered(f.name()))));
    kinds.add(
        example(RENAMES, new ClassRenamed("RenamedSample"), Examples::sample)
            .declare(
                "`Sample` becomes `RenamedSample`",
                "same values under the new class",
                "incompatible (the stream names the class)",
                (shape, choices) -> Optional.of(new ClassRenamed(shape.simpleName() + "Renamed"))));
    kinds.add(
        example(
                FIELDS_ADDED_REMOVED,
                new NestedFieldChanged("address", new FieldAdded(string("zip"))),
                Examples::withAddress)
            .declare(
                "the field's class `Address { street, city }` gains `zip`",
                "`address.zip`: default",
                "5.6.2 in the nested class",
                onField(
                    Catalogue::isNestedClass,
                    (s, f) ->
                        new NestedFieldChanged(
                            f.name(), new FieldAdded(string("added" + s.fields().size()))))));
    kinds.add(
        example(
                FIELDS_ADDED_REMOVED,
                new NestedFieldChanged("address", new FieldRemoved("city")),
                Examples::withAddress)
            .declare(
                "`Address` loses `city`",
                "`address.city` dropped",
                "5.6.1 in the nested class",
                onField(
                    f -> isNestedClass(f) && !nested(f).fields().isEmpty(),
                    (s, f) ->
                        new NestedFieldChanged(
                            f.name(), new FieldRemoved(nested(f).fields().get(0).name())))));
    kinds.add(
        example(LANGUAGE_CONSTRUCTS, new ClassToRecord(), Examples::sample)
            .declare(
                "v2 is `record Sample(String name, int count)`",
                "same components",
                "records have their own rules",
                (shape, choices) ->
                    shape.superclass().isPresent()
                        ? Optional.empty()
                        : Optional.of(new ClassToRecord())));
    kinds.add(
        example(NO_NOARG_CONSTRUCTOR, new NoArgConstructorRemoved(), Examples::sample)
            .declare(
                "v2 keeps only its all-args constructor",
                "all untouched",
                "not listed (Java never calls it)",
                (shape, choices) ->
                    shape
                            .constructors()
                            .equals(Set.of(ConstructorKind.NO_ARG, ConstructorKind.ALL_ARGS))
                        ? Optional.of(new NoArgConstructorRemoved())
                        : Optional.empty()));
    return List.copyOf(kinds);
  }

  /**
   * A modifier change, its example's {@code count} starting with {@code starting} (null: none), and
   * picked for any field of a random shape that can take it.
   */
  private static CatalogueKind modifier(
      ComparisonGroup group,
      ModifierChanged example,
      FieldModifier starting,
      String exampleText,
      String valueMapping,
      String javaSpecification) {
    Function<String, ClassShape> base =
        id ->
            starting == null
                ? Examples.sample(id)
                : Shapes.replaceField(Examples.sample(id), "count", f -> f.with(starting));
    return example(group, example, base)
        .declare(
            exampleText,
            valueMapping,
            javaSpecification,
            (shape, choices) ->
                choices
                    .oneOf(
                        shape.fields().stream()
                            .filter(f -> example.onField(f.name()).appliesTo(shape))
                            .toList())
                    .map(f -> example.onField(f.name())));
  }

  private static CatalogueKind persistence(
      ComparisonGroup group,
      Persistence from,
      Persistence to,
      String exampleText,
      String valueMapping,
      String javaSpecification) {
    PersistenceChanged change = new PersistenceChanged(from, to);
    Function<String, ClassShape> base = id -> Examples.sample(id).withPersistence(from);
    return example(group, change, base)
        .declare(
            exampleText,
            valueMapping,
            javaSpecification,
            (shape, choices) ->
                shape.persistence() == from
                        && (to != Persistence.EXTERNALIZABLE || canBeExternalizable(shape))
                    ? Optional.of(change)
                    : Optional.empty());
  }

  private static boolean canBeExternalizable(ClassShape shape) {
    return shape.superclass().isEmpty()
        && shape.constructors().contains(ConstructorKind.NO_ARG)
        && shape.fields().stream().noneMatch(f -> f.is(FieldModifier.FINAL));
  }

  private static List<FieldShape> allFields(ClassShape shape) {
    List<FieldShape> all = new ArrayList<>(shape.fields());
    shape.superclass().ifPresent(s -> all.addAll(allFields(s)));
    return all;
  }

  static boolean isEnum(FieldShape field) {
    return field.type() instanceof TypeRef.GeneratedType g && g.shape() instanceof EnumShape;
  }

  private static int enumSize(FieldShape field) {
    return ((EnumShape) ((TypeRef.GeneratedType) field.type()).shape()).constants().size();
  }

  private static boolean isNestedClass(FieldShape field) {
    return field.type() instanceof TypeRef.GeneratedType g && g.shape() instanceof ClassShape;
  }

  private static ClassShape nested(FieldShape field) {
    return (ClassShape) ((TypeRef.GeneratedType) field.type()).shape();
  }
}
