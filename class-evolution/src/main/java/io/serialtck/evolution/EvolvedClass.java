package io.serialtck.evolution;

import java.util.List;
import java.util.Optional;

/** Both versions of a class and how their fields correspond. */
public record EvolvedClass(ClassShape before, ClassShape after, List<FieldLink> links) {

  public EvolvedClass {
    links = List.copyOf(links);
  }

  /** The link feeding the new version's field, if the field exists there. */
  public Optional<FieldLink> linkToAfter(String afterField) {
    return links.stream().filter(l -> afterField.equals(l.after())).findFirst();
  }

  /** The link feeding the old version's field, if the field exists there. */
  public Optional<FieldLink> linkToBefore(String beforeField) {
    return links.stream().filter(l -> beforeField.equals(l.before())).findFirst();
  }
}
