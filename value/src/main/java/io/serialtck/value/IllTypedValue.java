package io.serialtck.value;

/**
 * Appears only in a reader's tree: a field, element or root holds a value that is not an instance
 * of its declared type (an {@code ArrayList} in a {@code LinkedList} field, an {@code Integer} in a
 * {@code List<Long>}, a library's placeholder instead of the class asked for). The JVM trusts
 * declared types, so such a value fails, or crashes the process, far from the read.
 *
 * @param declaredType the declared type as Java spells it, e.g. {@code java.lang.Long} or {@code
 *     java.util.LinkedList<java.lang.String>}
 * @param value what the field, element or root really holds
 */
public record IllTypedValue(String declaredType, Value value) implements Value {

  @Override
  public String render() {
    return "<declared " + shortName(declaredType) + ", holds " + value.render() + ">";
  }

  /**
   * A type name without packages: {@code List<Long>} for {@code java.util.List<java.lang.Long>}.
   */
  public static String shortName(String typeName) {
    int generic = typeName.indexOf('<');
    String raw = generic < 0 ? typeName : typeName.substring(0, generic);
    String arguments = generic < 0 ? "" : typeName.substring(generic);
    return raw.substring(raw.lastIndexOf('.') + 1) + arguments.replaceAll("[\\w$]+\\.", "");
  }
}
