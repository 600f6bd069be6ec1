package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.Set;

/** {@code class-renamed}: v2 is the same class under another name (same package). */
public record ClassRenamed(String newSimpleName) implements Evolution {

  @Override
  public String id() {
    return "class-renamed";
  }

  @Override
  public String description() {
    return "v2 is the same class renamed to " + newSimpleName;
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    String name = before.name();
    ClassShape after =
        before.withName(name.substring(0, name.lastIndexOf('.') + 1) + newSimpleName);
    return EvolvedClass.ofRoot(before, after, Links.touching(before.instanceFields(), Set.of()));
  }
}
