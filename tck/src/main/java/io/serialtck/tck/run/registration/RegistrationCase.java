package io.serialtck.tck.run.registration;

import static io.serialtck.tck.run.registration.RegistrationClass.CIRCLE;
import static io.serialtck.tck.run.registration.RegistrationClass.LABEL;
import static io.serialtck.tck.run.registration.RegistrationClass.SQUARE;

import io.serialtck.tck.Direction;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the writer and the reader of a {@code registration-order} cell register before a {@code
 * Circle} is written and read back as a {@code Circle}: the same classes in reversed orders, or one
 * class more on one side, registered first. Each side is told its generated classes in that order,
 * then {@code java.lang.String} (the JDK class their fields declare), as the kit tells a side its
 * classes ({@link io.serialtck.spi.SerializerConfiguration#registerClasses}).
 */
public enum RegistrationCase {

  /** Writer {@code Circle, Square}; reader {@code Square, Circle}: one field layout. */
  REVERSED_SAME_LAYOUT(
      "reversed-same-layout",
      List.of(CIRCLE, SQUARE),
      List.of(SQUARE, CIRCLE),
      "the same classes of one field layout in reversed orders"),

  /** Writer {@code Circle, Label}; reader {@code Label, Circle}: two field layouts. */
  REVERSED_OTHER_LAYOUT(
      "reversed-other-layout",
      List.of(CIRCLE, LABEL),
      List.of(LABEL, CIRCLE),
      "the same classes of two field layouts in reversed orders"),

  /** Writer {@code Circle, Square}; reader {@code Label, Circle, Square}. */
  READER_REGISTERS_ONE_MORE(
      "reader-registers-one-more",
      List.of(CIRCLE, SQUARE),
      List.of(LABEL, CIRCLE, SQUARE),
      "the reader registers one class more, first"),

  /** Writer {@code Label, Circle, Square}; reader {@code Circle, Square}. */
  WRITER_REGISTERS_ONE_MORE(
      "writer-registers-one-more",
      List.of(LABEL, CIRCLE, SQUARE),
      List.of(CIRCLE, SQUARE),
      "the writer registers one class more, first");

  /** When a cell is PASS, for the report's row. */
  public static final String PASS_RULE =
      "PASS when the reader gets the `Circle` written, intact; an object of another class in its"
          + " place is `ILL_TYPED`. `NO_ROUND_TRIP` when both sides registering as the writer does"
          + " do not round-trip it";

  /** The JDK classes the generated classes' fields declare, told to both sides after them. */
  static final List<String> JDK_CLASSES = List.of("java.lang.String");

  private final String id;
  private final List<RegistrationClass> writer;
  private final List<RegistrationClass> reader;
  private final String difference;

  RegistrationCase(
      String id,
      List<RegistrationClass> writer,
      List<RegistrationClass> reader,
      String difference) {
    this.id = id;
    this.writer = writer;
    this.reader = reader;
    this.difference = difference;
  }

  /** The case's id, its cells' scenario: {@code reversed-same-layout}. */
  public String id() {
    return id;
  }

  /** The direction its cells are recorded under: one class version writes and reads. */
  public Direction direction() {
    return Direction.ROUNDTRIP;
  }

  /** The classes the writer is told, in order. */
  public List<String> writerClasses() {
    return told(writer);
  }

  /** The classes the reader is told, in order. */
  public List<String> readerClasses() {
    return told(reader);
  }

  /** The generated classes the writer registers, by simple name: {@code Circle, Square}. */
  public String writerOrder() {
    return names(writer);
  }

  /** The generated classes the reader registers, by simple name: {@code Square, Circle}. */
  public String readerOrder() {
    return names(reader);
  }

  /** What the case asks, for the report's row. */
  public String asked() {
    return difference
        + ": the writer registers `"
        + writerOrder()
        + "`, the reader `"
        + readerOrder()
        + "`; a `Circle` is written";
  }

  /** The case a cell's scenario names, if it names one. */
  public static Optional<RegistrationCase> ofScenario(String scenario) {
    return Arrays.stream(values()).filter(c -> c.id.equals(scenario)).findFirst();
  }

  private static List<String> told(List<RegistrationClass> classes) {
    List<String> names = new ArrayList<>();
    classes.forEach(c -> names.add(c.className()));
    names.addAll(JDK_CLASSES);
    return List.copyOf(names);
  }

  private static String names(List<RegistrationClass> classes) {
    return classes.stream().map(RegistrationClass::simpleName).collect(Collectors.joining(", "));
  }
}
