package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * {@code fields-reordered}: v2 declares the same fields in reverse order. No value changes, so
 * every field counts as untouched: a misread here is corruption.
 */
public record FieldsReordered() implements Evolution {

  @Override
  public String id() {
    return "fields-reordered";
  }

  @Override
  public String description() {
    return "v2 declares its fields in reverse order";
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    if (before.fields().size() < 2) {
      throw new IllegalArgumentException(before.name() + " has fewer than two fields to reorder");
    }
    ClassShape after =
        before.withFields(
            fields -> {
              List<FieldShape> reversed = new ArrayList<>(fields);
              Collections.reverse(reversed);
              return reversed;
            });
    return EvolvedClass.ofRoot(before, after, Links.touching(before.instanceFields(), Set.of()));
  }
}
