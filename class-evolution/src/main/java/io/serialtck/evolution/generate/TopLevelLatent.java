package io.serialtck.evolution.generate;

import java.util.List;
import net.bytebuddy.description.annotation.AnnotationList;
import net.bytebuddy.description.field.FieldDescription;
import net.bytebuddy.description.field.FieldList;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.method.MethodList;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.description.type.TypeList;

/**
 * A generated type described by name only, declared as a top-level class: Byte Buddy's {@link
 * TypeDescription.Latent} refuses questions about nesting, which array and generic types ask.
 */
final class TopLevelLatent extends TypeDescription.Latent {

  private final List<String> typeVariables;

  TopLevelLatent(
      String name, int modifiers, Generic superClass, List<? extends Generic> interfaces) {
    this(name, modifiers, superClass, interfaces, List.of());
  }

  /** A generic type, its type variables named (and unbounded). */
  TopLevelLatent(
      String name,
      int modifiers,
      Generic superClass,
      List<? extends Generic> interfaces,
      List<String> typeVariables) {
    super(name, modifiers, superClass, interfaces);
    this.typeVariables = List.copyOf(typeVariables);
  }

  @Override
  public TypeDescription getDeclaringType() {
    return null;
  }

  @Override
  public TypeDescription getEnclosingType() {
    return null;
  }

  @Override
  public MethodDescription.InDefinedShape getEnclosingMethod() {
    return null;
  }

  @Override
  public TypeList getDeclaredTypes() {
    return new TypeList.Empty();
  }

  @Override
  public boolean isAnonymousType() {
    return false;
  }

  @Override
  public boolean isLocalType() {
    return false;
  }

  @Override
  public TypeDescription getNestHost() {
    return this;
  }

  @Override
  public TypeList getNestMembers() {
    return new TypeList.Explicit(this);
  }

  @Override
  public TypeList.Generic getTypeVariables() {
    return new TypeList.Generic.Explicit(
        typeVariables.stream()
            .map(
                v ->
                    (Generic)
                        new Generic.OfTypeVariable.Symbolic(
                            v,
                            net.bytebuddy.description.annotation.AnnotationSource.Empty.INSTANCE))
            .toList());
  }

  @Override
  public FieldList<FieldDescription.InDefinedShape> getDeclaredFields() {
    return new FieldList.Empty<>();
  }

  @Override
  public MethodList<MethodDescription.InDefinedShape> getDeclaredMethods() {
    return new MethodList.Empty<>();
  }

  @Override
  public AnnotationList getDeclaredAnnotations() {
    return new AnnotationList.Empty();
  }

  @Override
  public TypeList getPermittedSubtypes() {
    return new TypeList.Empty();
  }
}
