package io.serialtck.worker.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.spi.StructuralProperty;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.DeepStack;
import io.serialtck.value.EnumValue;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.StaleStateValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The protocol's binary form carries every message and value back equal, and nothing else. */
class CodecTest {

  /** One value of every kind of the tree, nested. */
  static final Value TREE =
      new ObjectValue(
          "a.Sample",
          1,
          List.of(
              new ObjectValue.Field("n", new NullValue()),
              new ObjectValue.Field("s", ScalarValue.string("ünïcode ✓ and a surrogate pair 😀")),
              // lone surrogates and NUL: values the kit asks on purpose, which UTF-8 would alter
              new ObjectValue.Field("l", ScalarValue.string("\uD800 high, low \uDC00, \u0000")),
              new ObjectValue.Field("e", new EnumValue("a.Colour", "RED")),
              new ObjectValue.Field(
                  "c",
                  new CollectionValue(
                      "java.util.ArrayList", 2, true, List.of(ScalarValue.of("int", 7)))),
              new ObjectValue.Field(
                  "m",
                  new MapValue(
                      "java.util.HashMap",
                      3,
                      false,
                      List.of(new MapValue.Entry(ScalarValue.string("k"), new RefValue(2))))),
              new ObjectValue.Field(
                  "a", new ArrayValue("int", 4, List.of(ScalarValue.of("int", -1)))),
              new ObjectValue.Field("o", new OpaqueValue("java.lang.Thread", "Thread[main]")),
              new ObjectValue.Field(
                  "u", new UnrepresentableValue("too long", ScalarValue.of("int", 0))),
              new ObjectValue.Field(
                  "i", new IllTypedValue("java.util.List", ScalarValue.of("java.lang.Integer", 1))),
              new ObjectValue.Field(
                  "z", new StaleStateValue(ScalarValue.string("Z"), "ZoneOffset Z"))));

  @Test
  void everyRequestAndResponseComesBackEqual() throws IOException {
    Map<String, byte[]> classes = new LinkedHashMap<>();
    classes.put("a.Sample", new byte[] {(byte) 0xCA, (byte) 0xFE});
    List<Object> messages =
        List.of(
            new Request.Hello(),
            new Request.CreateWorld("old", List.of("/a.jar"), "kryo-default"),
            new Request.RestoreStaticState("old"),
            new Request.Write("old", "a.Sample", TREE, List.of("a.Sample"), true),
            new Request.Read("new", "a.Sample", new byte[] {1, 2}, null, List.of()),
            new Request.Sequence(
                "new",
                List.of("a.Sample"),
                List.of(
                    new Request.WriteStep("a.Sample", TREE),
                    new Request.ReadStep("a.Sample", new byte[0], new byte[] {3}))),
            new Request.ReadHostile(
                "r", null, "a.Root", null, null, List.of(new byte[] {9}, new byte[0]), 10_000L),
            new Response.Hello("17.0.15+6", "Eclipse Adoptium", 17),
            new Response.WorldReady(
                new ConfigurationInfo("id", "g:a", "1", "d", List.of("-Dx"), "", true, "s", "w"),
                true),
            new Response.Written(new byte[] {4}, null, TREE),
            new Response.ReadBack(TREE, -1L),
            new Response.Observed(
                TREE,
                TREE,
                List.of("f: declared T holds C"),
                Map.of("x", StructuralProperty.HOOK),
                12L),
            new Response.Sequence(
                List.of(
                    new Response.Done(),
                    new Response.Failure(
                        Response.Failure.Stage.READ, "java.io.IOException", "m", "at x", "")),
                "one instance"),
            new Response.HostileReads(
                List.of(new Response.HostileRead(null, null, null, false, 100L)), -1),
            new Response.CanaryRead(List.of("looked up"), null, "a.Canary"));
    for (Object message : messages) {
      assertThat(Codec.decode(Codec.encode(message)))
          .as(message.getClass().getName())
          .usingRecursiveComparison()
          .isEqualTo(message);
    }
    Object defined = Codec.decode(Codec.encode(new Request.DefineClasses("old", classes)));
    assertThat(((Request.DefineClasses) defined).classes().get("a.Sample"))
        .containsExactly(0xCA, 0xFE);
  }

  /**
   * A value nested {@link DeepStack#DEPTH} levels (lists in lists, as exploration's deep field)
   * comes back equal on a thread of the large stack the harness and the worker encode and decode
   * on; the codec recurses a level at a time.
   */
  @Test
  void aValueNestedTwoThousandLevelsComesBackEqualOnALargeStack() throws Exception {
    Value nested = ScalarValue.string("bottom");
    for (int level = 0; level < DeepStack.DEPTH; level++) {
      nested = new CollectionValue("java.util.ArrayList", level + 2, true, List.of(nested));
    }
    ObjectValue root =
        new ObjectValue("a.Sample", 1, List.of(new ObjectValue.Field("nested", nested)));
    List<Object> messages =
        List.of(
            new Request.Write("old", "a.Sample", root, List.of("a.Sample"), false),
            new Response.Written(new byte[] {4}, null, root),
            new Response.ReadBack(root, -1L));

    for (Object message : messages) {
      assertThat(
              DeepStack.call(
                  "test-codec", () -> valueOf(Codec.decode(Codec.encode(message))).equals(root)))
          .as(message.getClass().getName())
          .isTrue();
    }
  }

  @Test
  void onlyTheProtocolsTypesAreCarried() {
    record Stranger(String name) {}

    assertThatThrownBy(() -> Codec.encode(new Stranger("x")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot carry");
    assertThatThrownBy(() -> Codec.decode(new byte[] {10, 0x7F, 0x7F}))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("unknown type");
    assertThatThrownBy(() -> Codec.decode(new byte[] {42}))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("unknown tag");
    assertThatThrownBy(() -> Codec.decode(new byte[] {1, 0x7F, 0, 0, 0}))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("bad length");
  }

  @Test
  void theTypesAreTheRecordsAndEnumsTheMessagesReach() {
    List<Class<?>> types = Codec.reachableTypes(Request.class, Response.class);

    assertThat(types)
        .contains(
            Request.Write.class,
            Request.WriteStep.class,
            Response.HostileRead.class,
            Response.Failure.Stage.class,
            ObjectValue.Field.class,
            MapValue.Entry.class,
            StructuralProperty.class,
            ConfigurationInfo.class)
        .allMatch(type -> type.isRecord() || type.isEnum());
  }

  @Test
  void aStringIsItsLengthThenItsUtf16UnitsBigEndian() throws IOException {
    Request restore = new Request.RestoreStaticState("\u00e9\uD800");
    byte[] frame = Codec.encode(restore);
    byte[] worldId = {1, 0, 0, 0, 2, 0x00, (byte) 0xE9, (byte) 0xD8, 0x00};

    assertThat(frame).hasSize(3 + worldId.length);
    assertThat(indexOf(frame, worldId)).as("tag, unit count, units").isEqualTo(3);
    assertThat(Codec.decode(frame)).isEqualTo(restore);
  }

  private static Value valueOf(Object message) {
    if (message instanceof Request.Write write) {
      return write.value();
    }
    if (message instanceof Response.Written written) {
      return written.written();
    }
    return ((Response.ReadBack) message).value();
  }

  private static int indexOf(byte[] bytes, byte[] part) {
    for (int i = 0; i + part.length <= bytes.length; i++) {
      if (java.util.Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
        return i;
      }
    }
    return -1;
  }
}
