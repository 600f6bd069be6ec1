package io.serialtck.evolution;

import java.util.List;

/** {@code field-removed}: the new version no longer declares one of the fields. */
public record FieldRemoved(String removed) implements Evolution {

  @Override
  public String id() {
    return "field-removed";
  }

  @Override
  public String description() {
    return "v2 no longer declares field " + removed;
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    if (before.field(removed).isEmpty()) {
      throw new IllegalArgumentException(before.name() + " has no field " + removed);
    }
    ClassShape after =
        before.withFields(
            fields -> fields.stream().filter(f -> !f.name().equals(removed)).toList());
    List<FieldLink> links =
        before.fields().stream()
            .map(
                f ->
                    f.name().equals(removed)
                        ? FieldLink.removed(removed)
                        : FieldLink.unchanged(f.name()))
            .toList();
    return new EvolvedClass(before, after, links);
  }
}
