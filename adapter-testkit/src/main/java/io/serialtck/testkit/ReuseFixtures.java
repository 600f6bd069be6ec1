package io.serialtck.testkit;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The fixtures a {@link io.serialtck.spi.ReusingReader} reads into an object it read before: each
 * is a pair of objects of one class whose every value differs, so that a value the second read
 * leaves in place shows. Named {@code reuse:nested-object}, {@code reuse:bean:nested-object} and
 * {@code reuse:top-of-book}.
 */
public final class ReuseFixtures {

  private ReuseFixtures() {}

  /**
   * Two objects of one class: {@code first} is read into a new object, {@code second} into that
   * object.
   */
  public record Pair(Supplier<Object> first, Supplier<Object> second) {}

  /** Every pair by name, in a fixed order. */
  public static Map<String, Pair> all() {
    Map<String, Pair> fixtures = new LinkedHashMap<>();
    fixtures.put(
        "reuse:nested-object", new Pair(BaseFixtures.Person::sample, BaseFixtures.Person::other));
    fixtures.put(
        "reuse:bean:nested-object",
        new Pair(BeanFixtures.PersonBean::sample, BeanFixtures.PersonBean::other));
    fixtures.put("reuse:top-of-book", new Pair(TopOfBook::eurUsd, TopOfBook::gbpUsd));
    return fixtures;
  }

  /**
   * A market-data event shaped as the race's {@code TopOfBook} payload: primitives and strings in
   * public fields, which every configuration sees, Jackson as it ships included.
   */
  public static class TopOfBook implements Serializable {
    private static final long serialVersionUID = 1L;

    public long sendingTimeNs;
    public String symbol;
    public String ecn;
    public double bidPrice;
    public double askPrice;
    public long bidQuantity;
    public long askQuantity;

    public TopOfBook() {}

    static TopOfBook eurUsd() {
      TopOfBook t = new TopOfBook();
      t.sendingTimeNs = 1_700_000_000_123_456_789L;
      t.symbol = "EURUSD";
      t.ecn = "EBS";
      t.bidPrice = 1.08735;
      t.askPrice = 1.08741;
      t.bidQuantity = 1_000_000L;
      t.askQuantity = 2_500_000L;
      return t;
    }

    /** Every value other than {@link #eurUsd()}'s; no venue, so a null must overwrite one. */
    static TopOfBook gbpUsd() {
      TopOfBook t = new TopOfBook();
      t.sendingTimeNs = 1_700_000_000_987_654_321L;
      t.symbol = "GBPUSD";
      t.ecn = null;
      t.bidPrice = 1.26512;
      t.askPrice = 1.26519;
      t.bidQuantity = 3_000_000L;
      t.askQuantity = 500_000L;
      return t;
    }
  }
}
