package io.serialtck.evolution.generate;

import io.serialtck.evolution.EnumShape;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import net.bytebuddy.description.field.FieldDescription;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.bytecode.ByteCodeAppender;
import net.bytebuddy.implementation.bytecode.StackManipulation;
import net.bytebuddy.implementation.bytecode.collection.ArrayAccess;
import net.bytebuddy.implementation.bytecode.collection.ArrayFactory;
import net.bytebuddy.implementation.bytecode.constant.NullConstant;
import net.bytebuddy.implementation.bytecode.constant.TextConstant;
import net.bytebuddy.implementation.bytecode.member.FieldAccess;
import net.bytebuddy.implementation.bytecode.member.MethodInvocation;
import net.bytebuddy.implementation.bytecode.member.MethodReturn;
import net.bytebuddy.implementation.bytecode.member.MethodVariableAccess;
import net.bytebuddy.matcher.ElementMatchers;

/**
 * An enum's own {@code toString()}: a private static array of the labels, filled when the class
 * initializes, and {@code toString()} returning {@code LABELS[ordinal()]}, as an enum whose
 * constants carry a label field and print it would.
 */
final class EnumLabels {

  static final String FIELD = "LABELS";

  private EnumLabels() {}

  static DynamicType.Builder<?> define(DynamicType.Builder<?> builder, EnumShape shape) {
    TypeDescription strings = TypeDescription.ForLoadedType.of(String[].class);
    FieldDescription.Latent labels =
        new FieldDescription.Latent(
            Types.latent(shape),
            FIELD,
            Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL,
            strings.asGenericType(),
            List.of());
    List<StackManipulation> values = new ArrayList<>();
    for (String label : shape.labels()) {
      values.add(label == null ? NullConstant.INSTANCE : new TextConstant(label));
    }
    StackManipulation fill =
        new StackManipulation.Compound(
            ArrayFactory.forType(TypeDescription.ForLoadedType.of(String.class).asGenericType())
                .withValues(values),
            FieldAccess.forField(labels).write());
    MethodDescription ordinal = ordinalMethod();
    return builder
        .defineField(FIELD, String[].class, Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL)
        .initializer(new ByteCodeAppender.Simple(fill))
        .method(ElementMatchers.named("toString").and(ElementMatchers.takesArguments(0)))
        .intercept(
            new Implementation.Simple(
                FieldAccess.forField(labels).read(),
                MethodVariableAccess.loadThis(),
                MethodInvocation.invoke(ordinal),
                ArrayAccess.REFERENCE.load(),
                MethodReturn.REFERENCE));
  }

  private static MethodDescription ordinalMethod() {
    try {
      return new MethodDescription.ForLoadedMethod(Enum.class.getMethod("ordinal"));
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
  }
}
