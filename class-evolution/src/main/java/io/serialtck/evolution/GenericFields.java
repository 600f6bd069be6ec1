package io.serialtck.evolution;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The instance fields a value of a generated type holds, with every type variable replaced by the
 * type it stands for: {@code T[] values} of a {@code Holder<Integer>} is an {@code Integer[]}, and
 * a type variable a class forwards to its superclass ({@code Middle<U> extends Base<U>}) is
 * followed up the chain.
 */
public final class GenericFields {

  private GenericFields() {}

  /**
   * Own fields first, then the superclass's, as {@link ClassShape#instanceFields()} lists them; a
   * record's components; nothing for other shapes.
   *
   * @param arguments the type's type arguments, one per type parameter of its shape
   */
  public static List<FieldShape> of(TypeShape shape, List<TypeRef> arguments) {
    if (shape instanceof RecordShape record) {
      return record.components();
    }
    if (!(shape instanceof ClassShape c)) {
      return List.of();
    }
    if (arguments.size() != c.typeParameters().size()) {
      throw new IllegalArgumentException(c.name() + " takes " + c.typeParameters());
    }
    Map<String, TypeRef> bindings = new HashMap<>();
    for (int i = 0; i < arguments.size(); i++) {
      bindings.put(c.typeParameters().get(i), arguments.get(i));
    }
    List<FieldShape> fields = new ArrayList<>();
    c.fields().stream()
        .filter(f -> !f.is(FieldModifier.STATIC))
        .forEach(f -> fields.add(f.withType(substitute(f.type(), bindings))));
    c.superclass()
        .ifPresent(
            s ->
                fields.addAll(
                    of(
                        s,
                        c.superclassArguments().stream()
                            .map(a -> substitute(a, bindings))
                            .toList())));
    return fields;
  }

  /** The type with each variable that {@code bindings} names replaced. */
  static TypeRef substitute(TypeRef type, Map<String, TypeRef> bindings) {
    if (bindings.isEmpty()) {
      return type;
    }
    if (type instanceof TypeRef.TypeVariable variable) {
      TypeRef bound = bindings.get(variable.name());
      if (bound == null) {
        throw new IllegalArgumentException("type variable " + variable.name() + " is not bound");
      }
      return bound;
    } else if (type instanceof TypeRef.ArrayType array) {
      return new TypeRef.ArrayType(substitute(array.component(), bindings));
    } else if (type instanceof TypeRef.GeneratedType generated) {
      return new TypeRef.GeneratedType(
          generated.shape(),
          generated.arguments().stream().map(a -> substitute(a, bindings)).toList());
    } else if (type instanceof TypeRef.ContainerType container) {
      return new TypeRef.ContainerType(
          container.declared(),
          container.implementation(),
          container.arguments().stream().map(a -> substitute(a, bindings)).toList(),
          container.made());
    }
    return type;
  }
}
