package io.serialtck.evolution.generate;

import io.serialtck.evolution.ContainerClassShape;
import java.io.Externalizable;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.Collection;
import java.util.Map;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.bytecode.Duplication;
import net.bytebuddy.implementation.bytecode.Removal;
import net.bytebuddy.implementation.bytecode.StackManipulation;
import net.bytebuddy.implementation.bytecode.TypeCreation;
import net.bytebuddy.implementation.bytecode.assign.TypeCasting;
import net.bytebuddy.implementation.bytecode.member.MethodInvocation;
import net.bytebuddy.implementation.bytecode.member.MethodReturn;
import net.bytebuddy.implementation.bytecode.member.MethodVariableAccess;

/**
 * The class of a {@link ContainerClassShape}: a public subclass of the JDK container with a public
 * no-arg constructor. An {@code Externalizable} one writes {@code new Super(this)} with {@code
 * writeObject} and reads it back with {@code putAll} or {@code addAll}.
 */
final class ContainerClasses {

  private ContainerClasses() {}

  static DynamicType.Builder<?> define(ByteBuddy byteBuddy, ContainerClassShape shape) {
    Class<?> superclass = jdkClass(shape.superclass());
    DynamicType.Builder<?> builder =
        byteBuddy
            .subclass(superclass, ConstructorStrategy.Default.DEFAULT_CONSTRUCTOR)
            .name(shape.name())
            .modifiers(Visibility.PUBLIC);
    if (!shape.externalizable()) {
      return builder;
    }
    Class<?> content = shape.isMap() ? Map.class : Collection.class;
    TypeDescription superType = TypeDescription.ForLoadedType.of(superclass);
    StackManipulation write =
        new StackManipulation.Compound(
            MethodVariableAccess.REFERENCE.loadFrom(1),
            TypeCreation.of(superType),
            Duplication.SINGLE,
            MethodVariableAccess.loadThis(),
            MethodInvocation.invoke(method(superclass, "<init>", content)),
            MethodInvocation.invoke(method(ObjectOutput.class, "writeObject", Object.class)),
            MethodReturn.VOID);
    StackManipulation add =
        shape.isMap()
            ? MethodInvocation.invoke(method(superclass, "putAll", Map.class))
            : new StackManipulation.Compound(
                MethodInvocation.invoke(method(superclass, "addAll", Collection.class)),
                Removal.SINGLE);
    StackManipulation read =
        new StackManipulation.Compound(
            MethodVariableAccess.loadThis(),
            MethodVariableAccess.REFERENCE.loadFrom(1),
            MethodInvocation.invoke(method(ObjectInput.class, "readObject")),
            TypeCasting.to(TypeDescription.ForLoadedType.of(content)),
            add,
            MethodReturn.VOID);
    return builder
        .implement(Externalizable.class)
        .defineMethod("writeExternal", void.class, Visibility.PUBLIC)
        .withParameters(ObjectOutput.class)
        .throwing(java.io.IOException.class)
        .intercept(new Implementation.Simple(write))
        .defineMethod("readExternal", void.class, Visibility.PUBLIC)
        .withParameters(ObjectInput.class)
        .throwing(java.io.IOException.class, ClassNotFoundException.class)
        .intercept(new Implementation.Simple(read));
  }

  private static MethodDescription method(Class<?> owner, String name, Class<?>... parameters) {
    try {
      return name.equals("<init>")
          ? new MethodDescription.ForLoadedConstructor(owner.getConstructor(parameters))
          : new MethodDescription.ForLoadedMethod(owner.getMethod(name, parameters));
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(owner.getName() + " has no " + name, e);
    }
  }

  private static Class<?> jdkClass(String name) {
    try {
      return Class.forName(name, false, ClassLoader.getPlatformClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException(name + " is no JDK class", e);
    }
  }
}
