import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Prints what a program holds, in plain Java: a readable tree with each field's declared type and
 * the value's runtime type, and one line of JSON that SerialTCK can read back into its value tree.
 *
 * <p>The rules are SerialTCK's own, restated here so that a reproducer needs nothing of the kit:
 *
 * <ul>
 *   <li>A value that is not an instance of where it sits (a field's type, a collection's declared
 *       element type, a map's declared key or value type, the root class asked for) is ill-typed:
 *       {@code {"illTyped": declared type, "value": ...}}. Null always fits, and so does a boxed
 *       value where a primitive is declared. Type variables and wildcards stand for their first
 *       bound; a raw or {@code Object} type promises nothing.
 *   <li>Scalars (boxed primitives, String, BigDecimal, BigInteger, UUID and the java.time values
 *       that parse back from their text) are {@code {"scalar": type, "text": toString()}}, the type
 *       being the primitive's name where the declared type is a primitive, else the class name.
 *   <li>Objects list their fields, their own in declaration order then their superclasses', static
 *       and synthetic ones left out; a field a subclass shadows is named {@code Superclass.field}.
 *       Collections, maps, arrays and objects are numbered in the order they are first met; a
 *       second occurrence is {@code {"ref": n}}.
 *   <li>A container is {@code ordered} when its order is demanded of a reader: its class keeps an
 *       order (lists and queues, linked, sorted and enum sets, linked and sorted maps) and the type
 *       it is declared as does not refuse one ({@code Map}, {@code Set}, {@code HashMap} do).
 *   <li>A JDK object closed to reflection is {@code {"opaque": class, "text": toString()}}; one
 *       that equals a faithful twin but prints otherwise is stale: {@code {"stale": ...,
 *       "faithful": text}}.
 * </ul>
 */
final class Dump {

  /** The classes printed as text: they parse back from their toString(). */
  private static final Set<String> SCALARS =
      Set.of(
          "java.lang.Boolean",
          "java.lang.Byte",
          "java.lang.Short",
          "java.lang.Character",
          "java.lang.Integer",
          "java.lang.Long",
          "java.lang.Float",
          "java.lang.Double",
          "java.lang.String",
          "java.math.BigDecimal",
          "java.math.BigInteger",
          "java.util.UUID",
          "java.time.Instant",
          "java.time.LocalDate",
          "java.time.LocalTime",
          "java.time.LocalDateTime",
          "java.time.OffsetDateTime",
          "java.time.ZonedDateTime",
          "java.time.Duration",
          "java.time.Period",
          "java.net.Inet4Address",
          "java.net.Inet6Address",
          "java.net.URI",
          "java.util.Currency",
          "java.util.Locale");

  /** Ill-typed values reported at most by {@link #illTyped}. */
  private static final int ILL_TYPED_LIMIT = 10;

  private static final int FRAMES = 8;

  /** Lines of a readable tree printed at most; the JSON line is always whole. */
  private static final int TREE_LINES = 200;

  private final Map<Object, Integer> ids = new IdentityHashMap<>();

  private Dump() {}

  /**
   * Prints {@code value}, declared as {@code declared}: a tree under a heading, then {@code LABEL
   * -JSON <json>} on one line.
   */
  static void print(String label, Object value, Class<?> declared) {
    Node node = new Dump().value(value, declared, null);
    System.out.println(label.toLowerCase() + " (declared " + declared.getName() + "):");
    node.tree("  ", System.out);
    System.out.println(label + "-JSON " + node.json());
  }

  /**
   * The JSON of {@code value} declared as {@code declared}, compared on the way with {@code twin}
   * (a graph that holds what {@code value} should hold, or null).
   */
  static String json(Object value, Type declared, Object twin) {
    return new Dump().value(value, declared, twin).json();
  }

  /** Prints the readable tree of {@code value} without its JSON. */
  static void tree(Object value, Type declared) {
    new Dump().value(value, declared, null).tree("  ", System.out);
  }

  /** The JSON of a root that is not of the class asked for: ill-typed, whatever it holds. */
  static String notOfRootType(Class<?> asked, Object read) {
    return Node.illTyped(asked.getName(), Node.opaque(read.getClass().getName(), "")).json();
  }

  /** Prints {@code CONSUMED n OF total} when the library told how many bytes the read consumed. */
  static void consumed(long consumed, int total) {
    consumed("", consumed, total);
  }

  /** As {@link #consumed(long, int)}, the line's marker after {@code prefix}: a step's read. */
  static void consumed(String prefix, long consumed, int total) {
    if (consumed >= 0) {
      System.out.println(prefix + "CONSUMED " + consumed + " OF " + total);
    }
  }

  /**
   * Prints what a library threw: {@code THREW class: message} (the first line of the message, the
   * cause's after it), {@code ROOT-CAUSE class} when a chain of causes ends elsewhere, and the
   * first frames.
   */
  static void threw(Throwable thrown) {
    threw("", thrown);
  }

  /** As {@link #threw(Throwable)}, each marker after {@code prefix}: a step's failure. */
  static void threw(String prefix, Throwable thrown) {
    Throwable cause = thrown;
    while ((cause instanceof InvocationTargetException
            || cause instanceof ExceptionInInitializerError)
        && cause.getCause() != null) {
      cause = cause.getCause();
    }
    System.out.println(prefix + "THREW " + cause.getClass().getName() + ": " + message(cause));
    Throwable root = cause;
    for (int depth = 0; root.getCause() != null && root.getCause() != root && depth < 20; depth++) {
      root = root.getCause();
    }
    if (root != cause) {
      System.out.println(prefix + "ROOT-CAUSE " + root.getClass().getName());
    }
    StackTraceElement[] frames = cause.getStackTrace();
    for (int i = 0; i < Math.min(FRAMES, frames.length); i++) {
      System.out.println("    at " + frames[i]);
    }
  }

  private static String message(Throwable cause) {
    String message = cause.getMessage();
    if (message == null || message.isBlank()) {
      String text = cause.toString();
      message = text.equals(cause.getClass().getName()) ? "" : text;
    }
    String line = firstLine(message);
    if (cause.getCause() != null && cause.getCause() != cause) {
      line =
          line
              + (line.isEmpty() ? "" : " ")
              + "(caused by "
              + cause.getCause().getClass().getName()
              + ": "
              + firstLine(cause.getCause().getMessage())
              + ")";
    }
    return line;
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "";
    }
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }

  private Node value(Object object, Type declared, Object twin) {
    if (!holds(declared, object)) {
      return Node.illTyped(declared.getTypeName(), value(object, Object.class, null));
    }
    if (object == null) {
      return Node.nullValue();
    }
    Class<?> type = object.getClass();
    Class<?> rawDeclared = raw(declared);
    if (isScalar(type)) {
      String name = rawDeclared.isPrimitive() ? rawDeclared.getName() : type.getName();
      return scalar(name, object, twin);
    }
    if (object instanceof Enum<?> constant) {
      return Node.enumConstant(constant.getDeclaringClass().getName(), constant.name());
    }
    Integer seen = ids.get(object);
    if (seen != null) {
      return Node.ref(seen);
    }
    int id = ids.size() + 1;
    ids.put(object, id);
    Object sameClassTwin = twin != null && twin.getClass() == type ? twin : null;
    if (type.isArray()) {
      return array(object, id, sameClassTwin);
    }
    boolean ordered = isDemanded(type, rawDeclared);
    if (object instanceof Collection<?> collection) {
      return collection(collection, type, id, ordered, element(declared), sameClassTwin);
    }
    if (object instanceof Map<?, ?> map) {
      return map(map, type, id, ordered, declared, sameClassTwin);
    }
    return object(object, type, id, sameClassTwin);
  }

  private static Node scalar(String name, Object object, Object twin) {
    Node captured;
    String text;
    try {
      text = String.valueOf(object);
      captured = Node.scalar(name, text);
    } catch (RuntimeException broken) {
      // an object its own class cannot print (an OffsetDateTime without an offset id)
      captured = Node.opaque(name, "broken object: " + broken);
      text = null;
    }
    if (twin != null && twin.getClass() == object.getClass()) {
      String faithful = String.valueOf(twin);
      if (!faithful.equals(text) && equalsQuietly(object, twin)) {
        return Node.stale(captured, faithful);
      }
    }
    return captured;
  }

  private static boolean equalsQuietly(Object object, Object twin) {
    try {
      return object.equals(twin);
    } catch (RuntimeException broken) {
      return false;
    }
  }

  private Node array(Object array, int id, Object twin) {
    Class<?> component = array.getClass().getComponentType();
    int length = Array.getLength(array);
    boolean twinAligned = twin != null && Array.getLength(twin) == length;
    List<Node> elements = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      elements.add(value(Array.get(array, i), component, twinAligned ? Array.get(twin, i) : null));
    }
    return Node.array(component.getName(), id, elements);
  }

  private Node collection(
      Collection<?> collection,
      Class<?> type,
      int id,
      boolean ordered,
      Type elementType,
      Object twin) {
    Iterator<?> twins =
        twin instanceof Collection<?> c && c.size() == collection.size() ? c.iterator() : null;
    List<Node> elements = new ArrayList<>(collection.size());
    for (Object element : collection) {
      elements.add(value(element, elementType, twins != null ? twins.next() : null));
    }
    return Node.collection(type.getName(), id, ordered, elements);
  }

  private Node map(
      Map<?, ?> map, Class<?> type, int id, boolean ordered, Type declared, Object twin) {
    Map<?, ?> twinMap = twin instanceof Map<?, ?> m ? m : null;
    Type keyType = key(declared);
    Type valueType = mapValue(declared);
    List<Node> entries = new ArrayList<>(map.size() * 2);
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      Object twinValue = twinMap != null ? twinValue(twinMap, entry.getKey()) : null;
      entries.add(value(entry.getKey(), keyType, null));
      entries.add(value(entry.getValue(), valueType, twinValue));
    }
    return Node.map(type.getName(), id, ordered, entries);
  }

  private static Object twinValue(Map<?, ?> twin, Object key) {
    try {
      return twin.get(key);
    } catch (RuntimeException unlike) {
      return null;
    }
  }

  private Node object(Object object, Class<?> type, int id, Object twin) {
    List<String> names = new ArrayList<>();
    List<Node> values = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    try {
      for (Field field : instanceFields(type)) {
        field.setAccessible(true);
        String name =
            seen.add(field.getName())
                ? field.getName()
                : field.getDeclaringClass().getSimpleName() + "." + field.getName();
        Object twinValue = twin != null ? fieldValue(field, twin) : null;
        Node value = value(fieldValue(field, object), field.getGenericType(), twinValue);
        names.add(name);
        values.add(value.declaredAs(field.getGenericType().getTypeName()));
      }
    } catch (InaccessibleObjectException | IllegalAccessException e) {
      return opaque(object, type, twin);
    } catch (IllegalArgumentException notItsClass) {
      // the JVM says the object is not of its own class: memory written past a type's layout
      return Node.opaque(type.getName(), "unreadable object: " + notItsClass.getMessage());
    }
    return Node.object(type.getName(), id, names, values);
  }

  private static Node opaque(Object object, Class<?> type, Object twin) {
    String text = String.valueOf(object);
    Node opaque = Node.opaque(type.getName(), text);
    if (twin != null) {
      String faithful = String.valueOf(twin);
      if (!faithful.equals(text) && equalsQuietly(object, twin)) {
        return Node.stale(opaque, faithful);
      }
    }
    return opaque;
  }

  /**
   * The values of an object graph that are not instances of their declared types, each as {@code
   * path: declared TYPE holds CLASS}, at most ten: for a program that observes a summary of what it
   * read instead of the object itself. Walks fields of classes outside the JDK, collection
   * elements, map keys and values and object array elements, and does not enter an ill-typed
   * value.
   */
  static List<String> illTyped(Object root, Class<?> declaredRoot) {
    List<String> found = new ArrayList<>();
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Object[]> pending = new ArrayDeque<>();
    pending.push(new Object[] {root, declaredRoot, ""});
    while (!pending.isEmpty() && found.size() < ILL_TYPED_LIMIT) {
      Object[] visit = pending.pop();
      Object value = visit[0];
      Type declared = (Type) visit[1];
      String path = (String) visit[2];
      if (!holds(declared, value)) {
        found.add(
            (path.isEmpty() ? "root" : path)
                + ": declared "
                + declared.getTypeName()
                + " holds a "
                + value.getClass().getName());
        continue;
      }
      if (value == null || isScalar(value.getClass()) || !seen.add(value)) {
        continue;
      }
      try {
        List<Object[]> children = children(value, declared, path);
        for (int i = children.size() - 1; i >= 0; i--) {
          pending.push(children.get(i));
        }
      } catch (RuntimeException unreadable) {
        // a container that cannot even be iterated: the values say the rest
      }
    }
    return found;
  }

  private static List<Object[]> children(Object value, Type declared, String path) {
    Class<?> type = value.getClass();
    List<Object[]> children = new ArrayList<>();
    if (type.isArray()) {
      if (!type.getComponentType().isPrimitive()) {
        Object[] elements = (Object[]) value;
        for (int i = 0; i < elements.length; i++) {
          children.add(new Object[] {elements[i], type.getComponentType(), path + "[" + i + "]"});
        }
      }
    } else if (value instanceof Collection<?> collection) {
      Type element = element(declared);
      int i = 0;
      for (Object each : collection) {
        children.add(new Object[] {each, element, path + "[" + i++ + "]"});
      }
    } else if (value instanceof Map<?, ?> map) {
      Type key = key(declared);
      Type mapped = mapValue(declared);
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        String at = path + "[" + entry.getKey() + "]";
        children.add(new Object[] {entry.getKey(), key, at + "{key}"});
        children.add(new Object[] {entry.getValue(), mapped, at});
      }
    } else if (!isJdk(type)) {
      for (Field field : instanceFields(type)) {
        try {
          field.setAccessible(true);
          String at = path.isEmpty() ? field.getName() : path + "." + field.getName();
          children.add(new Object[] {fieldValue(field, value), field.getGenericType(), at});
        } catch (InaccessibleObjectException
            | IllegalAccessException
            | IllegalArgumentException e) {
          break;
        }
      }
    }
    return children;
  }

  private static boolean isJdk(Class<?> type) {
    String name = type.getName();
    return name.startsWith("java.")
        || name.startsWith("javax.")
        || name.startsWith("jdk.")
        || name.startsWith("sun.");
  }

  /** Whether SerialTCK holds values of this class as text. */
  static boolean isScalar(Class<?> type) {
    return SCALARS.contains(type.getName());
  }

  /**
   * The instance fields of a class: its own in declaration order, then its superclasses', up to
   * {@code Object}; static and synthetic fields left out.
   */
  static List<Field> instanceFields(Class<?> type) {
    List<Field> fields = new ArrayList<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
          fields.add(field);
        }
      }
    }
    return fields;
  }

  /**
   * A field's value as the JVM holds it. From JDK 18 on, {@code Field.get} refuses a reference
   * field whose value is not of the field's type (what a reader that stored an ArrayList in a
   * LinkedList field leaves behind); the value is then read with {@code sun.misc.Unsafe}, which
   * does not check, so that every JDK shows the same ill-typed value.
   */
  static Object fieldValue(Field field, Object object) throws IllegalAccessException {
    try {
      return field.get(object);
    } catch (IllegalArgumentException refused) {
      if (Unchecked.GET_OBJECT == null
          || field.getType().isPrimitive()
          || !field.getDeclaringClass().isInstance(object)) {
        throw refused;
      }
      try {
        long offset = (long) Unchecked.OBJECT_FIELD_OFFSET.invokeExact(field);
        return (Object) Unchecked.GET_OBJECT.invokeExact(object, offset);
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException("Unsafe could not read " + field, e);
      }
    }
  }

  /** {@code sun.misc.Unsafe}'s unchecked reads, looked up by name; null where there are none. */
  private static final class Unchecked {
    static final MethodHandle GET_OBJECT = unsafeMethod("getObject", Object.class, long.class);
    static final MethodHandle OBJECT_FIELD_OFFSET = unsafeMethod("objectFieldOffset", Field.class);

    private static MethodHandle unsafeMethod(String name, Class<?>... parameterTypes) {
      try {
        Class<?> unsafeType = Class.forName("sun.misc.Unsafe");
        Field theUnsafe = unsafeType.getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        Method method = unsafeType.getMethod(name, parameterTypes);
        return MethodHandles.publicLookup().unreflect(method).bindTo(theUnsafe.get(null));
      } catch (ReflectiveOperationException | RuntimeException e) {
        return null;
      }
    }
  }

  /**
   * Whether a reader must keep the order of a container of class {@code type} declared as {@code
   * declared}: its class keeps order, and the declared type is not a container type that promises
   * none ({@code Map}, {@code Set}, {@code HashMap}); a declared type that is no container leaves
   * the class's promise.
   */
  static boolean isDemanded(Class<?> type, Class<?> declared) {
    boolean container =
        Map.class.isAssignableFrom(declared) || Collection.class.isAssignableFrom(declared);
    return isOrdered(type) && !(container && !isOrdered(declared));
  }

  /** Whether iteration order is part of a container's value. */
  static boolean isOrdered(Class<?> type) {
    if (Map.class.isAssignableFrom(type)) {
      return LinkedHashMap.class.isAssignableFrom(type) || SortedMap.class.isAssignableFrom(type);
    }
    if (Set.class.isAssignableFrom(type)) {
      return LinkedHashSet.class.isAssignableFrom(type)
          || SortedSet.class.isAssignableFrom(type)
          || EnumSet.class.isAssignableFrom(type);
    }
    return Collection.class.isAssignableFrom(type);
  }

  /** The class a declared type erases to. */
  static Class<?> raw(Type type) {
    if (type instanceof Class<?> c) {
      return c;
    } else if (type instanceof ParameterizedType p) {
      return raw(p.getRawType());
    } else if (type instanceof GenericArrayType array) {
      return raw(array.getGenericComponentType()).arrayType();
    } else if (type instanceof WildcardType wildcard) {
      return raw(wildcard.getUpperBounds()[0]);
    } else if (type instanceof TypeVariable<?> variable) {
      return raw(variable.getBounds()[0]);
    }
    return Object.class;
  }

  /** Whether a value may sit where {@code declared} is declared. */
  static boolean holds(Type declared, Object value) {
    Class<?> raw = raw(declared);
    return value == null || raw.isPrimitive() || raw.isInstance(value);
  }

  private static Type element(Type declared) {
    return argument(declared, Collection.class, 0, 1);
  }

  private static Type key(Type declared) {
    return argument(declared, Map.class, 0, 2);
  }

  private static Type mapValue(Type declared) {
    return argument(declared, Map.class, 1, 2);
  }

  private static Type argument(Type declared, Class<?> kind, int index, int arity) {
    if (declared instanceof ParameterizedType p
        && kind.isAssignableFrom(raw(p.getRawType()))
        && p.getActualTypeArguments().length == arity) {
      return p.getActualTypeArguments()[index];
    }
    return Object.class;
  }

  /** One captured value: its JSON form and its readable tree. */
  private static final class Node {
    private final String kind;
    private final String type;
    private final String text;
    private final int id;
    private final boolean ordered;
    private final List<String> names;
    private final List<Node> children;
    private String declared;

    private Node(
        String kind,
        String type,
        String text,
        int id,
        boolean ordered,
        List<String> names,
        List<Node> children) {
      this.kind = kind;
      this.type = type;
      this.text = text;
      this.id = id;
      this.ordered = ordered;
      this.names = names;
      this.children = children;
    }

    static Node nullValue() {
      return new Node("null", null, null, 0, false, List.of(), List.of());
    }

    static Node scalar(String type, String text) {
      return new Node("scalar", type, text, 0, false, List.of(), List.of());
    }

    static Node enumConstant(String type, String constant) {
      return new Node("enum", type, constant, 0, false, List.of(), List.of());
    }

    static Node ref(int id) {
      return new Node("ref", null, null, id, false, List.of(), List.of());
    }

    static Node opaque(String type, String text) {
      return new Node("opaque", type, text, 0, false, List.of(), List.of());
    }

    static Node stale(Node value, String faithful) {
      return new Node("stale", null, faithful, 0, false, List.of(), List.of(value));
    }

    static Node illTyped(String declared, Node value) {
      return new Node("illTyped", declared, null, 0, false, List.of(), List.of(value));
    }

    static Node array(String component, int id, List<Node> elements) {
      return new Node("array", component, null, id, false, List.of(), elements);
    }

    static Node collection(String type, int id, boolean ordered, List<Node> elements) {
      return new Node("collection", type, null, id, ordered, List.of(), elements);
    }

    /** A map's keys and values, alternating. */
    static Node map(String type, int id, boolean ordered, List<Node> keysAndValues) {
      return new Node("map", type, null, id, ordered, List.of(), keysAndValues);
    }

    static Node object(String type, int id, List<String> names, List<Node> values) {
      return new Node("object", type, null, id, false, names, values);
    }

    /** The same node, noting the type of the field it sits in, for the tree. */
    Node declaredAs(String fieldType) {
      declared = fieldType;
      return this;
    }

    String json() {
      StringBuilder out = new StringBuilder();
      json(out);
      return out.toString();
    }

    private void json(StringBuilder out) {
      switch (kind) {
        case "null" -> out.append("{\"null\":true}");
        case "scalar" -> pair(out.append('{'), "scalar", type).append(',');
        case "enum" -> pair(out.append('{'), "enum", type).append(',');
        case "ref" -> out.append("{\"ref\":").append(id).append('}');
        case "opaque" -> pair(out.append('{'), "opaque", type).append(',');
        case "stale" -> {
          out.append("{\"stale\":");
          children.get(0).json(out);
          pair(out.append(','), "faithful", text).append('}');
        }
        case "illTyped" -> {
          pair(out.append('{'), "illTyped", type).append(",\"value\":");
          children.get(0).json(out);
          out.append('}');
        }
        case "object" -> {
          pair(out.append('{'), "object", type).append(",\"id\":").append(id);
          out.append(",\"fields\":[");
          for (int i = 0; i < children.size(); i++) {
            pair(out.append(i == 0 ? "{" : ",{"), "name", names.get(i)).append(",\"value\":");
            children.get(i).json(out);
            out.append('}');
          }
          out.append("]}");
        }
        case "array", "collection" -> {
          pair(out.append('{'), kind, type).append(",\"id\":").append(id);
          if (kind.equals("collection")) {
            out.append(",\"ordered\":").append(ordered);
          }
          out.append(",\"elements\":[");
          for (int i = 0; i < children.size(); i++) {
            if (i > 0) {
              out.append(',');
            }
            children.get(i).json(out);
          }
          out.append("]}");
        }
        case "map" -> {
          pair(out.append('{'), "map", type).append(",\"id\":").append(id);
          out.append(",\"ordered\":").append(ordered).append(",\"entries\":[");
          for (int i = 0; i < children.size(); i += 2) {
            out.append(i == 0 ? "{\"key\":" : ",{\"key\":");
            children.get(i).json(out);
            out.append(",\"value\":");
            children.get(i + 1).json(out);
            out.append('}');
          }
          out.append("]}");
        }
        default -> throw new IllegalStateException(kind);
      }
      if (kind.equals("scalar") || kind.equals("opaque")) {
        pair(out, "text", text).append('}');
      } else if (kind.equals("enum")) {
        pair(out, "constant", text).append('}');
      }
    }

    private static StringBuilder pair(StringBuilder out, String key, String value) {
      out.append('"').append(key).append("\":\"");
      for (int i = 0; i < value.length(); i++) {
        char c = value.charAt(i);
        if (c == '"' || c == '\\') {
          out.append('\\').append(c);
        } else if (c < 0x20 || c > 0x7e) {
          out.append(String.format("\\u%04x", (int) c));
        } else {
          out.append(c);
        }
      }
      return out.append('"');
    }

    /**
     * Prints this node as indented lines, {@code name (declared TYPE, holds CLASS): value}, at most
     * {@link #TREE_LINES} of them.
     */
    void tree(String indent, java.io.PrintStream out) {
      List<String> lines = new ArrayList<>();
      tree(indent, "", lines);
      lines.stream().limit(TREE_LINES).forEach(out::println);
      if (lines.size() > TREE_LINES) {
        out.println(indent + "... " + (lines.size() - TREE_LINES) + " more lines");
      }
    }

    private void tree(String indent, String label, List<String> out) {
      String where = label.isEmpty() ? "" : label + " ";
      String declaredPart = declared == null ? "" : "declared " + declared + ", ";
      switch (kind) {
        case "null" -> out.add(indent + where + "(" + declaredPart + "holds null)");
        case "scalar" ->
            out.add(indent + where + "(" + declaredPart + "holds " + type + "): " + quoted());
        case "enum" ->
            out.add(indent + where + "(" + declaredPart + "holds " + type + "): " + text);
        case "ref" ->
            out.add(indent + where + "(" + declaredPart + "the same object as #" + id + ")");
        case "opaque" ->
            out.add(indent + where + "(" + declaredPart + "holds " + type + "): " + text);
        case "stale" -> {
          out.add(
              indent + where + "(" + declaredPart + "equals, but does not print as, " + text + ")");
          children.get(0).tree(indent + "  ", "", out);
        }
        case "illTyped" -> {
          out.add(indent + where + "ILL-TYPED: declared " + type + ", holds:");
          children.get(0).tree(indent + "  ", "", out);
        }
        case "object" -> {
          out.add(indent + where + "(" + declaredPart + "holds " + type + ") #" + id);
          for (int i = 0; i < children.size(); i++) {
            children.get(i).tree(indent + "  ", names.get(i), out);
          }
        }
        case "array", "collection" -> {
          String holds = kind.equals("array") ? type + "[]" : type;
          out.add(
              indent
                  + where
                  + "("
                  + declaredPart
                  + "holds "
                  + holds
                  + ", "
                  + children.size()
                  + (ordered || kind.equals("array") ? " in order" : "")
                  + ") #"
                  + id);
          for (int i = 0; i < children.size(); i++) {
            children.get(i).tree(indent + "  ", "[" + i + "]", out);
          }
        }
        case "map" -> {
          out.add(
              indent
                  + where
                  + "("
                  + declaredPart
                  + "holds "
                  + type
                  + ", "
                  + children.size() / 2
                  + " entries"
                  + (ordered ? " in order" : "")
                  + ") #"
                  + id);
          for (int i = 0; i < children.size(); i += 2) {
            children.get(i).tree(indent + "  ", "key", out);
            children.get(i + 1).tree(indent + "    ", "value", out);
          }
        }
        default -> throw new IllegalStateException(kind);
      }
    }

    private String quoted() {
      return type.equals("java.lang.String") || type.equals("java.lang.Character")
          ? "\"" + text + "\""
          : text;
    }
  }
}
