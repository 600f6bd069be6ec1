package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * {@code serializable-to-externalizable} and {@code externalizable-to-serializable}: the class
 * changes how Java serialization persists it; every field's encoding changes, so every field counts
 * as touched.
 */
public record PersistenceChanged(Persistence to) implements Evolution {

  @Override
  public String id() {
    return to == Persistence.EXTERNALIZABLE
        ? "serializable-to-externalizable"
        : "externalizable-to-serializable";
  }

  @Override
  public String description() {
    return "v2 implements "
        + (to == Persistence.EXTERNALIZABLE ? "Externalizable" : "Serializable")
        + " instead";
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    Persistence from =
        to == Persistence.EXTERNALIZABLE ? Persistence.SERIALIZABLE : Persistence.EXTERNALIZABLE;
    if (before.persistence() != from) {
      throw new IllegalArgumentException(before.name() + " is not " + from);
    }
    ClassShape after = before.withPersistence(to);
    Set<String> all =
        before.instanceFields().stream().map(FieldShape::name).collect(Collectors.toSet());
    return EvolvedClass.ofRoot(before, after, Links.touching(before.instanceFields(), all));
  }
}
