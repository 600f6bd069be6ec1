package io.serialtck.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.value.CollectionValue;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.StaleStateValue;
import io.serialtck.value.Value;
import io.serialtck.value.ValueClasses;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The worker's checks of what a reader produced against the declared types, done as libraries that
 * write fields with {@code Unsafe} leave objects: a value of another class in a field, elements of
 * another type in a generic collection, a root that is not the class asked for.
 */
class DeclaredTypeChecksTest {

  static class Holder {
    LinkedList<String> names = new LinkedList<>();
    List<Long> numbers = new ArrayList<>();
    Map<String, List<byte[]>> blobs = new LinkedHashMap<>();
    OffsetDateTime at;
  }

  @Test
  void aFieldHoldingAnotherClassIsIllTyped() throws Exception {
    Holder holder = new Holder();
    putObject(holder, "names", new ArrayList<>(List.of("zulu")));

    ObjectValue captured = (ObjectValue) ValueCapture.capture(holder, Holder.class);

    assertThat(captured.field("names").orElseThrow())
        .isEqualTo(
            new IllTypedValue(
                "java.util.LinkedList<java.lang.String>",
                new CollectionValue(
                    "java.util.ArrayList", 2, true, List.of(ScalarValue.string("zulu")))));
  }

  @Test
  void elementsOfAnotherTypeThanTheDeclaredTypeArgumentAreIllTyped() {
    Holder holder = new Holder();
    rawList(holder.numbers).add(3);
    holder.numbers.add(4L);

    CollectionValue numbers =
        (CollectionValue)
            ((ObjectValue) ValueCapture.capture(holder, Holder.class))
                .field("numbers")
                .orElseThrow();

    assertThat(numbers.elements())
        .containsExactly(
            new IllTypedValue("java.lang.Long", new ScalarValue("java.lang.Integer", "3")),
            new ScalarValue("java.lang.Long", "4"));
  }

  @Test
  void aRootThatIsNotTheClassAskedForIsIllTyped() {
    Value captured = ValueCapture.capture("a placeholder", Holder.class);

    assertThat(captured).isInstanceOf(IllTypedValue.class);
    assertThat(((IllTypedValue) captured).declaredType()).endsWith("DeclaredTypeChecksTest$Holder");
  }

  @Test
  void theScanFindsIllTypedValuesDeepInAGraphWithoutATree() {
    Holder holder = new Holder();
    List<byte[]> list = new ArrayList<>();
    rawList(list).add("not bytes");
    holder.blobs.put("k", list);

    assertThat(TypeScan.violations(holder, Holder.class))
        .containsExactly("blobs[k][0]: declared byte[] holds a java.lang.String");
    assertThat(TypeScan.violations(new Holder(), Holder.class)).isEmpty();
  }

  @Test
  void aValueThatEqualsItsTwinButPrintsOtherwiseLostInternalState() throws Exception {
    ZoneOffset offset = ZoneOffset.ofHoursMinutes(5, 30);
    ZoneOffset broken = ZoneOffset.ofTotalSeconds(offset.getTotalSeconds() + 1);
    putObject(broken, ZoneOffset.class, "id", null);
    putInt(broken, ZoneOffset.class, "totalSeconds", offset.getTotalSeconds());
    Holder read = new Holder();
    read.at = OffsetDateTime.of(2023, 6, 15, 8, 30, 0, 0, broken);
    Holder faithful = new Holder();
    faithful.at = OffsetDateTime.of(2023, 6, 15, 8, 30, 0, 0, offset);

    ObjectValue captured = (ObjectValue) ValueCapture.captureAgainst(read, Holder.class, faithful);

    // JDK 17 prints the broken offset as "null"; later JDKs' toString throws: both are a value
    // equal to its twin whose internal state was not rebuilt
    StaleStateValue stale = (StaleStateValue) captured.field("at").orElseThrow();
    assertThat(stale.faithfulText()).isEqualTo("2023-06-15T08:30+05:30");
    if (Runtime.version().feature() == 17) {
      assertThat(stale.value())
          .isEqualTo(new ScalarValue("java.time.OffsetDateTime", "2023-06-15T08:30null"));
    } else {
      assertThat(stale.value()).isInstanceOf(OpaqueValue.class);
      assertThat(((OpaqueValue) stale.value()).text())
          .startsWith("broken object: java.lang.NullPointerException");
    }
  }

  @Test
  void theWorkerListsAGraphsClassesInTheOrderOfTheTreesClasses() {
    Holder holder = new Holder();
    holder.names.add("x");
    holder.numbers.add(1L);
    holder.blobs.put("k", new ArrayList<>(List.of(new byte[] {1})));
    holder.at = OffsetDateTime.parse("2023-06-15T08:30+05:30");

    List<String> fromObject = ObjectClasses.of(holder).stream().map(Class::getName).toList();

    assertThat(fromObject).isEqualTo(ValueClasses.of(ValueCapture.capture(holder)));
    assertThat(fromObject)
        .containsExactly(
            Holder.class.getName(),
            "java.util.LinkedList",
            "java.lang.String",
            "java.util.ArrayList",
            "java.lang.Long",
            "java.util.LinkedHashMap",
            "[B",
            "java.time.OffsetDateTime");
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static List<Object> rawList(List<?> list) {
    return (List) list;
  }

  private static void putObject(Object target, String field, Object value) throws Exception {
    putObject(target, target.getClass(), field, value);
  }

  private static void putObject(Object target, Class<?> type, String field, Object value)
      throws Exception {
    unsafeMethod("putObject", Object.class, long.class, Object.class)
        .invoke(theUnsafe(), target, offset(type, field), value);
  }

  private static void putInt(Object target, Class<?> type, String field, int value)
      throws Exception {
    unsafeMethod("putInt", Object.class, long.class, int.class)
        .invoke(theUnsafe(), target, offset(type, field), value);
  }

  private static long offset(Class<?> type, String field) throws Exception {
    return (long)
        unsafeMethod("objectFieldOffset", Field.class)
            .invoke(theUnsafe(), type.getDeclaredField(field));
  }

  // sun.misc.Unsafe by name: javac's "internal proprietary API" warning cannot be suppressed.
  private static Method unsafeMethod(String name, Class<?>... parameterTypes) throws Exception {
    return Class.forName("sun.misc.Unsafe").getMethod(name, parameterTypes);
  }

  private static Object theUnsafe() throws Exception {
    Field theUnsafe = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
    theUnsafe.setAccessible(true);
    return theUnsafe.get(null);
  }
}
