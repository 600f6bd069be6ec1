package io.serialtck.evolution.generate;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ContainerClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
import io.serialtck.evolution.PolymorphicShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import java.io.Externalizable;
import java.io.Serializable;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import net.bytebuddy.description.type.TypeDescription;

/** Byte Buddy descriptions of shape types; generated types are described by name only. */
final class Types {

  private Types() {}

  static TypeDescription.Generic generic(TypeRef type) {
    if (type instanceof TypeRef.JdkType jdk) {
      return jdk(jdk.name()).asGenericType();
    } else if (type instanceof TypeRef.GeneratedType generated) {
      return parameterized(latent(generated.shape()), generated.arguments());
    } else if (type instanceof TypeRef.TypeVariable variable) {
      return TypeDescription.Generic.Builder.typeVariable(variable.name()).build();
    } else if (type instanceof TypeRef.ArrayType array) {
      return TypeDescription.Generic.Builder.of(generic(array.component())).asArray().build();
    }
    TypeRef.ContainerType container = (TypeRef.ContainerType) type;
    List<TypeDescription.Generic> arguments = new ArrayList<>();
    container.arguments().forEach(a -> arguments.add(generic(a)));
    return TypeDescription.Generic.Builder.parameterizedType(jdk(container.declared()), arguments)
        .build();
  }

  /** The type with its type arguments, or the raw type when there are none. */
  static TypeDescription.Generic parameterized(TypeDescription raw, List<TypeRef> arguments) {
    if (arguments.isEmpty()) {
      return raw.asGenericType();
    }
    List<TypeDescription.Generic> described = new ArrayList<>();
    arguments.forEach(a -> described.add(generic(a)));
    return TypeDescription.Generic.Builder.parameterizedType(raw, described).build();
  }

  /**
   * A sealed interface's permitted subtype as it is described to the interface: the subtype's
   * description, implementing the interface too (Byte Buddy asks that it can be assigned to it).
   */
  static TypeDescription permitted(TypeShape subtype, PolymorphicShape sealed) {
    TypeDescription described = latent(subtype);
    List<TypeDescription.Generic> interfaces = new ArrayList<>(described.getInterfaces());
    interfaces.add(latent(sealed).asGenericType());
    return new TopLevelLatent(
        described.getName(),
        described.getModifiers() | Modifier.FINAL,
        described.getSuperClass(),
        interfaces);
  }

  /** A description of a generated type that is not loaded: its name, kind and supertypes. */
  static TypeDescription latent(TypeShape shape) {
    if (shape instanceof EnumShape enumShape) {
      return new TopLevelLatent(
          shape.name(),
          Modifier.PUBLIC | (enumShape.hasBodies() ? 0 : Modifier.FINAL) | 0x4000,
          TypeDescription.ForLoadedType.of(Enum.class).asGenericType(),
          List.of());
    } else if (shape instanceof ClassShape c) {
      TypeDescription.Generic superType =
          c.superclass()
              .map(s -> latent(s).asGenericType())
              .orElse(TypeDescription.ForLoadedType.of(Object.class).asGenericType());
      List<TypeDescription.Generic> interfaces = new ArrayList<>();
      if (c.persistence() == Persistence.SERIALIZABLE) {
        interfaces.add(TypeDescription.ForLoadedType.of(Serializable.class).asGenericType());
      } else if (c.persistence() == Persistence.EXTERNALIZABLE) {
        interfaces.add(TypeDescription.ForLoadedType.of(Externalizable.class).asGenericType());
      }
      return new TopLevelLatent(
          shape.name(), Modifier.PUBLIC, superType, interfaces, c.typeParameters());
    }
    if (shape instanceof PolymorphicShape) {
      return new TopLevelLatent(
          shape.name(),
          Modifier.PUBLIC | Modifier.INTERFACE | Modifier.ABSTRACT,
          TypeDescription.Generic.UNDEFINED,
          List.of(TypeDescription.ForLoadedType.of(Serializable.class).asGenericType()));
    }
    if (shape instanceof ContainerClassShape container) {
      List<TypeDescription.Generic> interfaces = new ArrayList<>();
      if (container.externalizable()) {
        interfaces.add(TypeDescription.ForLoadedType.of(Externalizable.class).asGenericType());
      }
      return new TopLevelLatent(
          shape.name(), Modifier.PUBLIC, jdk(container.superclass()).asGenericType(), interfaces);
    }
    return new TopLevelLatent(
        shape.name(),
        ((RecordShape) shape).packagePrivate() ? Modifier.FINAL : Modifier.PUBLIC | Modifier.FINAL,
        TypeDescription.ForLoadedType.of(Record.class).asGenericType(),
        List.of(TypeDescription.ForLoadedType.of(Serializable.class).asGenericType()));
  }

  static TypeDescription jdk(String name) {
    return switch (name) {
      case "boolean" -> TypeDescription.ForLoadedType.of(boolean.class);
      case "byte" -> TypeDescription.ForLoadedType.of(byte.class);
      case "short" -> TypeDescription.ForLoadedType.of(short.class);
      case "char" -> TypeDescription.ForLoadedType.of(char.class);
      case "int" -> TypeDescription.ForLoadedType.of(int.class);
      case "long" -> TypeDescription.ForLoadedType.of(long.class);
      case "float" -> TypeDescription.ForLoadedType.of(float.class);
      case "double" -> TypeDescription.ForLoadedType.of(double.class);
      default -> {
        try {
          yield TypeDescription.ForLoadedType.of(
              Class.forName(name, false, ClassLoader.getPlatformClassLoader()));
        } catch (ClassNotFoundException e) {
          throw new IllegalArgumentException("field type " + name + " is not a JDK type", e);
        }
      }
    };
  }

  static int modifiers(FieldShape field) {
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
