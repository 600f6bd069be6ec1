package io.serialtck.evolution;

/**
 * A type generated from a shape: a class, an enum, a record or a subclass of a JDK container; or,
 * read from a team's classes, an interface or abstract class by its concrete subtypes.
 */
public sealed interface TypeShape
    permits ClassShape, EnumShape, RecordShape, PolymorphicShape, ContainerClassShape {

  /** The binary name, unique per scenario. */
  String name();

  /** The same shape under another name, keeping everything else. */
  TypeShape withName(String newName);

  /** Java-like source of the shape, for reports. */
  String render();

  default String simpleName() {
    return name().substring(name().lastIndexOf('.') + 1);
  }
}
