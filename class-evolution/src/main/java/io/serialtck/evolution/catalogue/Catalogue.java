package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * The catalogue of class changes: for every id a curated example (a small serializable class {@code
 * Sample} with the field the change needs) and a kind that picks the same change for a random
 * shape.
 */
public final class Catalogue {

  /** A curated example: the base shape and the step applied to it. */
  public record Entry(String id, ClassShape base, Evolution evolution) {

    public EvolvedClass evolved() {
      return evolution.apply(base);
    }
  }

  private Catalogue() {}

  /** Every curated example, one per id, in catalogue order. */
  public static List<Entry> entries() {
    List<Entry> entries = new ArrayList<>();
    entries.add(entry("field-added", sample("field-added"), new FieldAdded(string("nickname"))));
    entries.add(entry("field-removed", sample("field-removed"), new FieldRemoved("count")));
    entries.add(
        entry("field-renamed", sample("field-renamed"), new FieldRenamed("count", "quantity")));
    entries.add(
        entry(
            "fields-reordered",
            sample(
                "fields-reordered", FieldShape.of("tags", TypeRef.list(TypeRef.of(String.class)))),
            new FieldsReordered()));
    for (TypeChanges.TypeChange change : TypeChanges.all()) {
      entries.add(
          entry(
              change.id(),
              sample(change.id(), FieldShape.of("value", change.example())),
              new FieldTypeChanged(change, "value")));
    }
    for (ModifierChanged change : ModifierChanged.kinds("count")) {
      entries.add(entry(change.id(), modifierSample(change), change));
    }
    entries.add(
        entry(
            "superclass-inserted",
            sample("superclass-inserted"),
            new SuperclassInserted(base("superclass-inserted"))));
    entries.add(
        entry("superclass-removed", withBase("superclass-removed"), new SuperclassRemoved()));
    entries.add(
        entry(
            "field-moved-to-superclass",
            withBase("field-moved-to-superclass"),
            new FieldMovedToSuperclass("count")));
    entries.add(
        entry(
            "serializable-to-externalizable",
            sample("serializable-to-externalizable"),
            new PersistenceChanged(Persistence.SERIALIZABLE, Persistence.EXTERNALIZABLE)));
    entries.add(
        entry(
            "externalizable-to-serializable",
            sample("externalizable-to-serializable").withPersistence(Persistence.EXTERNALIZABLE),
            new PersistenceChanged(Persistence.EXTERNALIZABLE, Persistence.SERIALIZABLE)));
    entries.add(
        entry(
            "serializable-removed",
            sample("serializable-removed"),
            new PersistenceChanged(Persistence.SERIALIZABLE, Persistence.NONE)));
    entries.add(
        entry(
            "serializable-added",
            sample("serializable-added").withPersistence(Persistence.NONE),
            new PersistenceChanged(Persistence.NONE, Persistence.SERIALIZABLE)));
    entries.add(
        entry(
            "enum-constant-added",
            withEnum("enum-constant-added"),
            EnumConstantsChanged.added("colour", "YELLOW")));
    entries.add(
        entry(
            "enum-constant-removed",
            withEnum("enum-constant-removed"),
            EnumConstantsChanged.removed("colour")));
    entries.add(
        entry(
            "enum-constants-reordered",
            withEnum("enum-constants-reordered"),
            EnumConstantsChanged.reordered("colour")));
    entries.add(entry("class-renamed", sample("class-renamed"), new ClassRenamed("RenamedSample")));
    entries.add(
        entry(
            "nested-field-added",
            withAddress("nested-field-added"),
            new NestedFieldChanged("address", new FieldAdded(string("zip")))));
    entries.add(
        entry(
            "nested-field-removed",
            withAddress("nested-field-removed"),
            new NestedFieldChanged("address", new FieldRemoved("city"))));
    entries.add(entry("class-to-record", sample("class-to-record"), new ClassToRecord()));
    entries.add(
        entry(
            "noarg-constructor-removed",
            sample("noarg-constructor-removed"),
            new NoArgConstructorRemoved()));
    return entries;
  }

  /** The curated example of one id. */
  public static Entry entry(String id) {
    return entries().stream()
        .filter(e -> e.id().equals(id))
        .findFirst()
        .orElseThrow(
            () -> new IllegalArgumentException("no evolution " + id + " in the catalogue"));
  }

  /** Every id, in catalogue order. */
  public static List<String> ids() {
    return entries().stream().map(Entry::id).toList();
  }

  /** Every kind, able to pick its change for a random shape. */
  public static List<EvolutionKind> kinds() {
    List<EvolutionKind> kinds = new ArrayList<>();
    kinds.add(
        kind(
            "field-added",
            (shape, choices) ->
                Optional.of(
                    new FieldAdded(
                        FieldShape.of(choices.freshName(allFields(shape)), choices.fieldType())))));
    kinds.add(onField("field-removed", f -> true, (s, f) -> new FieldRemoved(f.name())));
    kinds.add(
        kind(
            "field-renamed",
            (shape, choices) ->
                choices
                    .oneOf(shape.fields())
                    .map(f -> new FieldRenamed(f.name(), choices.freshName(allFields(shape))))));
    kinds.add(
        kind(
            "fields-reordered",
            (shape, choices) ->
                shape.fields().size() < 2 ? Optional.empty() : Optional.of(new FieldsReordered())));
    for (TypeChanges.TypeChange change : TypeChanges.all()) {
      kinds.add(
          onField(
              change.id(),
              f -> change.appliesTo(f.type()),
              (s, f) -> new FieldTypeChanged(change, f.name())));
    }
    for (ModifierChanged template : ModifierChanged.kinds("")) {
      kinds.add(
          kind(
              template.id(),
              (shape, choices) ->
                  choices
                      .oneOf(
                          shape.fields().stream()
                              .filter(
                                  f ->
                                      new ModifierChanged(
                                              template.id(),
                                              f.name(),
                                              template.modifier(),
                                              template.added())
                                          .appliesTo(shape))
                              .toList())
                      .map(
                          f ->
                              new ModifierChanged(
                                  template.id(),
                                  f.name(),
                                  template.modifier(),
                                  template.added()))));
    }
    kinds.add(
        kind(
            "superclass-inserted",
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
        kind(
            "superclass-removed",
            (shape, choices) -> shape.superclass().map(s -> (Evolution) new SuperclassRemoved())));
    kinds.add(
        kind(
            "field-moved-to-superclass",
            (shape, choices) ->
                shape.superclass().isEmpty()
                    ? Optional.empty()
                    : choices
                        .oneOf(shape.fields())
                        .map(f -> new FieldMovedToSuperclass(f.name()))));
    kinds.add(
        kind(
            "serializable-to-externalizable",
            (shape, choices) ->
                canBeExternalizable(shape)
                    ? Optional.of(
                        new PersistenceChanged(
                            Persistence.SERIALIZABLE, Persistence.EXTERNALIZABLE))
                    : Optional.empty()));
    kinds.add(persistence(Persistence.EXTERNALIZABLE, Persistence.SERIALIZABLE));
    kinds.add(persistence(Persistence.SERIALIZABLE, Persistence.NONE));
    kinds.add(persistence(Persistence.NONE, Persistence.SERIALIZABLE));
    kinds.add(
        onField(
            "enum-constant-added",
            Catalogue::isEnum,
            (s, f) -> EnumConstantsChanged.added(f.name(), "ADDED_" + s.fields().size())));
    kinds.add(
        onField(
            "enum-constant-removed",
            f -> isEnum(f) && enumSize(f) > 1,
            (s, f) -> EnumConstantsChanged.removed(f.name())));
    kinds.add(
        onField(
            "enum-constants-reordered",
            f -> isEnum(f) && enumSize(f) > 1,
            (s, f) -> EnumConstantsChanged.reordered(f.name())));
    kinds.add(
        kind(
            "class-renamed",
            (shape, choices) -> Optional.of(new ClassRenamed(shape.simpleName() + "Renamed"))));
    kinds.add(
        onField(
            "nested-field-added",
            Catalogue::isNestedClass,
            (s, f) ->
                new NestedFieldChanged(
                    f.name(),
                    new FieldAdded(
                        FieldShape.of("added" + s.fields().size(), TypeRef.of(String.class))))));
    kinds.add(
        onField(
            "nested-field-removed",
            f -> isNestedClass(f) && !nested(f).fields().isEmpty(),
            (s, f) ->
                new NestedFieldChanged(
                    f.name(), new FieldRemoved(nested(f).fields().get(0).name()))));
    kinds.add(
        kind(
            "class-to-record",
            (shape, choices) ->
                shape.superclass().isPresent()
                    ? Optional.empty()
                    : Optional.of(new ClassToRecord())));
    kinds.add(
        kind(
            "noarg-constructor-removed",
            (shape, choices) ->
                shape
                        .constructors()
                        .equals(Set.of(ConstructorKind.NO_ARG, ConstructorKind.ALL_ARGS))
                    ? Optional.of(new NoArgConstructorRemoved())
                    : Optional.empty()));
    return kinds;
  }

  private static EvolutionKind persistence(Persistence from, Persistence to) {
    PersistenceChanged change = new PersistenceChanged(from, to);
    return kind(
        change.id(),
        (shape, choices) -> shape.persistence() == from ? Optional.of(change) : Optional.empty());
  }

  private static Entry entry(String id, ClassShape base, Evolution evolution) {
    if (!evolution.id().equals(id)) {
      throw new IllegalStateException("entry " + id + " holds a " + evolution.id());
    }
    return new Entry(id, base, evolution);
  }

  private static String pkg(String id) {
    return "serialtck.gen." + id.toLowerCase().replaceAll("[^a-z0-9]+", "_") + ".";
  }

  private static FieldShape string(String name) {
    return FieldShape.of(name, TypeRef.of(String.class));
  }

  static ClassShape sample(String id, FieldShape... extra) {
    List<FieldShape> fields =
        new ArrayList<>(List.of(string("name"), FieldShape.of("count", TypeRef.of(int.class))));
    fields.addAll(List.of(extra));
    return ClassShape.serializable(pkg(id) + "Sample", 1L, fields);
  }

  private static ClassShape base(String id) {
    return ClassShape.serializable(pkg(id) + "Base", 1L, List.of(string("label")));
  }

  private static ClassShape withBase(String id) {
    return sample(id).withSuperclass(Optional.of(base(id)));
  }

  private static ClassShape withEnum(String id) {
    EnumShape colour = new EnumShape(pkg(id) + "Colour", List.of("RED", "GREEN", "BLUE"));
    return sample(id, FieldShape.of("colour", TypeRef.of(colour)));
  }

  private static ClassShape withAddress(String id) {
    ClassShape address =
        ClassShape.serializable(pkg(id) + "Address", 1L, List.of(string("street"), string("city")));
    return sample(id, FieldShape.of("address", TypeRef.of(address)));
  }

  private static ClassShape modifierSample(ModifierChanged change) {
    ClassShape sample = sample(change.id());
    FieldModifier starting =
        switch (change.id()) {
          case "final-made-nonfinal" -> FieldModifier.FINAL;
          case "public-made-private" -> FieldModifier.PUBLIC;
          case "transient-made-persistent" -> FieldModifier.TRANSIENT;
          case "static-made-nonstatic" -> FieldModifier.STATIC;
          default -> null;
        };
    return starting == null ? sample : Shapes.replaceField(sample, "count", f -> f.with(starting));
  }

  private static boolean canBeExternalizable(ClassShape shape) {
    return shape.persistence() == Persistence.SERIALIZABLE
        && shape.superclass().isEmpty()
        && shape.constructors().contains(ConstructorKind.NO_ARG)
        && shape.fields().stream().noneMatch(f -> f.is(FieldModifier.FINAL));
  }

  private static List<FieldShape> allFields(ClassShape shape) {
    List<FieldShape> all = new ArrayList<>(shape.fields());
    shape.superclass().ifPresent(s -> all.addAll(allFields(s)));
    return all;
  }

  private static boolean isEnum(FieldShape field) {
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

  private static EvolutionKind kind(
      String id, BiFunction<ClassShape, Choices, Optional<Evolution>> pick) {
    return new EvolutionKind() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public Optional<Evolution> pick(ClassShape shape, Choices choices) {
        return pick.apply(shape, choices);
      }
    };
  }

  private static EvolutionKind onField(
      String id, Predicate<FieldShape> target, BiFunction<ClassShape, FieldShape, Evolution> step) {
    return kind(
        id,
        (shape, choices) ->
            choices
                .oneOf(
                    shape.fields().stream()
                        .filter(f -> !f.is(FieldModifier.STATIC))
                        .filter(target)
                        .toList())
                .map(f -> step.apply(shape, f)));
  }
}
