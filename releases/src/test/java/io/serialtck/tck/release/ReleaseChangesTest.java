package io.serialtck.tck.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.mapping.FieldLink;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReleaseChangesTest {

  private static final String LINE =
      "package t; public class Line implements java.io.Serializable { String sku; int count; }";
  private static final String STATUS = "package t; public enum Status { NEW, PAID, SHIPPED }";
  private static final String ORDER_V1 =
      "package t; import java.util.*; public class Order implements java.io.Serializable {"
          + " private static final long serialVersionUID = 1L; private long quantity;"
          + " private java.math.BigDecimal amount; private List<Line> lines; private Status status;"
          + " private Map<String, Integer> tags; private transient int cache; private Order parent;"
          + " private Optional<String> note; private Object any; }";

  @TempDir Path dir;

  @Test
  void readsFieldsTypesEnumsAndNestedClassesOfACompiledClass() throws Exception {
    Path v1 = CompiledRelease.compile(dir.resolve("v1"), sources(ORDER_V1, STATUS));
    try (URLClassLoader loader = CompiledRelease.loader(v1)) {
      ReadShape read = ClassShapes.read(loader, "t.Order");

      ClassShape order = (ClassShape) read.shape();
      assertThat(order.fields())
          .extracting(FieldShape::name)
          .containsExactly(
              "quantity", "amount", "lines", "status", "tags", "cache", "parent", "note", "any");
      assertThat(order.serialVersionUid()).isPresent();
      assertThat(order.field("quantity").orElseThrow().type())
          .isEqualTo(new TypeRef.JdkType("long"));
      TypeRef.ContainerType lines =
          (TypeRef.ContainerType) order.field("lines").orElseThrow().type();
      assertThat(lines.implementation()).isEqualTo("java.util.ArrayList");
      assertThat(((TypeRef.GeneratedType) lines.arguments().get(0)).shape().name())
          .isEqualTo("t.Line");
      assertThat(((TypeRef.GeneratedType) order.field("status").orElseThrow().type()).shape())
          .isEqualTo(new EnumShape("t.Status", java.util.List.of("NEW", "PAID", "SHIPPED")));
      assertThat(order.field("cache").orElseThrow().isPersistent()).isFalse();
      assertThat(read.nullTypes())
          .containsExactlyInAnyOrder(
              "t.Order", "java.util.Optional<java.lang.String>", "java.lang.Object");
      assertThat(read.notes()).anyMatch(n -> n.startsWith("t.Order.parent (t.Order)"));
    }
  }

  @Test
  void readsARecordsComponentsAndRefusesAnEnumOrInterfaceAsRoot() throws Exception {
    Path v1 =
        CompiledRelease.compile(
            dir.resolve("v1"),
            Map.of(
                "t.Point", "package t; public record Point(int x, String label) {}",
                "t.Shape", "package t; public interface Shape {}",
                "t.Status", STATUS));
    try (URLClassLoader loader = CompiledRelease.loader(v1)) {
      RecordShape point = (RecordShape) ClassShapes.read(loader, "t.Point").shape();
      assertThat(point.components()).extracting(FieldShape::name).containsExactly("x", "label");
      assertThatThrownBy(() -> ClassShapes.read(loader, "t.Shape"))
          .hasMessageContaining("t.Shape is an interface, an enum or abstract");
      assertThatThrownBy(() -> ClassShapes.read(loader, "t.Status"))
          .hasMessageContaining("t.Status is an interface, an enum or abstract");
      assertThatThrownBy(() -> ClassShapes.read(loader, "t.Missing"))
          .hasMessageContaining("cannot load t.Missing");
    }
  }

  @Test
  void namesEachChangeAndLinksFieldsByName() throws Exception {
    String orderV2 =
        ORDER_V1
            .replace("private long quantity;", "private String quantity; private String note2;")
            .replace("private java.math.BigDecimal amount;", "")
            .replace("private transient int cache;", "private int cache;");
    String statusV2 = "package t; public enum Status { NEW, PAID, DELIVERED }";
    Path v1 = CompiledRelease.compile(dir.resolve("v1"), sources(ORDER_V1, STATUS));
    Path v2 = CompiledRelease.compile(dir.resolve("v2"), sources(orderV2, statusV2));
    try (URLClassLoader before = CompiledRelease.loader(v1);
        URLClassLoader after = CompiledRelease.loader(v2)) {
      ReleaseRoot root = ReleaseRoot.of("t.Order", before, after);

      assertThat(root.changes().lines())
          .containsExactlyInAnyOrder(
              "t.Order.quantity: long -> java.lang.String",
              "t.Order.amount: removed (was java.math.BigDecimal): its values are dropped",
              "t.Order.cache: transient int -> int",
              "t.Order.note2: added (java.lang.String)",
              "t.Status.SHIPPED: constant removed; possibly renamed to DELIVERED (added at the"
                  + " same place): a reader by name refuses it, one by ordinal reads DELIVERED;"
                  + " declare the rename if it is one (t.Status.SHIPPED=DELIVERED)",
              "t.Status.DELIVERED: constant added");
      assertThat(root.changes().evolved().fromBefore("t.Order").links())
          .contains(
              FieldLink.touched("quantity"),
              FieldLink.removed("amount"),
              FieldLink.added("note2"),
              FieldLink.unchanged("lines"));
      assertThat(root.changes().evolved().fromBefore("t.Line").links())
          .containsExactly(FieldLink.unchanged("sku"), FieldLink.unchanged("count"));
    }
  }

  @Test
  void aFieldRemovedAndOneAddedWithTheSameTypeAreAPossibleRename() throws Exception {
    String lineV2 = LINE.replace("String sku;", "String productCode;");
    Path v1 = CompiledRelease.compile(dir.resolve("v1"), sources(ORDER_V1, STATUS));
    Map<String, String> v2Sources = new java.util.HashMap<>(sources(ORDER_V1, STATUS));
    v2Sources.put("t.Line", lineV2);
    Path v2 = CompiledRelease.compile(dir.resolve("v2"), v2Sources);
    try (URLClassLoader before = CompiledRelease.loader(v1);
        URLClassLoader after = CompiledRelease.loader(v2)) {
      ReleaseChanges undeclared = ReleaseRoot.of("t.Order", before, after).changes();
      ReleaseChanges declared =
          ReleaseRoot.of(
                  "t.Order",
                  before,
                  after,
                  Renames.parse(java.util.List.of("t.Line.sku=productCode")),
                  java.util.List.of())
              .changes();

      assertThat(undeclared.lines())
          .containsExactly(
              "t.Line.sku: removed (was java.lang.String); possibly renamed to productCode"
                  + " (added, same type): its values are dropped unless the rename is declared"
                  + " (t.Line.sku=productCode)",
              "t.Line.productCode: added (java.lang.String)");
      assertThat(undeclared.changes().get(0).isPossibleRename()).isTrue();
      assertThat(declared.lines()).containsExactly("t.Line.sku: renamed to productCode (declared)");
      assertThat(declared.evolved().fromBefore("t.Line").links())
          .contains(new FieldLink("sku", "productCode", true));
      assertThat(declared.renamesUsed()).containsExactly("t.Line.sku");
      assertThatThrownBy(
              () ->
                  ReleaseRoot.of(
                      "t.Order",
                      before,
                      after,
                      Renames.parse(java.util.List.of("t.Line.count=n")),
                      java.util.List.of()))
          .hasMessageContaining("rename t.Line.count=n: the later release still has count");
      assertThatThrownBy(() -> Renames.parse(java.util.List.of("sku=productCode")))
          .hasMessageContaining("is not of the form com.example.Class.oldField=newField");
    }
  }

  @Test
  void constantsThatChangedPlaceAreAChangeOfTheirOwn() throws Exception {
    Path v1 = CompiledRelease.compile(dir.resolve("v1"), sources(ORDER_V1, STATUS));
    Path v2 =
        CompiledRelease.compile(
            dir.resolve("v2"),
            sources(ORDER_V1, "package t; public enum Status { PAID, NEW, SHIPPED }"));
    try (URLClassLoader before = CompiledRelease.loader(v1);
        URLClassLoader after = CompiledRelease.loader(v2)) {
      assertThat(ReleaseRoot.of("t.Order", before, after).changes().lines())
          .containsExactly(
              "t.Status: constants reordered: NEW, PAID, SHIPPED -> PAID, NEW, SHIPPED");
    }
  }

  @Test
  void findsNoChangeBetweenTwoCompilationsOfTheSameSources() throws Exception {
    Path v1 = CompiledRelease.compile(dir.resolve("a"), sources(ORDER_V1, STATUS));
    Path again = CompiledRelease.compile(dir.resolve("b"), sources(ORDER_V1, STATUS));
    try (URLClassLoader before = CompiledRelease.loader(v1);
        URLClassLoader after = CompiledRelease.loader(again)) {
      assertThat(ReleaseRoot.of("t.Order", before, after).changes().lines()).isEmpty();
    }
  }

  @Test
  void expandsAPackageToItsTopLevelClasses() throws Exception {
    Path v1 = CompiledRelease.compile(dir.resolve("v1"), sources(ORDER_V1, STATUS));
    assertThat(RootNames.expand(java.util.List.of("t"), java.util.List.of(v1)))
        .containsExactly("t.Line", "t.Order", "t.Status");
    assertThat(RootNames.expand(java.util.List.of("t.Order"), java.util.List.of(v1)))
        .containsExactly("t.Order");
    assertThatThrownBy(() -> RootNames.expand(java.util.List.of("t.none"), java.util.List.of(v1)))
        .hasMessageContaining("root 't.none' is neither a class name nor a package");
  }

  @Test
  void javaSerializationSeesOnlyThePersistentFieldsAndItsMethods() throws Exception {
    String account =
        "package t; public class Account implements java.io.Serializable {"
            + " private static final java.io.ObjectStreamField[] serialPersistentFields ="
            + " { new java.io.ObjectStreamField(\"id\", String.class) }; private String id;"
            + " private String cachedLabel; }";
    Path v1 = CompiledRelease.compile(dir.resolve("v1"), Map.of("t.Account", account));
    Path v2 =
        CompiledRelease.compile(
            dir.resolve("v2"),
            Map.of(
                "t.Account",
                account.replace(
                    "private String cachedLabel; }",
                    "private String cachedLabel; private Object writeReplace() { return this; }"
                        + " }")));
    try (URLClassLoader before = CompiledRelease.loader(v1);
        URLClassLoader after = CompiledRelease.loader(v2)) {
      ReleaseRoot root = ReleaseRoot.of("t.Account", before, after);
      ReleaseRoot java = root.under(WireContract.JAVA_SERIALIZATION);

      assertThat(root.changes().lines()).isEmpty();
      assertThat(java.changes().lines())
          .containsExactly(
              "t.Account: Java serialization methods none -> writeReplace: what Java"
                  + " serialization writes and reads is what they make of it");
      ClassShape seen = (ClassShape) java.before().shape();
      assertThat(seen.field("cachedLabel").orElseThrow().isPersistent())
          .as("left out of serialPersistentFields: expected at its default")
          .isFalse();
      assertThat(seen.field("id").orElseThrow().isPersistent()).isTrue();
    }
  }

  @Test
  void aSealedInterfaceIsReadAsItsPermittedSubtypes() throws Exception {
    Map<String, String> v1Sources =
        Map.of(
            "t.Event",
            "package t; public sealed interface Event permits Opened, Closed {}",
            "t.Opened",
            "package t; public record Opened(String by) implements Event {}",
            "t.Closed",
            "package t; public record Closed(int code) implements Event {}",
            "t.Log",
            "package t; public class Log { private java.util.List<Event> events; }");
    Map<String, String> v2Sources = new java.util.HashMap<>(v1Sources);
    v2Sources.put(
        "t.Event", "package t; public sealed interface Event permits Opened, Closed, Moved {}");
    v2Sources.put("t.Moved", "package t; public record Moved(String to) implements Event {}");
    Path v1 = CompiledRelease.compile(dir.resolve("v1"), v1Sources);
    Path v2 = CompiledRelease.compile(dir.resolve("v2"), v2Sources);
    try (URLClassLoader before = CompiledRelease.loader(v1);
        URLClassLoader after = CompiledRelease.loader(v2)) {
      ReleaseRoot root = ReleaseRoot.of("t.Log", before, after);

      assertThat(root.before().nullTypes()).isEmpty();
      TypeRef.ContainerType events =
          (TypeRef.ContainerType)
              ((ClassShape) root.before().shape()).field("events").orElseThrow().type();
      assertThat(
              ((io.serialtck.evolution.PolymorphicShape)
                      ((TypeRef.GeneratedType) events.arguments().get(0)).shape())
                  .subtypeNames())
          .containsExactly("t.Opened", "t.Closed");
      assertThat(root.changes().lines())
          .containsExactly(
              "t.Moved: a subtype of t.Event added: the earlier release cannot read it (asked"
                  + " forward)");
      assertThat(AimedValues.of(root, false, 42))
          .as("the new subtype is written by the later release")
          .anyMatch(a -> a.what().equals("Moved") && a.value().render().contains("Moved{"));
      assertThat(AimedValues.of(root, true, 42)).noneMatch(a -> a.what().equals("Moved"));
    }
  }

  private static Map<String, String> sources(String order, String status) {
    return Map.of("t.Order", order, "t.Line", LINE, "t.Status", status);
  }
}
