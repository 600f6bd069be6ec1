package io.serialtck.tck.run.registration;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The classes the {@code registration-order} cells register: {@code Circle} and {@code Square} have
 * one field layout ({@code String name; double size}), so that bytes of one read as the other
 * without an error where the bytes name a class by a number; {@code Label} has another ({@code
 * String text; int lines}). The cells write a {@code Circle} ({@link #written()}).
 */
public enum RegistrationClass {
  CIRCLE("Circle", "name", "size"),
  SQUARE("Square", "name", "size"),
  LABEL("Label", "text", "lines");

  private final ClassShape shape;

  RegistrationClass(String simpleName, String text, String number) {
    TypeRef numberType = new TypeRef.JdkType(number.equals("size") ? "double" : "int");
    this.shape =
        ClassShape.serializable(
            Generated.PACKAGE + simpleName,
            1L,
            List.of(
                FieldShape.of(text, new TypeRef.JdkType("java.lang.String")),
                FieldShape.of(number, numberType)));
  }

  /** The class's shape. */
  public ClassShape shape() {
    return shape;
  }

  /** The class's binary name. */
  public String className() {
    return shape.name();
  }

  /** The class's simple name, as a cell's detail shows it. */
  public String simpleName() {
    return shape.simpleName();
  }

  /** The object every cell writes: a {@code Circle} named {@code unit} of size 2.5. */
  public static ObjectValue written() {
    return new ObjectValue(
        CIRCLE.className(),
        0,
        List.of(
            new ObjectValue.Field("name", ScalarValue.string("unit")),
            new ObjectValue.Field("size", ScalarValue.of("double", 2.5d))));
  }

  /** Constants the enum's constructor reads (an enum's own static fields are not set yet). */
  private static final class Generated {
    /** The package of the generated classes, apart from every scenario's. */
    static final String PACKAGE = "serialtck.gen.registration_order.";
  }

  /** The bytes of every class, generated once per run, defined alike in both worlds. */
  public static Map<String, byte[]> generate(ClassGenerator generator) {
    Map<String, byte[]> bytes = new LinkedHashMap<>();
    for (RegistrationClass type : values()) {
      bytes.putAll(generator.generate(type.shape));
    }
    return bytes;
  }
}
