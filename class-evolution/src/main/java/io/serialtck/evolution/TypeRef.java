package io.serialtck.evolution;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** A field's declared type. */
public sealed interface TypeRef
    permits TypeRef.JdkType, TypeRef.GeneratedType, TypeRef.ArrayType, TypeRef.ContainerType {

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

  /** A class, enum or record generated from a shape of its own. */
  record GeneratedType(TypeShape shape) implements TypeRef {
    @Override
    public String render() {
      return shape.simpleName();
    }

    @Override
    public String binaryName() {
      return shape.name();
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
   */
  record ContainerType(String declared, String implementation, List<TypeRef> arguments)
      implements TypeRef {

    public ContainerType {
      arguments = List.copyOf(arguments);
    }

    public boolean isMap() {
      return arguments.size() == 2;
    }

    @Override
    public String render() {
      return declared.substring(declared.lastIndexOf('.') + 1)
          + arguments.stream().map(TypeRef::render).collect(Collectors.joining(", ", "<", ">"));
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

  /** {@code List<element>} made of an {@code ArrayList}. */
  static ContainerType list(TypeRef element) {
    return container(List.class, java.util.ArrayList.class, element);
  }
}
