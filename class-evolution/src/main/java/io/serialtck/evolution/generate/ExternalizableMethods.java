package io.serialtck.evolution.generate;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.lang.reflect.Method;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.MethodCall;
import net.bytebuddy.implementation.StubMethod;
import net.bytebuddy.implementation.bytecode.assign.Assigner;
import net.bytebuddy.matcher.ElementMatchers;

/**
 * {@code writeExternal} writes the class's own fields in declaration order with the {@link
 * ObjectOutput} method of each field's type ({@code writeInt}, ..., {@code writeObject}); {@code
 * readExternal} reads them back in the same order.
 */
final class ExternalizableMethods {

  private ExternalizableMethods() {}

  static DynamicType.Builder<?> define(DynamicType.Builder<?> builder, ClassShape shape) {
    Implementation.Composable write = null;
    Implementation.Composable read = null;
    for (FieldShape field : shape.fields()) {
      if (!field.isPersistent()) {
        continue;
      }
      String kind = kind(field);
      Implementation.Composable writeField =
          MethodCall.invoke(method(ObjectOutput.class, "write" + kind, parameterOf(kind)))
              .onArgument(0)
              .withField(field.name())
              .withAssigner(Assigner.DEFAULT, Assigner.Typing.DYNAMIC);
      Implementation.Composable readField =
          MethodCall.invoke(method(ObjectInput.class, "read" + kind))
              .onArgument(0)
              .setsField(ElementMatchers.named(field.name()))
              .withAssigner(Assigner.DEFAULT, Assigner.Typing.DYNAMIC);
      write = write == null ? writeField : write.andThen(writeField);
      read = read == null ? readField : read.andThen(readField);
    }
    return builder
        .defineMethod("writeExternal", void.class, Visibility.PUBLIC)
        .withParameters(ObjectOutput.class)
        .throwing(IOException.class)
        .intercept(write == null ? StubMethod.INSTANCE : write)
        .defineMethod("readExternal", void.class, Visibility.PUBLIC)
        .withParameters(ObjectInput.class)
        .throwing(IOException.class, ClassNotFoundException.class)
        .intercept(read == null ? StubMethod.INSTANCE : read);
  }

  private static String kind(FieldShape field) {
    return switch (field.type().binaryName()) {
      case "boolean" -> "Boolean";
      case "byte" -> "Byte";
      case "short" -> "Short";
      case "char" -> "Char";
      case "int" -> "Int";
      case "long" -> "Long";
      case "float" -> "Float";
      case "double" -> "Double";
      default -> "Object";
    };
  }

  private static Class<?> parameterOf(String kind) {
    return switch (kind) {
      case "Boolean" -> boolean.class;
      case "Long" -> long.class;
      case "Float" -> float.class;
      case "Double" -> double.class;
      case "Object" -> Object.class;
      default -> int.class;
    };
  }

  private static Method method(Class<?> type, String name, Class<?>... parameters) {
    try {
      return type.getMethod(name, parameters);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
  }
}
