package io.serialtck.evolution;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A record and its components; records are always {@link java.io.Serializable} here.
 *
 * @param packagePrivate whether the record and its canonical constructor are package-private, as
 *     javac makes a record declared without {@code public} (its accessors stay public)
 */
public record RecordShape(String name, List<FieldShape> components, boolean packagePrivate)
    implements TypeShape {

  public RecordShape {
    components = List.copyOf(components);
  }

  /** A public record. */
  public RecordShape(String name, List<FieldShape> components) {
    this(name, components, false);
  }

  @Override
  public RecordShape withName(String newName) {
    return new RecordShape(newName, components, packagePrivate);
  }

  /** The same record with other components. */
  public RecordShape withComponents(List<FieldShape> newComponents) {
    return new RecordShape(name, newComponents, packagePrivate);
  }

  @Override
  public String render() {
    return "record "
        + simpleName()
        + components.stream()
            .map(c -> c.type().render() + " " + c.name())
            .collect(Collectors.joining(", ", "(", ")"))
        + " implements Serializable {}"
        + (packagePrivate ? " /* package-private, as is its constructor */" : "");
  }
}
