package io.serialtck.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.value.CollectionValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ValueTreeTest {

  enum Colour {
    RED,
    GREEN
  }

  static class Base {
    private String label = "base";
  }

  static class Sample extends Base {
    private String label = "shadowing";
    private int count = -7;
    private final long big = Long.MAX_VALUE;
    private Integer boxed = null;
    private double negativeZero = -0.0;
    private float nan = Float.NaN;
    private BigDecimal price = new BigDecimal("1.10");
    private LocalDate day = LocalDate.of(1815, 12, 10);
    private char surrogate = '\uD83D';
    private String emoji = "a\uD83D\uDE00b";
    private List<String> names = new ArrayList<>(List.of("x", "y"));
    private Set<Integer> numbers = new HashSet<>(Set.of(3, 1, 2));
    private Map<String, Colour> colours = new LinkedHashMap<>(Map.of("sky", Colour.GREEN));
    private int[] ints = {1, 2};
    private String[][] grid = {{"a"}, {}};
    private Sample self;
    private List<String> sameNames;
  }

  @Test
  void captureMaterializeCaptureIsStable() throws Exception {
    Sample sample = new Sample();
    sample.self = sample;
    sample.sameNames = sample.names;

    Value captured = ValueCapture.capture(sample);
    Object rebuilt = ValueMaterializer.materialize(captured, getClass().getClassLoader());

    assertThat(rebuilt).isInstanceOf(Sample.class).isNotSameAs(sample);
    assertThat(((Sample) rebuilt).self).isSameAs(rebuilt);
    assertThat(((Sample) rebuilt).sameNames).isSameAs(((Sample) rebuilt).names);
    assertThat(ValueCapture.capture(rebuilt)).isEqualTo(captured);
  }

  /** A set subclass as a library may build it: without its constructor, its map never made. */
  static class Tags extends HashSet<String> {
    private static final long serialVersionUID = 1L;
  }

  static class Holder {
    private Set<String> tags;
  }

  @Test
  void aContainerItsOwnClassCannotWalkIsCapturedAsBrokenNotAFaultOfTheKit() throws Exception {
    Holder holder = new Holder();
    holder.tags = (Tags) ConstructorlessAllocation.allocate(Tags.class);

    Value captured = ValueCapture.capture(holder);

    Value tags = ((ObjectValue) captured).field("tags").orElseThrow();
    assertThat(tags).isInstanceOf(io.serialtck.value.OpaqueValue.class);
    assertThat(tags.render()).contains("broken object: java.lang.NullPointerException");
  }

  record Point(int x, String label, List<String> tags) {}

  @Test
  void recordsAreBuiltThroughTheirCanonicalConstructor() throws Exception {
    Point point = new Point(3, "p", List.of("a"));

    Value captured = ValueCapture.capture(point);
    Object rebuilt = ValueMaterializer.materialize(captured, getClass().getClassLoader());

    assertThat(rebuilt).isEqualTo(point).isNotSameAs(point);
  }

  @Test
  void scalarsKeepTypeScaleSignAndNaN() {
    ObjectValue captured = (ObjectValue) ValueCapture.capture(new Sample());

    assertThat(captured.field("count")).contains(new ScalarValue("int", "-7"));
    assertThat(captured.field("boxed")).contains(io.serialtck.value.NullValue.NULL);
    assertThat(captured.field("price")).contains(new ScalarValue("java.math.BigDecimal", "1.10"));
    assertThat(captured.field("negativeZero")).contains(new ScalarValue("double", "-0.0"));
    assertThat(captured.field("nan")).contains(new ScalarValue("float", "NaN"));
    assertThat(captured.field("label")).contains(ScalarValue.string("shadowing"));
    assertThat(captured.field("Base.label")).contains(ScalarValue.string("base"));
  }

  @Test
  void sharedAndCyclicReferencesBecomeRefs() {
    Sample sample = new Sample();
    sample.self = sample;
    sample.sameNames = sample.names;

    ObjectValue captured = (ObjectValue) ValueCapture.capture(sample);

    assertThat(captured.field("self")).contains(new RefValue(captured.id()));
    int namesId = ((CollectionValue) captured.field("names").orElseThrow()).id();
    assertThat(captured.field("sameNames")).contains(new RefValue(namesId));
    assertThat(((CollectionValue) captured.field("numbers").orElseThrow()).ordered()).isFalse();
    assertThat(((CollectionValue) captured.field("names").orElseThrow()).ordered()).isTrue();
  }
}
