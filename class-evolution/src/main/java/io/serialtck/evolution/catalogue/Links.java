package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.mapping.FieldLink;
import java.util.List;
import java.util.Set;

/** Field links for the common case: the named fields are touched, the rest untouched. */
final class Links {

  private Links() {}

  /** Every field untouched but {@code name}, whose link is {@code replacement}. */
  static List<FieldLink> replacing(List<FieldShape> fields, String name, FieldLink replacement) {
    return fields.stream()
        .map(f -> f.name().equals(name) ? replacement : FieldLink.unchanged(f.name()))
        .toList();
  }

  static List<FieldLink> touching(List<FieldShape> fields, Set<String> touched) {
    return fields.stream()
        .map(
            f ->
                touched.contains(f.name())
                    ? FieldLink.touched(f.name())
                    : FieldLink.unchanged(f.name()))
        .toList();
  }
}
