package io.serialtck.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.spi.Fixture;
import io.serialtck.worker.protocol.Response;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A fixture's parts: its root with one field kept, every other at its default. */
class FixturePartsTest {

  /** A base class whose field a holder inherits. */
  public static class Base implements Serializable {
    public String origin = "base";
  }

  /** A plain holder with a final field, non-final ones, a primitive and a field left null. */
  public static class Holder extends Base {
    private final String name;
    public List<String> tags = new ArrayList<>(List.of("a", "b"));
    public int count = 3;
    public transient String cache = "cached";
    public String unset;

    public Holder() {
      this.name = "holder";
    }
  }

  /** A holder whose transient field a faithful reader leaves at its default. */
  public static final class HolderFixture implements Fixture {
    @Override
    public Object create() {
      return new Holder();
    }

    @Override
    public Object expected() {
      Holder expected = new Holder();
      expected.cache = null;
      return expected;
    }
  }

  /** A record root with a final-typed, an interface-typed and a primitive component. */
  public record Place(String name, List<String> aliases, int population) implements Serializable {}

  public static final class PlaceFixture implements Fixture {
    @Override
    public Object create() {
      return new Place("Reykjavik", new ArrayList<>(List.of("R")), 139_875);
    }
  }

  /** A fixture that compares a summary of its object: no parts. */
  public static final class SummaryFixture implements Fixture {
    @Override
    public Object create() {
      return new Place("Reykjavik", new ArrayList<>(List.of("R")), 139_875);
    }

    @Override
    public Object observe(Object read) {
      Map<String, Object> facts = new LinkedHashMap<>();
      facts.put("name", read == null ? null : ((Place) read).name());
      return facts;
    }
  }

  /** A root with one field that holds something: nothing to split. */
  public static final class OneFieldFixture implements Fixture {
    @Override
    public Object create() {
      return new Place(null, null, 7);
    }
  }

  /** A JDK collection as the root: its fields are the JDK's, not the fixture's. */
  public static final class ListFixture implements Fixture {
    @Override
    public Object create() {
      return new ArrayList<>(List.of("x", "y"));
    }
  }

  @Test
  void aPlainClassHasAPartPerFieldHoldingSomethingItsOwnFirstThenItsSuperclasss() throws Exception {
    // cache is null in expected() but not in create(): a part, whose expected value is null
    assertThat(FixtureParts.names(new HolderFixture()))
        .containsExactly("name", "tags", "count", "cache", "origin");
  }

  @Test
  void aPlainClassPartKeepsOneFieldFinalOrNotAndClearsTheOthersInheritedOnesIncluded()
      throws Exception {
    Fixture tags = FixtureParts.part(new HolderFixture(), "tags");
    Holder created = (Holder) tags.create();
    assertThat(created.tags).containsExactly("a", "b");
    assertThat(created.name).isNull();
    assertThat(created.count).isZero();
    assertThat(created.cache).isNull();
    assertThat(created.origin).isNull();
    assertThat(tags.rootType()).isEqualTo(Holder.class);

    Holder name = (Holder) FixtureParts.part(new HolderFixture(), "name").create();
    assertThat(name.name).isEqualTo("holder");
    assertThat(name.tags).isNull();
    assertThat(name.origin).isNull();
  }

  @Test
  void theExpectedObjectIsPrunedTheSameWay() throws Exception {
    Fixture cache = FixtureParts.part(new HolderFixture(), "cache");
    assertThat(((Holder) cache.create()).cache).isEqualTo("cached");
    Holder expected = (Holder) cache.expected();
    assertThat(expected.cache).isNull();
    assertThat(expected.name).isNull();
    assertThat(expected.count).isZero();

    // a faithful read of the part observes as its expected object
    Holder read = (Holder) FixtureParts.part(new HolderFixture(), "count").expected();
    Response.Observed observed =
        FixtureObservation.of(FixtureParts.part(new HolderFixture(), "count"), read);
    assertThat(observed.actual()).isEqualTo(observed.expected());
  }

  @Test
  void aRecordPartIsMadeThroughTheCanonicalConstructorWithTheOtherComponentsAtTheirDefaults()
      throws Exception {
    assertThat(FixtureParts.names(new PlaceFixture()))
        .containsExactly("name", "aliases", "population");

    assertThat(FixtureParts.part(new PlaceFixture(), "aliases").create())
        .isEqualTo(new Place(null, List.of("R"), 0));
    assertThat(FixtureParts.part(new PlaceFixture(), "population").expected())
        .isEqualTo(new Place(null, null, 139_875));
  }

  @Test
  void aFixtureThatObservesASummaryOrHasOneFieldOrAJdkRootHasNoParts() throws Exception {
    assertThat(FixtureParts.names(new SummaryFixture())).isEmpty();
    assertThat(FixtureParts.names(new OneFieldFixture())).isEmpty();
    assertThat(FixtureParts.names(new ListFixture())).isEmpty();
  }

  @Test
  void noPartIsTheWholeFixtureAndAnUnknownPartIsRefused() {
    Fixture whole = new PlaceFixture();
    assertThat(FixtureParts.part(whole, null)).isSameAs(whole);
    assertThatThrownBy(() -> FixtureParts.part(whole, "nope").create())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(Place.class.getName() + " has no part nope");
  }
}
