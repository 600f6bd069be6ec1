package io.serialtck.value;

/** A second occurrence of a container already in the tree, by its identity number. */
public record RefValue(int id) implements Value {

  @Override
  public String render() {
    return "@" + id;
  }
}
