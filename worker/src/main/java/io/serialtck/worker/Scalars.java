package io.serialtck.worker;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZonedDateTime;
import java.util.Currency;
import java.util.Locale;
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
          Map.entry(Period.class.getName(), Period::parse),
          Map.entry("java.net.Inet4Address", Scalars::address),
          Map.entry("java.net.Inet6Address", Scalars::address),
          Map.entry(URI.class.getName(), URI::create),
          Map.entry(Currency.class.getName(), Currency::getInstance),
          Map.entry(Locale.class.getName(), Scalars::locale));

  private Scalars() {}

  static boolean isScalar(Class<?> type) {
    return PARSERS.containsKey(type.getName());
  }

  /**
   * An address from its {@code toString()}, {@code host/literal} or {@code /literal}: built from
   * the literal's bytes, so that no name is looked up.
   */
  private static InetAddress address(String text) {
    int slash = text.indexOf('/');
    String host = text.substring(0, slash);
    try {
      byte[] bytes = InetAddress.getByName(text.substring(slash + 1)).getAddress();
      return InetAddress.getByAddress(host.isEmpty() ? null : host, bytes);
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException("not an address: " + text, e);
    }
  }

  /** A locale from its {@code toString()}: {@code language_COUNTRY_variant}, without a script. */
  @SuppressWarnings("deprecation") // Locale.of is JDK 19 and later
  private static Locale locale(String text) {
    String[] parts = text.split("_", 3);
    return new Locale(parts[0], parts.length > 1 ? parts[1] : "", parts.length > 2 ? parts[2] : "");
  }

  static Object parse(String type, String text) {
    Function<String, Object> parser = PARSERS.get(type);
    if (parser == null) {
      throw new IllegalArgumentException("not a scalar type: " + type);
    }
    return parser.apply(text);
  }
}
