package io.serialtck.tck.repro;

import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.TypeShape;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Java statements that build a writer's value as the kit's worker builds it: each object
 * allocated without a constructor and its fields set in the order the value lists them ({@code
 * Build.allocate}, {@code Build.set}), records through their canonical constructor, collections and
 * maps made and filled after their elements, arrays made before theirs; a reference is the variable
 * of the value it names. Scalars become Java literals.
 */
final class ValueSource {

  private final Map<String, TypeShape> shapes;
  private final List<String> statements = new ArrayList<>();
  private final Map<Integer, String> variables = new HashMap<>();
  private int declared;

  private ValueSource(Map<String, TypeShape> shapes) {
    this.shapes = shapes;
  }

  /**
   * The body of a method returning {@code value}, one statement a line, indented for a method.
   *
   * @param shapes the writer's generated classes by name, which say which of them are records
   */
  static String methodBody(Value value, Map<String, TypeShape> shapes) {
    ValueSource source = new ValueSource(shapes);
    String root = source.expression(value);
    source.statements.add("return " + root + ";");
    return String.join("\n", source.statements.stream().map(s -> "    " + s).toList());
  }

  private String expression(Value value) {
    if (value instanceof NullValue) {
      return "null";
    } else if (value instanceof ScalarValue scalar) {
      return JavaLiterals.of(scalar);
    } else if (value instanceof EnumValue constant) {
      return "Build.constant("
          + JavaLiterals.string(constant.className())
          + ", "
          + JavaLiterals.string(constant.constant())
          + ")";
    } else if (value instanceof RefValue ref) {
      return variable(ref);
    } else if (value instanceof ObjectValue object) {
      return object(object);
    } else if (value instanceof CollectionValue collection) {
      List<String> elements = new ArrayList<>();
      elements.add(JavaLiterals.string(collection.className()));
      collection.elements().forEach(e -> elements.add(expression(e)));
      return declare(collection.id(), "Build.collection(" + String.join(", ", elements) + ")");
    } else if (value instanceof MapValue map) {
      List<String> entries = new ArrayList<>();
      entries.add(JavaLiterals.string(map.className()));
      for (MapValue.Entry entry : map.entries()) {
        entries.add(expression(entry.key()));
        entries.add(expression(entry.value()));
      }
      return declare(map.id(), "Build.map(" + String.join(", ", entries) + ")");
    } else if (value instanceof ArrayValue array) {
      String name =
          declare(
              array.id(),
              "Build.array("
                  + JavaLiterals.string(array.componentType())
                  + ", "
                  + array.elements().size()
                  + ")");
      for (int i = 0; i < array.elements().size(); i++) {
        String element = expression(array.elements().get(i));
        statements.add("Build.element(" + name + ", " + i + ", " + element + ");");
      }
      return name;
    }
    throw new ReproRefusedException("a writer's value cannot hold " + value.render());
  }

  private String object(ObjectValue object) {
    String className = JavaLiterals.string(object.className());
    if (shapes.get(object.className()) instanceof RecordShape) {
      List<String> arguments = new ArrayList<>();
      arguments.add(className);
      for (ObjectValue.Field field : object.fields()) {
        arguments.add(JavaLiterals.string(field.name()));
        arguments.add(expression(field.value()));
      }
      return declare(object.id(), "Build.record(" + String.join(", ", arguments) + ")");
    }
    String name = declare(object.id(), "Build.allocate(" + className + ")");
    for (ObjectValue.Field field : object.fields()) {
      String fieldValue = expression(field.value());
      statements.add(
          "Build.set("
              + name
              + ", "
              + JavaLiterals.string(field.name())
              + ", "
              + fieldValue
              + ");");
    }
    return name;
  }

  /**
   * A new variable for the value of {@code id}: named by the order of declaration, since sample
   * values may number several containers alike; a later reference to the id means the last one, as
   * the worker's {@code ValueMaterializer} resolves it.
   */
  private String declare(int id, String expression) {
    declared++;
    String name = "o" + declared;
    statements.add("Object " + name + " = " + expression + ";");
    variables.put(id, name);
    return name;
  }

  /** The variable of the value a reference names. */
  private String variable(RefValue ref) {
    String name = variables.get(ref.id());
    if (name == null) {
      throw new ReproRefusedException("a writer's value refers to @" + ref.id() + " before it");
    }
    return name;
  }
}
