package io.serialtck.adapters.jackson3;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.DatatypeFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.cfg.JsonNodeFeature;
import tools.jackson.databind.cfg.MapperBuilder;

/**
 * What {@code jackson3-spring-boot}'s description claims: Spring Boot 4's customizer, without
 * properties, leaves every feature of {@code JsonMapper.builder()} as it is, its constructor
 * detector is the builder's own, and no module is found on the adapter's class path.
 */
class Jackson3SpringBootMapperTest {

  private final ObjectMapper boot = build(Jackson3Setup.SPRING_BOOT);
  private final ObjectMapper plain = build(Jackson3Setup.PLAIN);

  @Test
  void changesNoFeatureOfJsonMapperBuilder() {
    for (MapperFeature feature : MapperFeature.values()) {
      assertThat(boot.isEnabled(feature)).as(feature.name()).isEqualTo(plain.isEnabled(feature));
    }
    for (SerializationFeature feature : SerializationFeature.values()) {
      assertThat(boot.isEnabled(feature)).as(feature.name()).isEqualTo(plain.isEnabled(feature));
    }
    for (DeserializationFeature feature : DeserializationFeature.values()) {
      assertThat(boot.isEnabled(feature)).as(feature.name()).isEqualTo(plain.isEnabled(feature));
    }
    for (List<? extends DatatypeFeature> features :
        List.of(
            List.of(DateTimeFeature.values()),
            List.of(EnumFeature.values()),
            List.of(JsonNodeFeature.values()))) {
      for (DatatypeFeature feature : features) {
        assertThat(boot.isEnabled(feature))
            .as(String.valueOf(feature))
            .isEqualTo(plain.isEnabled(feature));
      }
    }
  }

  @Test
  void setsTheBuildersOwnConstructorDetectorAndFindsNoModule() {
    assertThat(boot.deserializationConfig().getConstructorDetector())
        .isSameAs(plain.deserializationConfig().getConstructorDetector());
    assertThat(boot.registeredModules()).isEmpty();
  }

  @Test
  void keepsJackson3sDefaultsThatJackson2sMapperDoesNotHave() {
    assertThat(boot.isEnabled(EnumFeature.WRITE_ENUMS_USING_TO_STRING)).isTrue();
    assertThat(boot.isEnabled(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)).isTrue();
    assertThat(boot.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isFalse();
    assertThat(boot.isEnabled(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)).isFalse();
  }

  private static ObjectMapper build(Jackson3Setup setup) {
    MapperBuilder<?, ?> builder = Jackson3Format.JSON.builder();
    setup.apply(builder);
    return builder.build();
  }
}
