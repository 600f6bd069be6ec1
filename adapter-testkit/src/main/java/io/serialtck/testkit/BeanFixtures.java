package io.serialtck.testkit;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The base fixtures again as JavaBeans (private fields, public getters and setters, a public no-arg
 * constructor): what most DTOs are, and all that a configuration that maps properties, such as
 * Jackson as it ships or MongoDB's POJO codec, can see. Named {@code bean:strings} and so on.
 */
public final class BeanFixtures {

  private BeanFixtures() {}

  /** Every bean fixture by name, in a fixed order. */
  public static Map<String, Supplier<Object>> all() {
    Map<String, Supplier<Object>> fixtures = new LinkedHashMap<>();
    fixtures.put("bean:strings", StringsBean::sample);
    fixtures.put("bean:numbers", NumbersBean::sample);
    fixtures.put("bean:nested-object", PersonBean::sample);
    fixtures.put("bean:collections", CollectionsBean::sample);
    return fixtures;
  }

  /** Strings: ASCII, Unicode with a surrogate pair, empty, and null. */
  public static class StringsBean implements Serializable {
    private static final long serialVersionUID = 1L;
    private String ascii;
    private String unicode;
    private String empty;
    private String absent;

    public StringsBean() {}

    static StringsBean sample() {
      StringsBean bean = new StringsBean();
      bean.ascii = "plain text";
      bean.unicode = "Grüße, 日本語, \uD83D\uDE00";
      bean.empty = "";
      return bean;
    }

    public String getAscii() {
      return ascii;
    }

    public void setAscii(String ascii) {
      this.ascii = ascii;
    }

    public String getUnicode() {
      return unicode;
    }

    public void setUnicode(String unicode) {
      this.unicode = unicode;
    }

    public String getEmpty() {
      return empty;
    }

    public void setEmpty(String empty) {
      this.empty = empty;
    }

    public String getAbsent() {
      return absent;
    }

    public void setAbsent(String absent) {
      this.absent = absent;
    }
  }

  /** Primitive and boxed numbers and a BigDecimal with scale. */
  public static class NumbersBean implements Serializable {
    private static final long serialVersionUID = 1L;
    private int count;
    private long total;
    private boolean active;
    private Integer boxed;
    private BigDecimal price;

    public NumbersBean() {}

    static NumbersBean sample() {
      NumbersBean bean = new NumbersBean();
      bean.count = -42;
      bean.total = Long.MAX_VALUE;
      bean.active = true;
      bean.boxed = 7;
      bean.price = new BigDecimal("19.90");
      return bean;
    }

    public int getCount() {
      return count;
    }

    public void setCount(int count) {
      this.count = count;
    }

    public long getTotal() {
      return total;
    }

    public void setTotal(long total) {
      this.total = total;
    }

    public boolean isActive() {
      return active;
    }

    public void setActive(boolean active) {
      this.active = active;
    }

    public Integer getBoxed() {
      return boxed;
    }

    public void setBoxed(Integer boxed) {
      this.boxed = boxed;
    }

    public BigDecimal getPrice() {
      return price;
    }

    public void setPrice(BigDecimal price) {
      this.price = price;
    }
  }

  /** A bean holding another. */
  public static class PersonBean implements Serializable {
    private static final long serialVersionUID = 1L;
    private String name;
    private AddressBean address;

    public PersonBean() {}

    static PersonBean sample() {
      return of("Ada Lovelace", "St James's Square", 12);
    }

    /** Another person, every value different from {@link #sample()}'s. */
    static PersonBean other() {
      return of("Grace Hopper", "Arlington", 7);
    }

    private static PersonBean of(String name, String street, int number) {
      PersonBean person = new PersonBean();
      person.name = name;
      person.address = new AddressBean();
      person.address.setStreet(street);
      person.address.setNumber(number);
      return person;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public AddressBean getAddress() {
      return address;
    }

    public void setAddress(AddressBean address) {
      this.address = address;
    }
  }

  /** The nested bean. */
  public static class AddressBean implements Serializable {
    private static final long serialVersionUID = 1L;
    private String street;
    private int number;

    public AddressBean() {}

    public String getStreet() {
      return street;
    }

    public void setStreet(String street) {
      this.street = street;
    }

    public int getNumber() {
      return number;
    }

    public void setNumber(int number) {
      this.number = number;
    }
  }

  /** A list and a map. */
  public static class CollectionsBean implements Serializable {
    private static final long serialVersionUID = 1L;
    private List<String> list;
    private Map<String, Integer> map;

    public CollectionsBean() {}

    static CollectionsBean sample() {
      CollectionsBean bean = new CollectionsBean();
      bean.list = new ArrayList<>(List.of("a", "b", "a"));
      bean.map = new LinkedHashMap<>();
      bean.map.put("one", 1);
      bean.map.put("two", 2);
      return bean;
    }

    public List<String> getList() {
      return list;
    }

    public void setList(List<String> list) {
      this.list = list;
    }

    public Map<String, Integer> getMap() {
      return map;
    }

    public void setMap(Map<String, Integer> map) {
      this.map = map;
    }
  }
}
