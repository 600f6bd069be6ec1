package io.serialtck.evolution.property;

import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.GenericFields;
import io.serialtck.evolution.PolymorphicShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.ContainerOrder;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Random values that fit a shape, leaning to the edges: nulls, empty and large collections, Unicode
 * with surrogate pairs, NaN, -0.0 and infinities, BigDecimal with scale, minimum and maximum
 * values.
 */
public final class ValueGenerator {

  private static final int LARGE = 300;
  private static final Set<String> GENERATED =
      Set.of(
          "boolean",
          "byte",
          "short",
          "char",
          "int",
          "long",
          "float",
          "double",
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
          "java.time.LocalDate",
          "java.time.Instant",
          "java.util.UUID",
          "java.time.LocalTime",
          "java.time.LocalDateTime",
          "java.time.Duration",
          "java.time.OffsetDateTime",
          "java.time.ZonedDateTime",
          "java.time.Period",
          "java.net.InetAddress",
          "java.net.URI",
          "java.util.Currency",
          "java.util.Locale");
  private static final List<String> ZONES =
      List.of("UTC", "Europe/Paris", "America/St_Johns", "Asia/Kathmandu", "Pacific/Chatham");

  /** Addresses as {@code InetAddress.toString()} prints them: {@code host/literal}. */
  private static final List<String> ADDRESSES =
      List.of(
          "/127.0.0.1",
          "/10.0.255.1",
          "/255.255.255.255",
          "localhost/127.0.0.1",
          "/0:0:0:0:0:0:0:1",
          "/2001:db8:0:0:0:0:0:7",
          "/fe80:0:0:0:200:5eff:fe00:5301",
          "ip6.example/2001:db8:0:0:0:0:0:1");

  private static final List<String> URIS =
      List.of(
          "https://example.com/a%20b?q=1&r=%C3%BC#frag",
          "urn:isbn:0451450523",
          "file:///tmp/x",
          "mailto:someone@example.org",
          "http://[::1]:8080/p",
          "relative/path?x",
          "https://user@h\u00e9llo.example/\u00fc");

  private static final List<String> CURRENCIES = List.of("EUR", "USD", "JPY", "CLF", "XXX", "BHD");

  /** {@code Locale.toString()}s without a script, which {@code new Locale(...)} builds back. */
  private static final List<String> LOCALES =
      List.of("en_US", "de", "fr_CA", "zh_TW", "", "en_US_POSIX", "_GB", "no_NO_NY");

  private static final List<String> TEXTS =
      List.of("", "a", "Grüße", "\uD83D\uDE00 smile", "日本語", "line\nbreak", "x".repeat(200));

  private final SplittableRandom random;
  private final Set<String> nullTypes;

  public ValueGenerator(SplittableRandom random) {
    this(random, Set.of());
  }

  /**
   * A generator that writes null wherever a field is declared as one of {@code nullTypes} (binary
   * names): types it has no values for, in classes it did not make.
   */
  public ValueGenerator(SplittableRandom random, Set<String> nullTypes) {
    this.random = random;
    this.nullTypes = Set.copyOf(nullTypes);
  }

  /** Whether {@link #object} makes values of a JDK type (by binary name) itself. */
  public static boolean generates(String jdkType) {
    return GENERATED.contains(jdkType);
  }

  /** An object of the shape, every field filled. */
  public ObjectValue object(TypeShape shape) {
    return object(shape, List.of());
  }

  /** An object of the generic shape with these type arguments, every field filled. */
  private ObjectValue object(TypeShape shape, List<TypeRef> arguments) {
    List<ObjectValue.Field> fields = new ArrayList<>();
    for (FieldShape field : GenericFields.of(shape, arguments)) {
      fields.add(new ObjectValue.Field(field.name(), value(field.type())));
    }
    return new ObjectValue(shape.name(), 0, fields);
  }

  /** A value of the type, null at times for a reference type. */
  public Value value(TypeRef type) {
    if (!nullTypes.isEmpty() && nullTypes.contains(type.binaryName())) {
      return NullValue.NULL;
    }
    if (!type.isPrimitive() && random.nextInt(8) == 0) {
      return NullValue.NULL;
    }
    if (type instanceof TypeRef.JdkType jdk) {
      return scalar(jdk.name());
    } else if (type instanceof TypeRef.GeneratedType generated) {
      if (generated.shape() instanceof EnumShape e) {
        return new EnumValue(e.name(), e.constants().get(random.nextInt(e.constants().size())));
      }
      if (generated.shape() instanceof PolymorphicShape p) {
        TypeShape subtype = p.subtypes().get(random.nextInt(p.subtypes().size()));
        return value(new TypeRef.GeneratedType(subtype));
      }
      return object(generated.shape(), generated.arguments());
    } else if (type instanceof TypeRef.ArrayType array) {
      List<Value> elements = new ArrayList<>();
      int size = size();
      for (int i = 0; i < size; i++) {
        elements.add(value(array.component()));
      }
      return new ArrayValue(array.component().binaryName(), 0, elements);
    }
    return container((TypeRef.ContainerType) type);
  }

  private Value container(TypeRef.ContainerType type) {
    int size = size();
    boolean ordered = ContainerOrder.isOrdered(type.jdkImplementation());
    if (type.isMap()) {
      Map<String, MapValue.Entry> entries = new LinkedHashMap<>();
      for (int i = 0; i < size; i++) {
        Value key = nonNull(type.arguments().get(0));
        entries.putIfAbsent(
            key.render(), new MapValue.Entry(key, nonNull(type.arguments().get(1))));
      }
      return new MapValue(type.implementation(), 0, ordered, List.copyOf(entries.values()));
    }
    boolean set = type.jdkImplementation().endsWith("Set");
    Map<String, Value> distinct = new LinkedHashMap<>();
    List<Value> elements = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      Value element = nonNull(type.arguments().get(0));
      if (!set || distinct.putIfAbsent(element.render(), element) == null) {
        elements.add(element);
      }
    }
    return new CollectionValue(type.implementation(), 0, ordered, elements);
  }

  /** A value of the type that is not null. */
  public Value nonNull(TypeRef type) {
    Value value;
    do {
      value = value(type);
    } while (value instanceof NullValue);
    return value;
  }

  private int size() {
    return switch (random.nextInt(6)) {
      case 0 -> 0;
      case 1 -> LARGE;
      default -> 1 + random.nextInt(5);
    };
  }

  private Value scalar(String type) {
    String text = text(type);
    if (type.equals("java.net.InetAddress")) {
      return new ScalarValue(
          text.contains(":") ? "java.net.Inet6Address" : "java.net.Inet4Address", text);
    }
    return new ScalarValue(type, text);
  }

  private String text(String type) {
    return switch (type) {
      case "boolean", "java.lang.Boolean" -> String.valueOf(random.nextBoolean());
      case "byte" -> String.valueOf(pick(Byte.MIN_VALUE, Byte.MAX_VALUE, (byte) random.nextInt()));
      case "short" ->
          String.valueOf(pick(Short.MIN_VALUE, Short.MAX_VALUE, (short) random.nextInt()));
      case "char" -> String.valueOf(pick('a', '\uD83D', (char) ('A' + random.nextInt(26))));
      case "int", "java.lang.Integer" ->
          String.valueOf(pick(Integer.MIN_VALUE, Integer.MAX_VALUE, random.nextInt(-1000, 1000)));
      case "long", "java.lang.Long" ->
          String.valueOf(pick(Long.MIN_VALUE, Long.MAX_VALUE, random.nextLong()));
      case "float" -> String.valueOf(floatValue());
      case "double", "java.lang.Double" -> String.valueOf(doubleValue());
      case "java.lang.String" -> TEXTS.get(random.nextInt(TEXTS.size()));
      case "java.math.BigDecimal" ->
          new BigDecimal(
                  BigInteger.valueOf(random.nextLong(-100000, 100000)), random.nextInt(-2, 6))
              .toString();
      case "java.math.BigInteger" ->
          BigInteger.valueOf(random.nextLong())
              .multiply(BigInteger.valueOf(random.nextLong()))
              .toString();
      case "java.time.LocalDate" ->
          LocalDate.ofEpochDay(random.nextLong(-100000, 100000)).toString();
      case "java.time.Instant" ->
          Instant.ofEpochSecond(random.nextLong(0, 4_000_000_000L), random.nextInt(1_000_000_000))
              .toString();
      case "java.lang.Byte" -> String.valueOf((byte) random.nextInt());
      case "java.lang.Short" -> String.valueOf((short) random.nextInt());
      case "java.lang.Character" -> String.valueOf((char) ('A' + random.nextInt(26)));
      case "java.lang.Float" -> String.valueOf(floatValue());
      case "java.util.UUID" -> new UUID(random.nextLong(), random.nextLong()).toString();
      case "java.time.LocalTime" ->
          LocalTime.ofNanoOfDay(random.nextLong(86_400_000_000_000L)).toString();
      case "java.time.LocalDateTime" ->
          LocalDateTime.ofEpochSecond(
                  random.nextLong(-10_000_000_000L, 10_000_000_000L),
                  random.nextInt(1_000_000_000),
                  ZoneOffset.UTC)
              .toString();
      case "java.time.Duration" ->
          Duration.ofSeconds(
                  random.nextLong(-1_000_000_000L, 1_000_000_000L), random.nextInt(1_000_000_000))
              .toString();
      case "java.time.OffsetDateTime" ->
          OffsetDateTime.of(
                  LocalDateTime.ofEpochSecond(
                      random.nextLong(-10_000_000_000L, 10_000_000_000L),
                      random.nextInt(1_000_000_000),
                      ZoneOffset.UTC),
                  ZoneOffset.ofTotalSeconds(random.nextInt(-18 * 3600, 18 * 3600 + 1)))
              .toString();
      case "java.time.ZonedDateTime" ->
          ZonedDateTime.of(
                  LocalDateTime.ofEpochSecond(
                      random.nextLong(-5_000_000_000L, 5_000_000_000L),
                      random.nextInt(1_000_000_000),
                      ZoneOffset.UTC),
                  ZoneId.of(ZONES.get(random.nextInt(ZONES.size()))))
              .toString();
      case "java.time.Period" ->
          Period.of(random.nextInt(-3000, 3000), random.nextInt(-30, 30), random.nextInt(-400, 400))
              .toString();
      case "java.net.InetAddress" -> ADDRESSES.get(random.nextInt(ADDRESSES.size()));
      case "java.net.URI" -> URIS.get(random.nextInt(URIS.size()));
      case "java.util.Currency" -> CURRENCIES.get(random.nextInt(CURRENCIES.size()));
      case "java.util.Locale" -> LOCALES.get(random.nextInt(LOCALES.size()));
      default -> throw new IllegalArgumentException("no generator for " + type);
    };
  }

  private <T> T pick(T low, T high, T ordinary) {
    int choice = random.nextInt(6);
    return choice == 0 ? low : choice == 1 ? high : ordinary;
  }

  private float floatValue() {
    return switch (random.nextInt(8)) {
      case 0 -> Float.NaN;
      case 1 -> -0.0f;
      case 2 -> Float.POSITIVE_INFINITY;
      case 3 -> Float.MIN_VALUE;
      default -> (float) random.nextDouble(-1e6, 1e6);
    };
  }

  private double doubleValue() {
    return switch (random.nextInt(8)) {
      case 0 -> Double.NaN;
      case 1 -> -0.0;
      case 2 -> Double.NEGATIVE_INFINITY;
      case 3 -> Double.MAX_VALUE;
      default -> random.nextDouble(-1e9, 1e9);
    };
  }
}
