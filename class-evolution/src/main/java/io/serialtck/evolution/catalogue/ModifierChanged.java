package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
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

  /** The same change on another field. */
  public ModifierChanged onField(String otherField) {
    return new ModifierChanged(id, otherField, modifier, added);
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
    return shape.field(field).map(f -> added ? canGain(shape, f) : f.is(modifier)).orElse(false);
  }

  private boolean canGain(ClassShape shape, FieldShape f) {
    return switch (modifier) {
      case PRIVATE -> f.is(FieldModifier.PUBLIC);
      case FINAL ->
          !f.is(FieldModifier.FINAL)
              && !f.is(FieldModifier.STATIC)
              && shape.constructors().contains(ConstructorKind.ALL_ARGS)
              && shape.persistence() != Persistence.EXTERNALIZABLE;
      case STATIC -> !f.is(FieldModifier.STATIC) && !f.is(FieldModifier.FINAL);
      default -> !f.is(modifier);
    };
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
