package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.FieldLink;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** {@code superclass-inserted}: v2 extends a new superclass, whose fields are new. */
public record SuperclassInserted(ClassShape superclass) implements Evolution {

  @Override
  public String id() {
    return "superclass-inserted";
  }

  @Override
  public String description() {
    return "v2 extends a new superclass " + superclass.render();
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    if (before.superclass().isPresent()) {
      throw new IllegalArgumentException(before.name() + " has a superclass already");
    }
    ClassShape after = before.withSuperclass(Optional.of(superclass));
    List<FieldLink> links = new ArrayList<>(Links.touching(before.instanceFields(), Set.of()));
    superclass.instanceFields().forEach(f -> links.add(FieldLink.added(f.name())));
    return EvolvedClass.ofRoot(before, after, links);
  }
}
