package io.serialtck.evolution.mapping;

/**
 * How an instance field of one class version corresponds to a field of the other.
 *
 * @param before the field's name in the old version, or null when the new version added it
 * @param after the field's name in the new version, or null when the new version removed it
 * @param evolved whether the evolution touched this field; a wrong value in an untouched field is
 *     silent corruption, while a dropped value of an evolved field is a loss
 */
public record FieldLink(String before, String after, boolean evolved) {

  public static FieldLink unchanged(String name) {
    return new FieldLink(name, name, false);
  }

  public static FieldLink touched(String name) {
    return new FieldLink(name, name, true);
  }

  public static FieldLink added(String name) {
    return new FieldLink(null, name, true);
  }

  public static FieldLink removed(String name) {
    return new FieldLink(name, null, true);
  }

  FieldLink inverse() {
    return new FieldLink(after, before, evolved);
  }
}
