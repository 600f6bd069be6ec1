package io.serialtck.evolution;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;

/**
 * The shape of one generated class: its binary name, whether it is {@link java.io.Serializable}, an
 * optional fixed {@code serialVersionUID}, and its fields in declaration order.
 */
public record ClassShape(
    String name, boolean serializable, OptionalLong serialVersionUid, List<FieldShape> fields) {

  public ClassShape {
    fields = List.copyOf(fields);
    if (fields.stream().map(FieldShape::name).distinct().count() != fields.size()) {
      throw new IllegalArgumentException("duplicate field names in " + name + ": " + fields);
    }
  }

  public Optional<FieldShape> field(String fieldName) {
    return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst();
  }

  public ClassShape withName(String newName) {
    return new ClassShape(newName, serializable, serialVersionUid, fields);
  }

  public ClassShape withFields(UnaryOperator<List<FieldShape>> change) {
    return new ClassShape(name, serializable, serialVersionUid, change.apply(fields));
  }

  /** Java-like source of the shape, for reports. */
  public String render() {
    StringBuilder source = new StringBuilder("class ").append(simpleName());
    if (serializable) {
      source.append(" implements Serializable");
    }
    source.append(" {");
    serialVersionUid.ifPresent(
        uid -> source.append(" static final long serialVersionUID = ").append(uid).append("L;"));
    fields.forEach(f -> source.append(' ').append(f.render()));
    return source.append(" }").toString();
  }

  public String simpleName() {
    return name.substring(name.lastIndexOf('.') + 1);
  }
}
