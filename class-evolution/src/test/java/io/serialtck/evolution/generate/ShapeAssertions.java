package io.serialtck.evolution.generate;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.Persistence;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.TypeShape;
import java.io.Externalizable;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;

/** Checks by reflection that a loaded class is what its shape says. */
public final class ShapeAssertions {

  private ShapeAssertions() {}

  public static void assertMatches(Class<?> type, TypeShape shape) {
    assertThat(type.getName()).isEqualTo(shape.name());
    if (shape instanceof EnumShape enumShape) {
      assertThat(type.isEnum()).isTrue();
      assertThat(Arrays.stream(type.getEnumConstants()).map(Object::toString))
          .containsExactlyElementsOf(enumShape.constants());
    } else if (shape instanceof RecordShape record) {
      assertThat(type.isRecord()).as("%s is a record", type).isTrue();
      assertThat(Serializable.class).isAssignableFrom(type);
      RecordComponent[] components = type.getRecordComponents();
      assertThat(components)
          .extracting(RecordComponent::getName)
          .containsExactlyElementsOf(record.components().stream().map(FieldShape::name).toList());
      for (int i = 0; i < components.length; i++) {
        assertThat(components[i].getType().getName())
            .isEqualTo(record.components().get(i).type().binaryName());
      }
    } else {
      assertClass(type, (ClassShape) shape);
    }
  }

  private static void assertClass(Class<?> type, ClassShape shape) {
    assertThat(type.getSuperclass().getName())
        .isEqualTo(shape.superclass().map(ClassShape::name).orElse("java.lang.Object"));
    shape.superclass().ifPresent(s -> assertClass(type.getSuperclass(), s));
    assertThat(Externalizable.class.isAssignableFrom(type))
        .as("%s is Externalizable", type)
        .isEqualTo(shape.persistence() == Persistence.EXTERNALIZABLE);
    assertThat(Serializable.class.isAssignableFrom(type))
        .as("%s is Serializable", type)
        .isEqualTo(shape.persistence() != Persistence.NONE || superIsSerializable(shape));
    if (shape.serialVersionUid().isPresent() && Serializable.class.isAssignableFrom(type)) {
      assertThat(ObjectStreamClass.lookup(type).getSerialVersionUID())
          .isEqualTo(shape.serialVersionUid().getAsLong());
    }
    assertThat(
            Arrays.stream(type.getDeclaredFields())
                .map(Field::getName)
                .filter(n -> !n.equals("serialVersionUID")))
        .containsExactlyElementsOf(shape.fields().stream().map(FieldShape::name).toList());
    for (FieldShape field : shape.fields()) {
      Field declared = field(type, field.name());
      assertThat(declared.getType().getName())
          .as(field.name())
          .isEqualTo(field.type().binaryName());
      int modifiers = declared.getModifiers();
      assertThat(Modifier.isPublic(modifiers)).isEqualTo(field.is(FieldModifier.PUBLIC));
      assertThat(Modifier.isPrivate(modifiers)).isEqualTo(field.is(FieldModifier.PRIVATE));
      assertThat(Modifier.isFinal(modifiers))
          .as(field.name() + " final")
          .isEqualTo(field.is(FieldModifier.FINAL));
      assertThat(Modifier.isTransient(modifiers)).isEqualTo(field.is(FieldModifier.TRANSIENT));
      assertThat(Modifier.isStatic(modifiers)).isEqualTo(field.is(FieldModifier.STATIC));
    }
    Constructor<?>[] constructors = type.getConstructors();
    assertThat(Arrays.stream(constructors).anyMatch(c -> c.getParameterCount() == 0))
        .as("%s has a no-arg constructor", type)
        .isEqualTo(shape.constructors().contains(ConstructorKind.NO_ARG));
    int allArgs = Constructors.allArgs(shape).size();
    if (shape.constructors().contains(ConstructorKind.ALL_ARGS) && allArgs > 0) {
      assertThat(Arrays.stream(constructors).anyMatch(c -> c.getParameterCount() == allArgs))
          .as("%s has an all-args constructor", type)
          .isTrue();
    }
  }

  private static boolean superIsSerializable(ClassShape shape) {
    return shape
        .superclass()
        .map(s -> s.persistence() != Persistence.NONE || superIsSerializable(s))
        .orElse(false);
  }

  private static Field field(Class<?> type, String name) {
    try {
      return type.getDeclaredField(name);
    } catch (NoSuchFieldException e) {
      throw new AssertionError(type + " lacks field " + name, e);
    }
  }
}
