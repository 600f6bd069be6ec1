package io.serialtck.adapters.mongodb;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.KnownLimit;
import io.serialtck.testkit.RoundTripSanity;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.junit.jupiter.api.Test;

class MongoBsonPojoSanityTest extends RoundTripSanity {

  /**
   * The automatic POJO codec maps only properties, a getter or setter or a public field, and
   * SET_PRIVATE_FIELDS_CONVENTION only lets an existing property be set through its private field.
   * Every base fixture keeps its state in private fields without accessors, so its class model has
   * no property, the provider gives no codec and the registry throws CodecConfigurationException
   * "Can't find a codec" on write.
   */
  private static final String NO_PROPERTIES =
      "automatic PojoCodecProvider finds no property (no getter, setter or public field) in a class"
          + " with only private fields";

  @Override
  protected SerializerConfiguration configuration() {
    return new MongoBsonPojoConfiguration();
  }

  @Override
  protected List<KnownLimit> knownLimits() {
    return Stream.of("strings", "numbers", "nested-object", "collections")
        .map(
            fixture ->
                KnownLimit.of(fixture, CodecConfigurationException.class, NO_PROPERTIES)
                    .withMessage("Can't find a codec"))
        .toList();
  }

  /** The adapter's write and read paths work for a class the POJO codec does map. */
  @Test
  void roundTripsAClassWithAccessors() throws Exception {
    WithAccessors original = new WithAccessors("fixed");
    original.setCount(7);
    original.setTags(new ArrayList<>(List.of("a", "b")));

    byte[] bytes = configuration().write(original);
    Object copy = configuration().read(bytes, WithAccessors.class);

    assertThat(copy).isNotSameAs(original).usingRecursiveComparison().isEqualTo(original);
  }

  /**
   * A POJO as the codec expects one: getters, setters, and a final field set through the
   * convention.
   */
  public static class WithAccessors {
    private final String fixed;
    private int count;
    private List<String> tags;

    public WithAccessors() {
      fixed = null;
    }

    WithAccessors(String fixed) {
      this.fixed = fixed;
    }

    public String getFixed() {
      return fixed;
    }

    public int getCount() {
      return count;
    }

    public void setCount(int count) {
      this.count = count;
    }

    public List<String> getTags() {
      return tags;
    }

    public void setTags(List<String> tags) {
      this.tags = tags;
    }
  }
}
