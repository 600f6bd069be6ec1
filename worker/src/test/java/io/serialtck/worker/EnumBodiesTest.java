package io.serialtck.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Constants declared with a class body are instances of a subclass of their enum ({@code Coded$1});
 * they are captured and materialized as their enum's constants, alone and in enum sets and maps.
 */
class EnumBodiesTest {

  enum Coded {
    LOW("l", 3) {
      @Override
      public String toString() {
        return "low body";
      }
    },
    HIGH("h", 9),
    NONE(null, -1) {
      @Override
      public String toString() {
        return null;
      }
    };

    private final String code;
    private final int weight;

    Coded(String code, int weight) {
      this.code = code;
      this.weight = weight;
    }
  }

  static class Holder {
    private Coded one = Coded.LOW;
    private Object untyped = Coded.NONE;
    private List<Coded> list = List.of(Coded.NONE, Coded.HIGH);
    private Set<Coded> set = EnumSet.of(Coded.LOW, Coded.NONE);
    private Set<Coded> empty = EnumSet.noneOf(Coded.class);
    private Map<Coded, String> map = new EnumMap<>(Map.of(Coded.NONE, "n", Coded.HIGH, "h"));
  }

  @Test
  @SuppressWarnings("unchecked")
  void bodyConstantsAreCapturedAsTheirEnumsAndMaterializedAsTheSameConstants() throws Exception {
    assertThat(Coded.LOW.getClass()).isNotEqualTo(Coded.class);

    ObjectValue captured = (ObjectValue) ValueCapture.capture(new Holder());

    assertThat(captured.field("one").orElseThrow())
        .isEqualTo(new EnumValue(Coded.class.getName(), "LOW"));
    assertThat(captured.field("untyped").orElseThrow())
        .isEqualTo(new EnumValue(Coded.class.getName(), "NONE"));
    assertThat(((CollectionValue) captured.field("set").orElseThrow()).elements())
        .containsExactly(
            new EnumValue(Coded.class.getName(), "LOW"),
            new EnumValue(Coded.class.getName(), "NONE"));
    assertThat(((MapValue) captured.field("map").orElseThrow()).entries().get(0).key())
        .isEqualTo(new EnumValue(Coded.class.getName(), "HIGH"));

    Holder rebuilt = (Holder) ValueMaterializer.materialize(captured, getClass().getClassLoader());

    assertThat(rebuilt.one).isSameAs(Coded.LOW);
    assertThat(rebuilt.untyped).isSameAs(Coded.NONE);
    assertThat(rebuilt.list).containsExactly(Coded.NONE, Coded.HIGH);
    assertThat(rebuilt.set).isInstanceOf(EnumSet.class).containsExactly(Coded.LOW, Coded.NONE);
    assertThat(rebuilt.empty).isInstanceOf(EnumSet.class).isEmpty();
    EnumSet<Coded> complement = EnumSet.complementOf((EnumSet<Coded>) rebuilt.empty);
    assertThat(complement).containsExactly(Coded.LOW, Coded.HIGH, Coded.NONE);
    assertThat(rebuilt.map).isInstanceOf(EnumMap.class).containsOnlyKeys(Coded.HIGH, Coded.NONE);
    assertThat(ValueCapture.capture(rebuilt)).isEqualTo(captured);
    Value again = ValueCapture.capture(rebuilt.one);
    assertThat(again).isEqualTo(new EnumValue(Coded.class.getName(), "LOW"));
    assertThat(rebuilt.one.code + rebuilt.one.weight).isEqualTo("l3");
  }
}
