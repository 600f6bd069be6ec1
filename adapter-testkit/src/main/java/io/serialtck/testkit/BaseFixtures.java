package io.serialtck.testkit;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The base fixtures every configuration must round-trip: plain serializable classes with a public
 * no-arg constructor and private fields, holding strings, numbers, a nested object and collections.
 */
public final class BaseFixtures {

  private BaseFixtures() {}

  /** Every fixture by name, in a fixed order. */
  public static Map<String, Supplier<Object>> all() {
    Map<String, Supplier<Object>> fixtures = new LinkedHashMap<>();
    fixtures.put("strings", Strings::new);
    fixtures.put("numbers", Numbers::new);
    fixtures.put("nested-object", Person::sample);
    fixtures.put("collections", Collections::new);
    return fixtures;
  }

  /** Strings: ASCII, Unicode with a surrogate pair, empty, and null. */
  public static class Strings implements Serializable {
    private static final long serialVersionUID = 1L;
    private String ascii = "plain text";
    private String unicode = "Grüße, 日本語, \uD83D\uDE00";
    private String empty = "";
    private String absent = null;

    public Strings() {}
  }

  /** Primitive and boxed numbers, BigDecimal with scale, a large BigInteger. */
  public static class Numbers implements Serializable {
    private static final long serialVersionUID = 1L;
    private int anInt = -42;
    private long aLong = Long.MAX_VALUE;
    private double aDouble = 3.25;
    private float aFloat = -1.5f;
    private short aShort = 12345;
    private byte aByte = -7;
    private boolean aBoolean = true;
    private Integer boxed = 7;
    private BigDecimal price = new BigDecimal("19.90");
    private BigInteger big = BigInteger.TWO.pow(80);

    public Numbers() {}
  }

  /** An object holding another. */
  public static class Person implements Serializable {
    private static final long serialVersionUID = 1L;
    private String name;
    private Address address;

    public Person() {}

    static Person sample() {
      return of("Ada Lovelace", "St James's Square", 12);
    }

    /** Another person, every value different from {@link #sample()}'s. */
    static Person other() {
      return of("Grace Hopper", "Arlington", 7);
    }

    private static Person of(String name, String street, int number) {
      Person person = new Person();
      person.name = name;
      person.address = new Address();
      person.address.street = street;
      person.address.number = number;
      return person;
    }
  }

  /** The nested object. */
  public static class Address implements Serializable {
    private static final long serialVersionUID = 1L;
    private String street;
    private int number;

    public Address() {}
  }

  /** A list, a map, a set and an array. */
  public static class Collections implements Serializable {
    private static final long serialVersionUID = 1L;
    private List<String> list = new ArrayList<>(List.of("a", "b", "a"));
    private Map<String, Integer> map = new LinkedHashMap<>(Map.of("one", 1));
    private Set<String> set = new HashSet<>(Set.of("x", "y"));
    private int[] array = {3, 1, 2};

    public Collections() {
      map.put("two", 2);
    }
  }
}
