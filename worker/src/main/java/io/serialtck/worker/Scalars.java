package io.serialtck.worker;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZonedDateTime;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;

/** The types a {@link io.serialtck.value.ScalarValue} can hold, and how each is parsed back. */
final class Scalars {

  private static final Map<String, Function<String, Object>> PARSERS =
      Map.ofEntries(
          Map.entry("boolean", Boolean::valueOf),
          Map.entry("byte", Byte::valueOf),
          Map.entry("short", Short::valueOf),
          Map.entry("char", text -> text.charAt(0)),
          Map.entry("int", Integer::valueOf),
          Map.entry("long", Long::valueOf),
          Map.entry("float", Float::valueOf),
          Map.entry("double", Double::valueOf),
          Map.entry(Boolean.class.getName(), Boolean::valueOf),
          Map.entry(Byte.class.getName(), Byte::valueOf),
          Map.entry(Short.class.getName(), Short::valueOf),
          Map.entry(Character.class.getName(), text -> text.charAt(0)),
          Map.entry(Integer.class.getName(), Integer::valueOf),
          Map.entry(Long.class.getName(), Long::valueOf),
          Map.entry(Float.class.getName(), Float::valueOf),
          Map.entry(Double.class.getName(), Double::valueOf),
          Map.entry(String.class.getName(), text -> text),
          Map.entry(BigDecimal.class.getName(), BigDecimal::new),
          Map.entry(BigInteger.class.getName(), BigInteger::new),
          Map.entry(UUID.class.getName(), UUID::fromString),
          Map.entry(Instant.class.getName(), Instant::parse),
          Map.entry(LocalDate.class.getName(), LocalDate::parse),
          Map.entry(LocalTime.class.getName(), LocalTime::parse),
          Map.entry(LocalDateTime.class.getName(), LocalDateTime::parse),
          Map.entry(OffsetDateTime.class.getName(), OffsetDateTime::parse),
          Map.entry(ZonedDateTime.class.getName(), ZonedDateTime::parse),
          Map.entry(Duration.class.getName(), Duration::parse),
          Map.entry(Period.class.getName(), Period::parse));

  private Scalars() {}

  static boolean isScalar(Class<?> type) {
    return PARSERS.containsKey(type.getName());
  }

  static Object parse(String type, String text) {
    Function<String, Object> parser = PARSERS.get(type);
    if (parser == null) {
      throw new IllegalArgumentException("not a scalar type: " + type);
    }
    return parser.apply(text);
  }
}
