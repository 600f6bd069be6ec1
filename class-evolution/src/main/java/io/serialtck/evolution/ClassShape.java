package io.serialtck.evolution;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The shape of one generated class.
 *
 * @param superclass a generated superclass, or empty for {@code Object}
 * @param persistence which persistence interface it implements
 * @param constructors which public constructors it declares (at least one)
 * @param serialVersionUid a fixed {@code serialVersionUID}, or empty for none
 * @param fields its own fields in declaration order
 * @param style how it exposes its fields: none, or as a JavaBean
 * @param typeParameters the names of its type parameters, unbounded ({@code T}); empty for a class
 *     that is not generic
 * @param superclassArguments the type arguments it gives its generic superclass, one per type
 *     parameter of the superclass: its own type variables ({@code extends Base<T>}, forwarding one)
 *     or types ({@code extends Base<Part>})
 */
public record ClassShape(
    String name,
    Optional<ClassShape> superclass,
    Persistence persistence,
    Set<ConstructorKind> constructors,
    OptionalLong serialVersionUid,
    List<FieldShape> fields,
    ClassStyle style,
    List<String> typeParameters,
    List<TypeRef> superclassArguments)
    implements TypeShape {

  /** A class that is not generic and whose superclass, if any, is not generic either. */
  public ClassShape(
      String name,
      Optional<ClassShape> superclass,
      Persistence persistence,
      Set<ConstructorKind> constructors,
      OptionalLong serialVersionUid,
      List<FieldShape> fields,
      ClassStyle style) {
    this(
        name,
        superclass,
        persistence,
        constructors,
        serialVersionUid,
        fields,
        style,
        List.of(),
        List.of());
  }

  /** A shape of the {@link ClassStyle#FIELDS} style. */
  public ClassShape(
      String name,
      Optional<ClassShape> superclass,
      Persistence persistence,
      Set<ConstructorKind> constructors,
      OptionalLong serialVersionUid,
      List<FieldShape> fields) {
    this(name, superclass, persistence, constructors, serialVersionUid, fields, ClassStyle.FIELDS);
  }

  public ClassShape {
    java.util.Objects.requireNonNull(style, "style");
    fields = List.copyOf(fields);
    typeParameters = List.copyOf(typeParameters);
    superclassArguments = List.copyOf(superclassArguments);
    int superParameters = superclass.map(s -> s.typeParameters().size()).orElse(0);
    if (superclassArguments.size() != superParameters) {
      throw new IllegalArgumentException(
          name
              + " gives its superclass "
              + superclassArguments
              + ", which takes "
              + superParameters);
    }
    constructors = Set.copyOf(EnumSet.copyOf(constructors));
    if (fields.stream().map(FieldShape::name).distinct().count() != fields.size()) {
      throw new IllegalArgumentException("duplicate field names in " + name + ": " + fields);
    }
    if (constructors.isEmpty()) {
      throw new IllegalArgumentException(name + " needs a constructor");
    }
    if (persistence == Persistence.EXTERNALIZABLE) {
      if (!constructors.contains(ConstructorKind.NO_ARG) || superclass.isPresent()) {
        throw new IllegalArgumentException(
            name + ": an Externalizable shape needs a no-arg constructor and no superclass");
      }
      if (fields.stream().anyMatch(f -> f.is(FieldModifier.FINAL))) {
        throw new IllegalArgumentException(
            name + ": readExternal cannot set final fields; an Externalizable shape has none");
      }
    }
    if (superclass.isPresent()
        && !superclass.get().constructors().contains(ConstructorKind.NO_ARG)) {
      if (!constructors.equals(Set.of(ConstructorKind.ALL_ARGS))) {
        throw new IllegalArgumentException(
            name
                + ": its superclass has only an all-args constructor, so it can have only one too");
      }
    }
  }

  /** A serializable class with a no-arg and an all-args constructor and the given SUID. */
  public static ClassShape serializable(
      String name, long serialVersionUid, List<FieldShape> fields) {
    return new ClassShape(
        name,
        Optional.empty(),
        Persistence.SERIALIZABLE,
        EnumSet.allOf(ConstructorKind.class),
        OptionalLong.of(serialVersionUid),
        fields);
  }

  public Optional<FieldShape> field(String fieldName) {
    return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
  }

  /**
   * Every instance field, own fields first, then the superclass's, as a value tree lists them.
   * Static fields are left out.
   */
  public List<FieldShape> instanceFields() {
    List<FieldShape> all = new ArrayList<>();
    fields.stream().filter(f -> !f.is(FieldModifier.STATIC)).forEach(all::add);
    superclass.ifPresent(s -> all.addAll(s.instanceFields()));
    return all;
  }

  @Override
  public ClassShape withName(String newName) {
    return new ClassShape(
        newName,
        superclass,
        persistence,
        constructors,
        serialVersionUid,
        fields,
        style,
        typeParameters,
        superclassArguments);
  }

  public ClassShape withFields(UnaryOperator<List<FieldShape>> change) {
    return new ClassShape(
        name,
        superclass,
        persistence,
        constructors,
        serialVersionUid,
        change.apply(fields),
        style,
        typeParameters,
        superclassArguments);
  }

  /** The same class under another superclass, which takes the same type arguments. */
  public ClassShape withSuperclass(Optional<ClassShape> newSuperclass) {
    return new ClassShape(
        name,
        newSuperclass,
        persistence,
        constructors,
        serialVersionUid,
        fields,
        style,
        typeParameters,
        superclassArguments);
  }

  /** The same class under another superclass, which takes these type arguments. */
  public ClassShape withSuperclass(Optional<ClassShape> newSuperclass, List<TypeRef> arguments) {
    return new ClassShape(
        name,
        newSuperclass,
        persistence,
        constructors,
        serialVersionUid,
        fields,
        style,
        typeParameters,
        arguments);
  }

  /** The same class, generic in {@code parameters}. */
  public ClassShape withTypeParameters(List<String> parameters) {
    return new ClassShape(
        name,
        superclass,
        persistence,
        constructors,
        serialVersionUid,
        fields,
        style,
        parameters,
        superclassArguments);
  }

  public ClassShape withPersistence(Persistence newPersistence) {
    return new ClassShape(
        name,
        superclass,
        newPersistence,
        constructors,
        serialVersionUid,
        fields,
        style,
        typeParameters,
        superclassArguments);
  }

  public ClassShape withConstructors(Set<ConstructorKind> newConstructors) {
    return new ClassShape(
        name,
        superclass,
        persistence,
        newConstructors,
        serialVersionUid,
        fields,
        style,
        typeParameters,
        superclassArguments);
  }

  /** The same class in another style (its superclass keeps its own). */
  public ClassShape withStyle(ClassStyle newStyle) {
    return new ClassShape(
        name,
        superclass,
        persistence,
        constructors,
        serialVersionUid,
        fields,
        newStyle,
        typeParameters,
        superclassArguments);
  }

  @Override
  public String render() {
    StringBuilder source = new StringBuilder("class ").append(simpleName());
    if (!typeParameters.isEmpty()) {
      source.append("<").append(String.join(", ", typeParameters)).append(">");
    }
    superclass.ifPresent(
        s ->
            source
                .append(" extends ")
                .append(new TypeRef.GeneratedType(s, superclassArguments).render()));
    switch (persistence) {
      case SERIALIZABLE -> source.append(" implements Serializable");
      case EXTERNALIZABLE -> source.append(" implements Externalizable");
      case NONE -> {}
    }
    source.append(" {");
    serialVersionUid.ifPresent(
        uid -> source.append(" static final long serialVersionUID = ").append(uid).append("L;"));
    fields.forEach(f -> source.append(' ').append(f.render()));
    if (!constructors.contains(ConstructorKind.NO_ARG)) {
      source.append(" /* no no-arg constructor */");
    }
    if (style == ClassStyle.BEAN) {
      source.append(" /* public getters and setters */");
    }
    return source.append(" }").toString();
  }
}
