package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * The enum type of a field changes its constants: {@code enum-constant-added} (one at the end),
 * {@code enum-constant-removed} (the last one), {@code enum-constants-reordered} (reversed).
 * Constants correspond by name; a constant the reader lacks is not representable.
 */
public record EnumConstantsChanged(String id, String field, String addedConstant)
    implements Evolution {

  public static EnumConstantsChanged added(String field, String constant) {
    return new EnumConstantsChanged("enum-constant-added", field, constant);
  }

  public static EnumConstantsChanged removed(String field) {
    return new EnumConstantsChanged("enum-constant-removed", field, null);
  }

  public static EnumConstantsChanged reordered(String field) {
    return new EnumConstantsChanged("enum-constants-reordered", field, null);
  }

  @Override
  public String description() {
    return "the enum of field "
        + field
        + switch (id) {
          case "enum-constant-added" -> " gains constant " + addedConstant;
          case "enum-constant-removed" -> " loses its last constant";
          default -> " declares its constants in reverse order";
        };
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    TypeShape type = Shapes.generatedTypeOf(before, field);
    if (!(type instanceof EnumShape enumShape)) {
      throw new IllegalArgumentException(before.name() + "." + field + " is not an enum");
    }
    List<String> constants = new ArrayList<>(enumShape.constants());
    switch (id) {
      case "enum-constant-added" -> {
        if (constants.contains(addedConstant)) {
          throw new IllegalArgumentException(
              enumShape.name() + " has " + addedConstant + " already");
        }
        constants.add(addedConstant);
      }
      case "enum-constant-removed" -> {
        if (constants.size() < 2) {
          throw new IllegalArgumentException(enumShape.name() + " has one constant only");
        }
        constants.remove(constants.size() - 1);
      }
      default -> {
        if (constants.size() < 2) {
          throw new IllegalArgumentException(enumShape.name() + " has one constant only");
        }
        Collections.reverse(constants);
      }
    }
    ClassShape after = Shapes.replaceType(before, enumShape.withConstants(constants));
    return EvolvedClass.ofRoot(
        before, after, Links.touching(before.instanceFields(), Set.of(field)));
  }
}
