package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.FieldLink;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** {@code field-added}: v2 declares one more field, after the others. */
public record FieldAdded(FieldShape added) implements Evolution {

  @Override
  public String id() {
    return "field-added";
  }

  @Override
  public String description() {
    return "v2 declares a new field " + added.render();
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    if (before.field(added.name()).isPresent()) {
      throw new IllegalArgumentException(
          before.name() + " has a field " + added.name() + " already");
    }
    ClassShape after =
        before.withFields(
            fields -> {
              List<FieldShape> more = new ArrayList<>(fields);
              more.add(added);
              return more;
            });
    List<FieldLink> links = new ArrayList<>(Links.touching(before.instanceFields(), Set.of()));
    links.add(FieldLink.added(added.name()));
    return EvolvedClass.ofRoot(before, after, links);
  }
}
