package io.serialtck.evolution;

import java.util.ArrayList;
import java.util.List;

/** {@code field-added}: the new version declares one more field, after the others. */
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
    ClassShape after =
        before.withFields(
            fields -> {
              List<FieldShape> more = new ArrayList<>(fields);
              more.add(added);
              return more;
            });
    List<FieldLink> links = new ArrayList<>();
    before.fields().forEach(f -> links.add(FieldLink.unchanged(f.name())));
    links.add(FieldLink.added(added.name()));
    return new EvolvedClass(before, after, links);
  }
}
