package io.serialtck.adapters.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What {@code jackson-spring-boot}'s description claims: Spring Boot 3's three well-known modules,
 * four features off, every other feature as {@code new ObjectMapper()} has it, and with it the
 * mapper writes dates and durations as ISO strings and accepts unknown properties.
 */
class JacksonSpringBootMapperTest {

  private static final Set<Object> CHANGED =
      Set.of(
          MapperFeature.DEFAULT_VIEW_INCLUSION,
          DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES,
          SerializationFeature.WRITE_DATES_AS_TIMESTAMPS,
          SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS);

  private final ObjectMapper boot = springBoot();
  private final ObjectMapper plain = new ObjectMapper();

  @Test
  void registersTheWellKnownModules() {
    assertThat(boot.getRegisteredModuleIds())
        .contains(
            new Jdk8Module().getTypeId(),
            new JavaTimeModule().getTypeId(),
            new ParameterNamesModule().getTypeId());
  }

  @Test
  @SuppressWarnings("deprecation") // isEnabled(MapperFeature): as the mapper has it
  void turnsOffFourFeaturesAndNoOther() {
    for (MapperFeature feature : MapperFeature.values()) {
      assertThat(boot.isEnabled(feature))
          .as(feature.name())
          .isEqualTo(CHANGED.contains(feature) ? false : plain.isEnabled(feature));
    }
    for (SerializationFeature feature : SerializationFeature.values()) {
      assertThat(boot.isEnabled(feature))
          .as(feature.name())
          .isEqualTo(CHANGED.contains(feature) ? false : plain.isEnabled(feature));
    }
    for (DeserializationFeature feature : DeserializationFeature.values()) {
      assertThat(boot.isEnabled(feature))
          .as(feature.name())
          .isEqualTo(CHANGED.contains(feature) ? false : plain.isEnabled(feature));
    }
    assertThat(CHANGED).allSatisfy(feature -> assertThat(isEnabledInPlain(feature)).isTrue());
  }

  @Test
  void writesJavaTimeAsIsoStringsAndIgnoresUnknownProperties() throws Exception {
    assertThat(boot.writeValueAsString(Instant.parse("2024-02-29T13:14:15Z")))
        .isEqualTo("\"2024-02-29T13:14:15Z\"");
    assertThat(boot.writeValueAsString(Duration.ofSeconds(90))).isEqualTo("\"PT1M30S\"");
    assertThat(boot.writeValueAsString(Optional.of("x"))).isEqualTo("\"x\"");
    assertThat(boot.readValue("{\"unknown\":1}", Empty.class)).isInstanceOf(Empty.class);
  }

  /** A bean without properties, into which an unknown property is read. */
  public static class Empty {}

  @SuppressWarnings("deprecation")
  private boolean isEnabledInPlain(Object feature) {
    if (feature instanceof MapperFeature mapper) {
      return plain.isEnabled(mapper);
    }
    if (feature instanceof SerializationFeature serialization) {
      return plain.isEnabled(serialization);
    }
    return plain.isEnabled((DeserializationFeature) feature);
  }

  private static ObjectMapper springBoot() {
    ObjectMapper mapper = new ObjectMapper();
    MapperSetup.SPRING_BOOT.apply(mapper);
    return mapper;
  }
}
