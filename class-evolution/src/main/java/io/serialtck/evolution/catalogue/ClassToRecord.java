package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.Set;

/** {@code class-to-record}: v2 is a record whose components are v1's instance fields. */
public record ClassToRecord() implements Evolution {

  @Override
  public String id() {
    return "class-to-record";
  }

  @Override
  public String description() {
    return "v2 is a record with the same components";
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    if (before.superclass().isPresent()) {
      throw new IllegalArgumentException(before.name() + " has a superclass; a record cannot");
    }
    RecordShape after =
        new RecordShape(
            before.name(),
            before.instanceFields().stream()
                .filter(f -> !f.is(FieldModifier.TRANSIENT))
                .map(
                    f ->
                        new FieldShape(
                            f.name(), f.type(), Set.of(FieldModifier.PRIVATE, FieldModifier.FINAL)))
                .toList());
    return EvolvedClass.ofRoot(before, after, Links.touching(before.instanceFields(), Set.of()));
  }
}
