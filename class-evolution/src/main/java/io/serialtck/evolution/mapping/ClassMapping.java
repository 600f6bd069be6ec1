package io.serialtck.evolution.mapping;

import java.util.List;
import java.util.Optional;

/** How the instance fields of one generated class correspond across an evolution. */
public record ClassMapping(String beforeName, String afterName, List<FieldLink> links) {

  public ClassMapping {
    links = List.copyOf(links);
  }

  /** The link that feeds the field of that name on the reading side. */
  Optional<FieldLink> linkTo(String afterField) {
    return links.stream().filter(l -> afterField.equals(l.after())).findFirst();
  }

  ClassMapping inverse() {
    return new ClassMapping(afterName, beforeName, links.stream().map(FieldLink::inverse).toList());
  }
}
