package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The class changes how Java serialization persists it: {@code serializable-to-externalizable},
 * {@code externalizable-to-serializable}, {@code serializable-removed}, {@code serializable-added}.
 * Every field's encoding changes, so every field counts as touched.
 */
public record PersistenceChanged(Persistence from, Persistence to) implements Evolution {

  @Override
  public String id() {
    if (to == Persistence.NONE) {
      return "serializable-removed";
    } else if (from == Persistence.NONE) {
      return "serializable-added";
    }
    return to == Persistence.EXTERNALIZABLE
        ? "serializable-to-externalizable"
        : "externalizable-to-serializable";
  }

  @Override
  public String description() {
    return switch (to) {
      case NONE -> "v2 no longer implements Serializable";
      case SERIALIZABLE ->
          from == Persistence.NONE
              ? "v2 implements Serializable"
              : "v2 implements Serializable instead of Externalizable";
      case EXTERNALIZABLE -> "v2 implements Externalizable instead of Serializable";
    };
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    if (before.persistence() != from) {
      throw new IllegalArgumentException(before.name() + " is not " + from);
    }
    ClassShape after = before.withPersistence(to);
    Set<String> all =
        before.instanceFields().stream().map(FieldShape::name).collect(Collectors.toSet());
    return EvolvedClass.ofRoot(before, after, Links.touching(before.instanceFields(), all));
  }
}
