package io.serialtck.verdict;

import io.serialtck.spi.StructuralProperty;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.StaleStateValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Walks an expected and an actual tree side by side and collects what differs, path by path.
 * Findings that say by themselves what happened are {@link Finding}s: an ill-typed value, a lost
 * shared identity, a container of another class with the same elements, a lost order, a value that
 * equals the expected one but did not rebuild its internal state. Every other difference is a
 * {@link ValueDifference}, which {@link Classifier} judges with what it knows of the evolution.
 *
 * <p>Order is demanded only where the expected container keeps it ({@link CollectionValue#ordered}
 * and {@link MapValue#ordered}); unordered containers are matched by their elements' renderings and
 * maps by their keys.
 */
final class TreeComparison {

  /** A value that differs from the expected one. */
  record ValueDifference(String path, Value expected, Value actual) {
    String render() {
      return Paths.shown(path) + ": expected " + expected.render() + ", got " + actual.render();
    }
  }

  private final IdentityPaths expectedIds;
  private final IdentityPaths actualIds;
  private final Set<NodePair> inProgress;
  private final List<Finding> findings = new ArrayList<>();
  private final List<ValueDifference> differences = new ArrayList<>();
  private boolean rounded;

  private TreeComparison(
      IdentityPaths expectedIds, IdentityPaths actualIds, Set<NodePair> inProgress) {
    this.expectedIds = expectedIds;
    this.actualIds = actualIds;
    this.inProgress = inProgress;
  }

  /** Compares two canonical trees. */
  static TreeComparison of(Value expected, Value actual) {
    TreeComparison comparison =
        new TreeComparison(IdentityPaths.of(expected), IdentityPaths.of(actual), new HashSet<>());
    comparison.compare("", expected, actual);
    return comparison;
  }

  List<Finding> findings() {
    return findings;
  }

  List<ValueDifference> differences() {
    return differences;
  }

  /** Whether some value was accepted as the nearest one its new type can hold. */
  boolean rounded() {
    return rounded;
  }

  private void compare(String path, Value expected, Value given) {
    if (given instanceof IllTypedValue illTyped) {
      findings.add(
          Finding.illTyped(
              Paths.shown(path)
                  + ": declared "
                  + shortTypeName(illTyped.declaredType())
                  + ", holds "
                  + illTyped.value().render()));
      return;
    }
    Value actual = given;
    if (given instanceof StaleStateValue stale) {
      if (sameText(expected, stale)) {
        findings.add(
            Finding.altered(
                StructuralProperty.INTERNAL_STATE,
                Paths.shown(path)
                    + ": equals "
                    + expected.render()
                    + " but reads back as "
                    + stale.value().render()));
        return;
      }
      actual = stale.value();
    }
    if (expected instanceof UnrepresentableValue unrepresentable) {
      if (unrepresentable.nearest() != null && unrepresentable.nearest().equals(actual)) {
        rounded = true;
      } else {
        differences.add(new ValueDifference(path, expected, actual));
      }
      return;
    }
    if (expected instanceof RefValue || actual instanceof RefValue) {
      identity(path, expected, actual);
      return;
    }
    actual = JdkSubclasses.asExpectedClass(expected, actual);
    if (expected.equals(actual)) {
      return;
    }
    if (expected instanceof ObjectValue e
        && actual instanceof ObjectValue a
        && e.className().equals(a.className())) {
      fields(path, e, a);
    } else if (expected instanceof CollectionValue e && actual instanceof CollectionValue a) {
      collections(path, e, a);
    } else if (expected instanceof MapValue e && actual instanceof MapValue a) {
      maps(path, e, a);
    } else if (expected instanceof ArrayValue e
        && actual instanceof ArrayValue a
        && e.componentType().equals(a.componentType())
        && e.elements().size() == a.elements().size()) {
      for (int i = 0; i < e.elements().size(); i++) {
        compare(Paths.index(path, i), e.elements().get(i), a.elements().get(i));
      }
    } else {
      differences.add(new ValueDifference(path, expected, actual));
    }
  }

  private static boolean sameText(Value expected, StaleStateValue stale) {
    if (expected instanceof ScalarValue e && stale.value() instanceof ScalarValue a) {
      return e.type().equals(a.type()) && e.text().equals(stale.faithfulText());
    }
    if (expected instanceof OpaqueValue e && stale.value() instanceof OpaqueValue a) {
      return e.className().equals(a.className()) && e.text().equals(stale.faithfulText());
    }
    // a value its own class cannot print any more (JDK 18+ throws where 17 printed "null")
    if (expected instanceof ScalarValue e && stale.value() instanceof OpaqueValue a) {
      return e.type().equals(a.className()) && e.text().equals(stale.faithfulText());
    }
    return false;
  }

  private void fields(String path, ObjectValue expected, ObjectValue actual) {
    for (ObjectValue.Field field : expected.fields()) {
      String fieldPath = Paths.field(path, field.name());
      Optional<Value> got = actual.field(field.name());
      if (got.isEmpty()) {
        differences.add(
            new ValueDifference(
                fieldPath, field.value(), new OpaqueValue("missing", "no such field")));
      } else {
        compare(fieldPath, field.value(), got.get());
      }
    }
  }

  private void identity(String path, Value expected, Value actual) {
    Value expectedNode = resolve(expected, expectedIds);
    Value actualNode = resolve(actual, actualIds);
    String expectedAt = expected instanceof RefValue ref ? expectedIds.path(ref.id()) : null;
    String actualAt = actual instanceof RefValue ref ? actualIds.path(ref.id()) : null;
    if (expected instanceof RefValue
        && actual instanceof RefValue
        && Objects.equals(expectedAt, actualAt)) {
      return;
    }
    if (expectedNode == null || actualNode == null || !sameValue(expectedNode, actualNode)) {
      differences.add(
          new ValueDifference(
              path,
              expectedNode == null ? expected : expectedNode,
              actualNode == null ? actual : actualNode));
      return;
    }
    String what;
    if (expectedAt != null && actualAt != null) {
      what =
          "expected the object at "
              + Paths.shown(expectedAt)
              + ", got the one at "
              + Paths.shown(actualAt);
    } else if (expectedAt != null) {
      what = "expected the object at " + Paths.shown(expectedAt) + ", got an equal copy";
    } else {
      what = "expected an object of its own, got the one at " + Paths.shown(actualAt);
    }
    findings.add(
        Finding.altered(StructuralProperty.SHARED_IDENTITY, Paths.shown(path) + ": " + what));
  }

  private static Value resolve(Value value, IdentityPaths ids) {
    return value instanceof RefValue ref ? ids.node(ref.id()) : value;
  }

  /** Whether two nodes hold the same values, identity aside. */
  private boolean sameValue(Value expected, Value actual) {
    NodePair pair = new NodePair(expected, actual);
    if (!inProgress.add(pair)) {
      return true;
    }
    try {
      TreeComparison nested = new TreeComparison(expectedIds, actualIds, inProgress);
      nested.compare("", expected, actual);
      return nested.differences.isEmpty()
          && nested.findings.stream()
              .allMatch(f -> f.property() == StructuralProperty.SHARED_IDENTITY);
    } finally {
      inProgress.remove(pair);
    }
  }

  private void collections(String path, CollectionValue expected, CollectionValue actual) {
    boolean sameClass = expected.className().equals(actual.className());
    List<Value> want = expected.elements();
    List<Value> got = actual.elements();
    if (!expected.ordered()) {
      want = sorted(want);
      got = sorted(got);
    }
    if (sameClass) {
      if (want.size() != got.size()) {
        differences.add(new ValueDifference(path, expected, actual));
        return;
      }
      for (int i = 0; i < want.size(); i++) {
        compare(Paths.index(path, i), want.get(i), got.get(i));
      }
      return;
    }
    containerClass(
        path,
        expected.className(),
        actual.className(),
        expected,
        actual,
        sameElements(want, got),
        expected.ordered() && sameElements(sorted(want), sorted(got)));
  }

  private void maps(String path, MapValue expected, MapValue actual) {
    boolean sameClass = expected.className().equals(actual.className());
    Map<String, MapValue.Entry> want = byKey(expected.entries());
    Map<String, MapValue.Entry> got = byKey(actual.entries());
    boolean sameKeys = want.keySet().equals(got.keySet());
    boolean orderKept =
        !expected.ordered() || new ArrayList<>(want.keySet()).equals(new ArrayList<>(got.keySet()));
    if (!sameClass) {
      boolean sameEntries =
          sameKeys
              && want.keySet().stream()
                  .allMatch(k -> sameValue(want.get(k).value(), got.get(k).value()));
      containerClass(
          path,
          expected.className(),
          actual.className(),
          expected,
          actual,
          sameEntries && orderKept,
          sameEntries && !orderKept);
      return;
    }
    if (sameKeys && !orderKept) {
      findings.add(
          Finding.corrupted(
              Paths.shown(path)
                  + ": the order of its keys was lost: expected "
                  + expected.render()
                  + ", got "
                  + actual.render()));
    }
    for (Map.Entry<String, MapValue.Entry> entry : want.entrySet()) {
      MapValue.Entry other = got.get(entry.getKey());
      String keyPath = Paths.key(path, entry.getValue().key());
      if (other == null) {
        differences.add(
            new ValueDifference(
                keyPath, entry.getValue().value(), new OpaqueValue("missing", "no such key")));
      } else {
        compare(keyPath, entry.getValue().value(), other.value());
      }
    }
    for (Map.Entry<String, MapValue.Entry> entry : got.entrySet()) {
      if (!want.containsKey(entry.getKey())) {
        differences.add(
            new ValueDifference(
                Paths.key(path, entry.getValue().key()),
                new OpaqueValue("absent", "no such key"),
                entry.getValue().value()));
      }
    }
  }

  /**
   * A container of another class than expected: {@code ALTERED} when it holds the same elements in
   * the order expected, corrupted when only the order is lost, else a plain difference.
   */
  private void containerClass(
      String path,
      String expectedClass,
      String actualClass,
      Value expected,
      Value actual,
      boolean sameContents,
      boolean onlyOrderLost) {
    if (sameContents) {
      boolean immutability = Unmodifiable.is(expectedClass) != Unmodifiable.is(actualClass);
      findings.add(
          Finding.altered(
              immutability ? StructuralProperty.IMMUTABILITY : StructuralProperty.CONTAINER_CLASS,
              Paths.shown(path)
                  + ": expected "
                  + describe(expectedClass)
                  + ", got "
                  + describe(actualClass)
                  + " with the same elements"));
    } else if (onlyOrderLost) {
      findings.add(
          Finding.corrupted(
              Paths.shown(path)
                  + ": the order was lost: expected "
                  + expected.render()
                  + ", got "
                  + actual.render()));
    } else {
      differences.add(new ValueDifference(path, expected, actual));
    }
  }

  private static String describe(String className) {
    String simple = className.substring(className.lastIndexOf('.') + 1);
    return Unmodifiable.is(className) ? "an unmodifiable " + simple : "a " + simple;
  }

  private boolean sameElements(List<Value> want, List<Value> got) {
    if (want.size() != got.size()) {
      return false;
    }
    for (int i = 0; i < want.size(); i++) {
      if (!sameValue(want.get(i), got.get(i))) {
        return false;
      }
    }
    return true;
  }

  private static List<Value> sorted(List<Value> values) {
    List<Value> sorted = new ArrayList<>(values);
    sorted.sort(Comparator.comparing(Value::render));
    return sorted;
  }

  private static Map<String, MapValue.Entry> byKey(List<MapValue.Entry> entries) {
    Map<String, MapValue.Entry> byKey = new LinkedHashMap<>();
    entries.forEach(entry -> byKey.putIfAbsent(entry.key().render(), entry));
    return byKey;
  }

  private static String shortTypeName(String typeName) {
    return IllTypedValue.shortName(typeName);
  }

  /** Two nodes of the two trees, by identity: the comparison in progress between them. */
  private static final class NodePair {
    private final Value expected;
    private final Value actual;

    NodePair(Value expected, Value actual) {
      this.expected = expected;
      this.actual = actual;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof NodePair p && p.expected == expected && p.actual == actual;
    }

    @Override
    public int hashCode() {
      return 31 * System.identityHashCode(expected) + System.identityHashCode(actual);
    }
  }
}
