package io.serialtck.evolution;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** A field's declared type. */
public sealed interface TypeRef
    permits TypeRef.JdkType,
        TypeRef.GeneratedType,
        TypeRef.ArrayType,
        TypeRef.ContainerType,
        TypeRef.TypeVariable {

  /** Java source spelling, e.g. {@code List<String>}. */
  String render();

  /**
   * The binary name of the declared (raw) type, e.g. {@code int}, {@code [J}, {@code
   * java.util.List}.
   */
  String binaryName();

  default boolean isPrimitive() {
    return this instanceof JdkType jdk && JdkType.PRIMITIVES.contains(jdk.name());
  }

  /** A primitive or a JDK class, by binary name: {@code int}, {@code java.lang.String}. */
  record JdkType(String name) implements TypeRef {

    static final Set<String> PRIMITIVES =
        Set.of("boolean", "byte", "short", "char", "int", "long", "float", "double");

    @Override
    public String render() {
      return name.substring(name.lastIndexOf('.') + 1);
    }

    @Override
    public String binaryName() {
      return name;
    }
  }

  /**
   * A class, enum or record generated from a shape of its own.
   *
   * @param arguments the type arguments of a generic class ({@code Holder<Integer>}), one per type
   *     parameter of its shape; empty otherwise
   */
  record GeneratedType(TypeShape shape, List<TypeRef> arguments) implements TypeRef {

    public GeneratedType {
      arguments = List.copyOf(arguments);
      int parameters = shape instanceof ClassShape c ? c.typeParameters().size() : 0;
      if (arguments.size() != parameters) {
        throw new IllegalArgumentException(
            shape.name() + " takes " + parameters + " type arguments, not " + arguments);
      }
    }

    /** A type that takes no type arguments. */
    public GeneratedType(TypeShape shape) {
      this(shape, List.of());
    }

    @Override
    public String render() {
      return shape.simpleName()
          + (arguments.isEmpty()
              ? ""
              : arguments.stream()
                  .map(TypeRef::render)
                  .collect(Collectors.joining(", ", "<", ">")));
    }

    @Override
    public String binaryName() {
      return shape.name();
    }
  }

  /**
   * A type variable of the generic class that declares the field ({@code T}, in {@code T[]
   * values}): unbounded, so it erases to {@code Object}.
   */
  record TypeVariable(String name) implements TypeRef {
    @Override
    public String render() {
      return name;
    }

    @Override
    public String binaryName() {
      return "java.lang.Object";
    }
  }

  /** An array of a component type. */
  record ArrayType(TypeRef component) implements TypeRef {
    @Override
    public String render() {
      return component.render() + "[]";
    }

    @Override
    public String binaryName() {
      return "[" + descriptor(component);
    }

    private static String descriptor(TypeRef type) {
      return switch (type.binaryName()) {
        case "boolean" -> "Z";
        case "byte" -> "B";
        case "short" -> "S";
        case "char" -> "C";
        case "int" -> "I";
        case "long" -> "J";
        case "float" -> "F";
        case "double" -> "D";
        default -> type instanceof ArrayType ? type.binaryName() : "L" + type.binaryName() + ";";
      };
    }
  }

  /**
   * A collection or map: the declared type (an interface such as {@code java.util.List}, or a
   * concrete class), the implementation a value of it is made of, and the generic arguments.
   *
   * @param made the generated subclass the implementation is, or null for a JDK implementation
   */
  record ContainerType(
      String declared, String implementation, List<TypeRef> arguments, ContainerClassShape made)
      implements TypeRef {

    public ContainerType {
      arguments = List.copyOf(arguments);
      if (made != null && !made.name().equals(implementation)) {
        throw new IllegalArgumentException(
            "implementation " + implementation + " is not the generated " + made.name());
      }
    }

    /** A container made of a JDK implementation. */
    public ContainerType(String declared, String implementation, List<TypeRef> arguments) {
      this(declared, implementation, arguments, null);
    }

    /**
     * The JDK class whose rules its implementation follows (order, set or not): the implementation
     * itself, or the JDK class a generated one extends.
     */
    public String jdkImplementation() {
      return made == null ? implementation : made.superclass();
    }

    public boolean isMap() {
      return arguments.size() == 2;
    }

    @Override
    public String render() {
      return declared.substring(declared.lastIndexOf('.') + 1)
          + arguments.stream().map(TypeRef::render).collect(Collectors.joining(", ", "<", ">"))
          + (made == null ? "" : " /* a " + made.simpleName() + " */");
    }

    @Override
    public String binaryName() {
      return declared;
    }
  }

  static TypeRef of(Class<?> type) {
    if (type.isArray()) {
      return new ArrayType(of(type.getComponentType()));
    }
    return new JdkType(type.getName());
  }

  static TypeRef of(TypeShape shape) {
    return new GeneratedType(shape);
  }

  /** A container declared as {@code declared}, made of {@code implementation}. */
  static ContainerType container(Class<?> declared, Class<?> implementation, TypeRef... arguments) {
    return new ContainerType(
        declared.getName(), implementation.getName(), Arrays.asList(arguments));
  }

  /** A container declared as {@code declared}, made of the generated subclass {@code made}. */
  static ContainerType container(
      Class<?> declared, ContainerClassShape made, TypeRef... arguments) {
    return new ContainerType(declared.getName(), made.name(), Arrays.asList(arguments), made);
  }

  /** {@code List<element>} made of an {@code ArrayList}. */
  static ContainerType list(TypeRef element) {
    return container(List.class, java.util.ArrayList.class, element);
  }
}
