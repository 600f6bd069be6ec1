package io.serialtck.evolution;

import java.util.Map;

/**
 * A generated subclass of a JDK collection or map, as a model's own collection types are ({@code
 * class Tags extends ArrayList<String>}): a public no-arg constructor and nothing else of its own;
 * or, when {@code externalizable}, an {@code Externalizable} one whose {@code writeExternal} writes
 * a copy of its content as the JDK class it extends and whose {@code readExternal} adds that copy's
 * content, as third-party collections carry themselves. A field holds it through a {@link
 * TypeRef.ContainerType} whose implementation it is.
 *
 * @param superclass the binary name of the JDK class it extends ({@code java.util.HashMap})
 */
public record ContainerClassShape(String name, String superclass, boolean externalizable)
    implements TypeShape {

  public ContainerClassShape {
    try {
      Class<?> extended = Class.forName(superclass, false, ClassLoader.getPlatformClassLoader());
      if (!Map.class.isAssignableFrom(extended)
          && !java.util.Collection.class.isAssignableFrom(extended)) {
        throw new IllegalArgumentException(superclass + " is no JDK collection or map");
      }
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException(superclass + " is no JDK class", e);
    }
  }

  /** Whether it extends a map. */
  public boolean isMap() {
    try {
      return Map.class.isAssignableFrom(
          Class.forName(superclass, false, ClassLoader.getPlatformClassLoader()));
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public ContainerClassShape withName(String newName) {
    return new ContainerClassShape(newName, superclass, externalizable);
  }

  @Override
  public String render() {
    String extended = superclass.substring(superclass.lastIndexOf('.') + 1);
    return "class "
        + simpleName()
        + " extends "
        + extended
        + (externalizable
            ? " implements Externalizable { writeExternal writes new "
                + extended
                + "<>(this); readExternal adds what it reads }"
            : " {}");
  }
}
