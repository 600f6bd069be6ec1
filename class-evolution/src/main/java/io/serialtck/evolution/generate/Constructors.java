package io.serialtck.evolution.generate;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.FieldModifier;
import io.serialtck.evolution.FieldShape;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.implementation.FieldAccessor;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.MethodCall;

/**
 * The public constructors of a generated class. The no-arg one calls the superclass's no-arg
 * constructor. The all-args one takes the superclass's fields first, passes them to the
 * superclass's all-args constructor (or calls its no-arg one when it has none and no fields), then
 * sets its own fields, final ones included.
 */
final class Constructors {

  private Constructors() {}

  static DynamicType.Builder<?> define(
      DynamicType.Builder<?> builder, ClassShape shape, ConstructorKind kind) {
    if (kind == ConstructorKind.NO_ARG) {
      return builder
          .defineConstructor(Visibility.PUBLIC)
          .intercept(MethodCall.invoke(superConstructor(shape, List.of())));
    }
    List<FieldShape> inherited = shape.superclass().map(Constructors::allArgs).orElse(List.of());
    List<FieldShape> own = ownInstanceFields(shape);
    List<TypeDescription.Generic> parameters = new ArrayList<>();
    inherited.forEach(f -> parameters.add(Types.generic(f.type())));
    own.forEach(f -> parameters.add(Types.generic(f.type())));

    boolean superHasAllArgs =
        shape
            .superclass()
            .map(s -> s.constructors().contains(ConstructorKind.ALL_ARGS))
            .orElse(false);
    MethodCall callSuper;
    if (superHasAllArgs) {
      callSuper = MethodCall.invoke(superConstructor(shape, inherited));
      for (int i = 0; i < inherited.size(); i++) {
        callSuper = callSuper.withArgument(i);
      }
    } else {
      callSuper = MethodCall.invoke(superConstructor(shape, List.of()));
    }
    Implementation.Composable body = callSuper;
    for (int i = 0; i < own.size(); i++) {
      body =
          body.andThen(
              FieldAccessor.ofField(own.get(i).name()).setsArgumentAt(inherited.size() + i));
    }
    return builder.defineConstructor(Visibility.PUBLIC).withParameters(parameters).intercept(body);
  }

  /** The fields an all-args constructor of this class takes, superclass fields first. */
  static List<FieldShape> allArgs(ClassShape shape) {
    List<FieldShape> all =
        new ArrayList<>(shape.superclass().map(Constructors::allArgs).orElse(List.of()));
    all.addAll(ownInstanceFields(shape));
    return all;
  }

  private static List<FieldShape> ownInstanceFields(ClassShape shape) {
    return shape.fields().stream().filter(f -> !f.is(FieldModifier.STATIC)).toList();
  }

  private static MethodDescription superConstructor(ClassShape shape, List<FieldShape> parameters) {
    if (shape.superclass().isEmpty()) {
      return new MethodDescription.ForLoadedConstructor(objectConstructor());
    }
    List<TypeDescription.Generic> types = new ArrayList<>();
    parameters.forEach(f -> types.add(Types.generic(f.type())));
    return new MethodDescription.Latent(
        Types.latent(shape.superclass().get()),
        new MethodDescription.Token(
            MethodDescription.CONSTRUCTOR_INTERNAL_NAME,
            Modifier.PUBLIC,
            TypeDescription.ForLoadedType.of(void.class).asGenericType(),
            types));
  }

  private static java.lang.reflect.Constructor<Object> objectConstructor() {
    try {
      return Object.class.getDeclaredConstructor();
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
  }
}
