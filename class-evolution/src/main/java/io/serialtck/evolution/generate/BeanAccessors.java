package io.serialtck.evolution.generate;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.implementation.FieldAccessor;

/**
 * The JavaBean accessors of a {@link io.serialtck.evolution.ClassStyle#BEAN} class: for each of its
 * own instance fields a public getter ({@code isActive} for a {@code boolean active}, else {@code
 * getName}) and, unless the field is final, a public setter ({@code setName}). Static and transient
 * fields get none: a bean's properties are its persistent state.
 */
final class BeanAccessors {

  private BeanAccessors() {}

  static DynamicType.Builder<?> define(DynamicType.Builder<?> builder, ClassShape shape) {
    for (FieldShape field : shape.fields()) {
      if (!field.isPersistent()) {
        continue;
      }
      TypeDescription.Generic type = Types.generic(field.type());
      builder =
          builder
              .defineMethod(getter(field), type, Visibility.PUBLIC)
              .intercept(FieldAccessor.ofField(field.name()));
      if (!field.is(FieldModifier.FINAL)) {
        builder =
            builder
                .defineMethod("set" + capitalized(field.name()), void.class, Visibility.PUBLIC)
                .withParameters(type)
                .intercept(FieldAccessor.ofField(field.name()));
      }
    }
    return builder;
  }

  /** {@code isActive} for a primitive {@code boolean}, else {@code getName}. */
  static String getter(FieldShape field) {
    boolean flag = field.type().equals(TypeRef.of(boolean.class));
    return (flag ? "is" : "get") + capitalized(field.name());
  }

  private static String capitalized(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
