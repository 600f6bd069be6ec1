package io.serialtck.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ClassGeneratorTest {

  private static final ClassShape SHAPE =
      new ClassShape(
          "serialtck.gen.test.Person",
          true,
          OptionalLong.of(42L),
          List.of(
              FieldShape.of("name", TypeRef.of(String.class)),
              new FieldShape("age", TypeRef.of(int.class), Set.of(FieldModifier.PUBLIC)),
              FieldShape.of("tags", TypeRef.generic(List.class, Long.class)),
              new FieldShape(
                  "cache",
                  TypeRef.generic(Map.class, String.class, Integer.class),
                  Set.of(FieldModifier.PRIVATE, FieldModifier.TRANSIENT))));

  private final ClassGenerator generator = new ClassGenerator();

  @Test
  void sameShapeGivesTheSameBytes() {
    assertThat(generator.generate(SHAPE)).isEqualTo(new ClassGenerator().generate(SHAPE));
  }

  @Test
  void generatedClassHasTheShapesNameFieldsAndModifiers() throws Exception {
    Class<?> type = load(SHAPE);

    assertThat(type.getName()).isEqualTo("serialtck.gen.test.Person");
    assertThat(Serializable.class).isAssignableFrom(type);
    assertThat(type.getConstructor().newInstance()).isNotNull();
    assertThat(ObjectStreamClass.lookup(type).getSerialVersionUID()).isEqualTo(42L);

    Field age = type.getDeclaredField("age");
    assertThat(age.getType()).isEqualTo(int.class);
    assertThat(Modifier.isPublic(age.getModifiers())).isTrue();
    Field cache = type.getDeclaredField("cache");
    assertThat(Modifier.isTransient(cache.getModifiers())).isTrue();
    assertThat(Modifier.isPrivate(cache.getModifiers())).isTrue();
    assertThat(type.getDeclaredField("name").getType()).isEqualTo(String.class);
  }

  @Test
  void genericSignaturesAreReal() throws Exception {
    Class<?> type = load(SHAPE);

    ParameterizedType tags = (ParameterizedType) type.getDeclaredField("tags").getGenericType();
    assertThat(tags.getRawType()).isEqualTo(List.class);
    assertThat(tags.getActualTypeArguments()).containsExactly(Long.class);
    ParameterizedType cache = (ParameterizedType) type.getDeclaredField("cache").getGenericType();
    assertThat(cache.getActualTypeArguments()).containsExactly(String.class, Integer.class);
  }

  private Class<?> load(ClassShape shape) throws ClassNotFoundException {
    byte[] bytes = generator.generate(shape);
    ClassLoader loader =
        new ClassLoader(getClass().getClassLoader()) {
          @Override
          protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (name.equals(shape.name())) {
              return defineClass(name, bytes, 0, bytes.length);
            }
            throw new ClassNotFoundException(name);
          }
        };
    return loader.loadClass(shape.name());
  }
}
