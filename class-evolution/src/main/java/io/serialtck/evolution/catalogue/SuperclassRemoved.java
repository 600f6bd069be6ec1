package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.FieldLink;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** {@code superclass-removed}: v2 no longer extends its superclass, and loses its fields. */
public record SuperclassRemoved() implements Evolution {

  @Override
  public String id() {
    return "superclass-removed";
  }

  @Override
  public String description() {
    return "v2 no longer extends its superclass";
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    ClassShape superclass =
        before
            .superclass()
            .orElseThrow(() -> new IllegalArgumentException(before.name() + " has no superclass"));
    ClassShape after = before.withSuperclass(Optional.empty());
    List<FieldShape> own = after.instanceFields();
    List<FieldLink> links = new ArrayList<>(Links.touching(own, Set.of()));
    superclass.instanceFields().forEach(f -> links.add(FieldLink.removed(f.name())));
    return EvolvedClass.ofRoot(before, after, links);
  }
}
