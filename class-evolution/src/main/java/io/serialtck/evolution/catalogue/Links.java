package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.mapping.FieldLink;
import java.util.List;
import java.util.Set;

/** Field links for the common case: the named fields are touched, the rest untouched. */
final class Links {

  private Links() {}

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
