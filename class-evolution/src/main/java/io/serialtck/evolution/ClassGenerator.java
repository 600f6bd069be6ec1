package io.serialtck.evolution;

import java.io.Serializable;
import java.lang.reflect.Modifier;
import java.util.List;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.description.type.TypeDefinition;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;

/**
 * Turns a {@link ClassShape} into class file bytes with Byte Buddy. The class file version is
 * pinned to Java 17 and the name is the shape's, so the same shape always gives the same bytes.
 * Generated classes have a public no-argument constructor. Bytes are not loaded here: the harness
 * ships them to the worlds that need them.
 */
public final class ClassGenerator {

  private final ByteBuddy byteBuddy = new ByteBuddy(ClassFileVersion.JAVA_V17);

  /** The class file bytes of the shape. */
  public byte[] generate(ClassShape shape) {
    DynamicType.Builder<Object> builder =
        byteBuddy
            .subclass(Object.class, ConstructorStrategy.Default.DEFAULT_CONSTRUCTOR)
            .name(shape.name())
            .modifiers(Visibility.PUBLIC);
    if (shape.serializable()) {
      builder = builder.implement(Serializable.class);
    }
    if (shape.serialVersionUid().isPresent()) {
      builder =
          builder
              .defineField(
                  "serialVersionUID",
                  long.class,
                  Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL)
              .value(shape.serialVersionUid().getAsLong());
    }
    for (FieldShape field : shape.fields()) {
      builder = builder.defineField(field.name(), typeOf(field.type()), modifiers(field));
    }
    try (DynamicType.Unloaded<Object> unloaded = builder.make()) {
      return unloaded.getBytes();
    }
  }

  private static TypeDefinition typeOf(TypeRef type) {
    TypeDescription raw = describe(type.rawName());
    if (type.arguments().isEmpty()) {
      return raw;
    }
    List<TypeDefinition> arguments = type.arguments().stream().map(ClassGenerator::typeOf).toList();
    return TypeDescription.Generic.Builder.parameterizedType(raw, arguments).build();
  }

  private static TypeDescription describe(String name) {
    return switch (name) {
      case "boolean" -> TypeDescription.ForLoadedType.of(boolean.class);
      case "byte" -> TypeDescription.ForLoadedType.of(byte.class);
      case "short" -> TypeDescription.ForLoadedType.of(short.class);
      case "char" -> TypeDescription.ForLoadedType.of(char.class);
      case "int" -> TypeDescription.ForLoadedType.of(int.class);
      case "long" -> TypeDescription.ForLoadedType.of(long.class);
      case "float" -> TypeDescription.ForLoadedType.of(float.class);
      case "double" -> TypeDescription.ForLoadedType.of(double.class);
      default -> loadJdkType(name);
    };
  }

  private static TypeDescription loadJdkType(String name) {
    try {
      return TypeDescription.ForLoadedType.of(
          Class.forName(name, false, ClassLoader.getPlatformClassLoader()));
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException("field type " + name + " is not a JDK type", e);
    }
  }

  private static int modifiers(FieldShape field) {
    int modifiers = 0;
    for (FieldModifier modifier : field.modifiers()) {
      modifiers |=
          switch (modifier) {
            case PUBLIC -> Modifier.PUBLIC;
            case PRIVATE -> Modifier.PRIVATE;
            case FINAL -> Modifier.FINAL;
            case TRANSIENT -> Modifier.TRANSIENT;
            case STATIC -> Modifier.STATIC;
          };
    }
    return modifiers;
  }
}
