package io.serialtck.adapters.jackson3;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import tools.jackson.databind.jsontype.PolymorphicTypeValidator;

/**
 * {@link EverythingTyping} types what Jackson 2's {@code DefaultTyping.EVERYTHING} typed and
 * Jackson 3's nearest value, {@code NON_FINAL}, leaves untyped: the root, a final class and a
 * {@code LocalDate}; and it stays itself when Jackson asks for a copy with a default type.
 */
class EverythingTypingTest {

  private static final PolymorphicTypeValidator ANY =
      BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build();

  /** A final root holding a final class and a final JDK value. */
  public static final class Holder {
    public Leaf leaf = new Leaf();
    public LocalDate date = LocalDate.of(2024, 1, 2);
  }

  /** A final class. */
  public static final class Leaf {
    public int x = 1;
  }

  @Test
  void typesTheRootFinalClassesAndJdkValues() {
    String json = everything().writeValueAsString(new Holder());

    assertThat(json)
        .isEqualTo(
            "{\"@class\":\"io.serialtck.adapters.jackson3.EverythingTypingTest$Holder\","
                + "\"date\":[\"java.time.LocalDate\",\"2024-01-02\"],"
                + "\"leaf\":{\"@class\":\"io.serialtck.adapters.jackson3.EverythingTypingTest$Leaf\","
                + "\"x\":1}}");
    assertThat(everything().readValue(json, Holder.class).leaf.x).isEqualTo(1);
  }

  @Test
  void nonFinalTheNearestBuiltInValueTypesNoneOfThem() {
    MapperBuilder<?, ?> builder = Jackson3Format.JSON.builder();
    builder.activateDefaultTyping(ANY, DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY);

    assertThat(builder.build().writeValueAsString(new Holder())).doesNotContain("@class");
  }

  @Test
  void aCopyWithADefaultTypeIsStillEverythingTyping() {
    EverythingTyping typing = new EverythingTyping(ANY);

    assertThat(typing.withDefaultImpl(Leaf.class)).isInstanceOf(EverythingTyping.class);
    assertThat(typing.withDefaultImpl(null)).isSameAs(typing);
  }

  private static ObjectMapper everything() {
    MapperBuilder<?, ?> builder = Jackson3Format.JSON.builder();
    builder.setDefaultTyping(new EverythingTyping(ANY));
    return builder.build();
  }
}
