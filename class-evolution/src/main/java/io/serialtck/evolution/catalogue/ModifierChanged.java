package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.FieldLink;
import java.util.List;
import java.util.Set;

/**
 * A field gains or loses a modifier: {@code field-made-final}, {@code final-made-nonfinal}, {@code
 * public-made-private}, {@code field-made-transient}, {@code transient-made-persistent}, {@code
 * field-made-static}, {@code static-made-nonstatic}. A transient or static field carries no value:
 * the reader's field is then expected at its default.
 */
public record ModifierChanged(String id, String field, FieldModifier modifier, boolean added)
    implements Evolution {

  /** The modifier changes of the catalogue, by id. */
  public static List<ModifierChanged> kinds(String field) {
    return List.of(
        new ModifierChanged("field-made-final", field, FieldModifier.FINAL, true),
        new ModifierChanged("final-made-nonfinal", field, FieldModifier.FINAL, false),
        new ModifierChanged("public-made-private", field, FieldModifier.PRIVATE, true),
        new ModifierChanged("field-made-transient", field, FieldModifier.TRANSIENT, true),
        new ModifierChanged("transient-made-persistent", field, FieldModifier.TRANSIENT, false),
        new ModifierChanged("field-made-static", field, FieldModifier.STATIC, true),
        new ModifierChanged("static-made-nonstatic", field, FieldModifier.STATIC, false));
  }

  @Override
  public String description() {
    return "field "
        + field
        + (added ? " becomes " : " is no longer ")
        + modifier.name().toLowerCase();
  }

  /** Whether the field, as it is, can take this change. */
  public boolean appliesTo(ClassShape shape) {
    return shape
        .field(field)
        .map(
            f ->
                switch (id) {
                  case "public-made-private" -> f.is(FieldModifier.PUBLIC);
                  case "field-made-final" ->
                      !f.is(FieldModifier.FINAL)
                          && !f.is(FieldModifier.STATIC)
                          && shape.constructors().contains(ConstructorKind.ALL_ARGS)
                          && shape.persistence()
                              != io.serialtck.evolution.Persistence.EXTERNALIZABLE;
                  case "field-made-static" ->
                      !f.is(FieldModifier.STATIC) && !f.is(FieldModifier.FINAL);
                  default -> added != f.is(modifier);
                })
        .orElse(false);
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    Shapes.requireField(before, field);
    if (!appliesTo(before)) {
      throw new IllegalArgumentException(id + " does not apply to " + before.name() + "." + field);
    }
    ClassShape after =
        Shapes.replaceField(before, field, f -> added ? f.with(modifier) : f.without(modifier));
    List<FieldLink> links = Links.touching(before.instanceFields(), Set.of(field));
    if (modifier == FieldModifier.STATIC) {
      links =
          links.stream().map(l -> field.equals(l.before()) ? FieldLink.removed(field) : l).toList();
    }
    return EvolvedClass.ofRoot(before, after, links);
  }
}
