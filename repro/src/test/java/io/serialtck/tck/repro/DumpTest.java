package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.spi.Fixture;
import io.serialtck.value.DeepStack;
import io.serialtck.value.Value;
import io.serialtck.worker.FixtureObservation;
import io.serialtck.worker.ValueCapture;
import io.serialtck.worker.protocol.Response;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reproducer's {@code Dump} prints, with its own copy of the kit's rules, exactly the value tree
 * the kit's worker captures: its JSON read back ({@link ValueJson}) equals {@link ValueCapture}'s
 * tree for every flexibility fixture's object, as written and as a reader observes it against a
 * faithful twin, and for values that are not of their declared types; and it finds the ill-typed
 * values the worker's scan finds beside a fixture's summary.
 */
class DumpTest {

  @TempDir static Path folder;
  private static Method json;
  private static Method illTyped;

  @BeforeAll
  static void compileDump() throws Exception {
    ClassLoader loader =
        CompiledTemplates.compile(folder, Map.of("Dump.java", Templates.text("Dump.java")));
    Class<?> dump = loader.loadClass("Dump");
    json = dump.getDeclaredMethod("json", Object.class, Type.class, Object.class);
    json.setAccessible(true);
    illTyped = dump.getDeclaredMethod("illTyped", Object.class, Class.class);
    illTyped.setAccessible(true);
  }

  private static Value dumped(Object value, Type declared, Object twin) throws Exception {
    return ValueJson.parse((String) json.invoke(null, value, declared, twin));
  }

  @TestFactory
  Stream<DynamicTest> printsTheWorkersTreeOfEveryFixtureObject() {
    return FlexibilityCriteria.all().stream()
        .map(
            criterion ->
                DynamicTest.dynamicTest(criterion.id(), () -> sameTrees(fixture(criterion))));
  }

  /**
   * Each comparison reads a fresh object: an observation may change what it observes (a {@code
   * TreeSet}'s fixture adds an element). A fixture that observes a summary (a 10,000-deep chain, a
   * 1 MB payload) is compared by its summary only, as a reproducer prints only that.
   */
  private static void sameTrees(Fixture fixture) throws Exception {
    Object written = fixture.create();
    if (isWhole(fixture)) {
      assertThat(dumped(written, fixture.rootType(), null))
          .as("the object written")
          .isEqualTo(ValueCapture.capture(written, fixture.rootType()));
    }
    Response.Observed observed = FixtureObservation.of(fixture, fixture.create());
    Object read = fixture.create();
    Type declared = isWhole(fixture) ? fixture.rootType() : Object.class;
    assertThat(dumped(fixture.observe(read), declared, fixture.observe(fixture.expected())))
        .as("the observation of an object read")
        .isEqualTo(observed.actual());
    assertThat(dumped(fixture.observe(fixture.expected()), Object.class, null))
        .as("the observation of expected()")
        .isEqualTo(observed.expected());
  }

  /** Whether the fixture observes the object itself rather than a summary of it. */
  private static boolean isWhole(Fixture fixture) {
    Object object = fixture.create();
    return fixture.observe(object) == object;
  }

  /** What an exploration case's deep field holds: lists each inside the one before. */
  public static class Nested {
    public List<Object> nested;
  }

  /**
   * A list nested {@link DeepStack#DEPTH} levels, twice what exploration asks, is printed and read
   * back as the worker captures it, on a thread of the large stack an agreement check runs on: its
   * JSON nests past the 1,000 levels Jackson reads by default.
   */
  @Test
  void printsAndReadsBackAListNestedTwoThousandLevels() throws Exception {
    Nested deep = new Nested();
    List<Object> nested = new ArrayList<>(List.of("bottom"));
    for (int level = 1; level < DeepStack.DEPTH; level++) {
      List<Object> outer = new ArrayList<>();
      outer.add(nested);
      nested = outer;
    }
    deep.nested = nested;

    assertThat(
            DeepStack.call(
                "test-dump",
                () ->
                    dumped(deep, Nested.class, null)
                        .equals(ValueCapture.capture(deep, Nested.class))))
        .isTrue();
  }

  @Test
  void printsValuesThatAreNotOfTheirDeclaredTypesAsIllTyped() throws Exception {
    Mistyped mistyped = Mistyped.sample();

    assertThat(dumped(mistyped, Mistyped.class, null))
        .isEqualTo(ValueCapture.capture(mistyped, Mistyped.class));
    assertThat(dumped(mistyped, String.class, null))
        .as("a root that is not of the class asked for")
        .isEqualTo(ValueCapture.capture(mistyped, String.class));
  }

  @Test
  void findsTheIllTypedValuesTheWorkersScanFinds() throws Exception {
    Fixture summarizing =
        new Fixture() {
          @Override
          public Object create() {
            return Mistyped.sample();
          }

          @Override
          public Object observe(Object read) {
            return Map.of("summary", String.valueOf(read != null));
          }
        };
    Object read = summarizing.create();

    List<String> found = FixtureObservation.of(summarizing, read).illTyped();

    assertThat(found).isNotEmpty();
    assertThat(illTyped.invoke(null, read, Mistyped.class)).isEqualTo(found);
  }

  private static Fixture fixture(Criterion criterion) throws ReflectiveOperationException {
    return (Fixture) Class.forName(criterion.fixtureClass()).getConstructor().newInstance();
  }

  /** Fields holding what their declared types do not allow, as a careless reader leaves them. */
  public static class Mistyped {
    public List<Long> numbers;
    public Map<String, Integer> counts;
    public LinkedList<String> names;
    public Object anything;

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Mistyped sample() {
      Mistyped mistyped = new Mistyped();
      List raw = new ArrayList<>();
      raw.add(1L);
      raw.add(2);
      mistyped.numbers = raw;
      Map rawMap = new LinkedHashMap<>();
      rawMap.put("one", 1);
      rawMap.put(2, "two");
      mistyped.counts = rawMap;
      mistyped.names = new LinkedList<>(List.of("a"));
      mistyped.anything = mistyped.names;
      return mistyped;
    }
  }
}
