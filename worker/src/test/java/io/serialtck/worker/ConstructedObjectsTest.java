package io.serialtck.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Objects built as their classes' own code would: a public constructor, then setters or fields. */
class ConstructedObjectsTest {

  public static class Invoice {
    private final long cents;
    private final String label;
    private String note;
    private int revision;

    public Invoice() {
      this(0);
    }

    public Invoice(long cents) {
      if (cents < 0) {
        throw new IllegalArgumentException("negative amount " + cents);
      }
      this.cents = cents;
      this.label = "EUR " + cents;
    }

    public void setNote(String note) {
      this.note = note == null ? null : note.strip();
    }
  }

  @Test
  void takesTheConstructorWithTheMostFieldsThenSettersThenNonFinalFields() throws Exception {
    Invoice invoice = (Invoice) build(invoice(1250, "  paid ", 7), true);

    assertThat(invoice.cents).isEqualTo(1250);
    assertThat(invoice.label)
        .as("derived by the constructor, not the tree's")
        .isEqualTo("EUR 1250");
    assertThat(invoice.note).as("through the setter, which strips").isEqualTo("paid");
    assertThat(invoice.revision).as("no setter: set directly").isEqualTo(7);
    assertThat(ConstructorChoice.of(Invoice.class, InstanceFields.of(Invoice.class)).orElseThrow())
        .satisfies(c -> assertThat(c.constructor().getParameterCount()).isEqualTo(1));
  }

  @Test
  void aConstructorThatThrowsRefusesTheValue() {
    assertThatThrownBy(() -> build(invoice(-5, null, 0), true))
        .isInstanceOf(ValueMaterializer.RefusedValueException.class)
        .hasMessageStartingWith(Invoice.class.getName() + " refused the value in its constructor")
        .hasRootCauseInstanceOf(IllegalArgumentException.class)
        .hasRootCauseMessage("negative amount -5")
        .satisfies(
            e ->
                assertThat(ValueMaterializer.RefusedValueException.refusingClass(e.getMessage()))
                    .contains(Invoice.class.getName()));
  }

  /** A team's record that validates in its compact constructor, which runs in either mode. */
  public record Size(int width) {
    public Size {
      if (width <= 0) {
        throw new IllegalArgumentException("size must be positive: " + width);
      }
    }
  }

  @Test
  void aRecordWhoseConstructorThrowsRefusesTheValueInEitherMode() {
    ObjectValue size =
        new ObjectValue(
            Size.class.getName(),
            0,
            List.of(new ObjectValue.Field("width", new ScalarValue("int", "-3"))));
    for (boolean throughConstructors : List.of(true, false)) {
      assertThatThrownBy(() -> build(size, throughConstructors))
          .isInstanceOf(ValueMaterializer.RefusedValueException.class)
          .hasMessageStartingWith(Size.class.getName() + " refused the value in its canonical")
          .hasRootCauseMessage("size must be positive: -3");
    }
  }

  @Test
  void fieldByFieldRunsNoConstructorAndSetsEveryField() throws Exception {
    Invoice invoice = (Invoice) build(invoice(-5, null, 0), false);

    assertThat(invoice.cents).isEqualTo(-5);
    assertThat(invoice.label).isEqualTo("tree's label");
  }

  private static Object build(ObjectValue value, boolean throughConstructors) throws Exception {
    return ValueMaterializer.materialize(
        value, ConstructedObjectsTest.class.getClassLoader(), throughConstructors);
  }

  private static ObjectValue invoice(long cents, String note, int revision) {
    return new ObjectValue(
        Invoice.class.getName(),
        0,
        List.of(
            new ObjectValue.Field("cents", new ScalarValue("long", String.valueOf(cents))),
            new ObjectValue.Field("label", new ScalarValue("java.lang.String", "tree's label")),
            new ObjectValue.Field(
                "note", note == null ? NullValue.NULL : new ScalarValue("java.lang.String", note)),
            new ObjectValue.Field("revision", new ScalarValue("int", String.valueOf(revision)))));
  }
}
