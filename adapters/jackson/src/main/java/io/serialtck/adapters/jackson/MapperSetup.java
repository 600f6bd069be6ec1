package io.serialtck.adapters.jackson;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;

/**
 * The ways the Jackson configurations set up an {@link ObjectMapper}, whatever its format: as it
 * ships, with fields made visible, with type information for every value and lenient reading, or as
 * Spring Boot 3 auto-configures it.
 */
enum MapperSetup {

  /**
   * Jackson as it ships: nothing changed, so properties are public getters and setters and public
   * fields, and an unknown property fails the read.
   */
  PLAIN("nothing changed: properties are public getters/setters and public fields; no modules") {
    @Override
    void apply(ObjectMapper mapper) {}
  },

  /** Jackson's defaults, except that fields of any visibility are properties. */
  DEFAULT(
      "setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY); no modules; every"
          + " other setting default") {
    @Override
    void apply(ObjectMapper mapper) {
      showFields(mapper);
    }
  },

  /**
   * Every accessor hidden, then fields of any visibility shown: the preset teams use for records
   * and field-only classes, a set-up variant of {@code jackson-default}.
   */
  FIELDS_ONLY(
      "setVisibility(PropertyAccessor.ALL, JsonAutoDetect.Visibility.NONE);"
          + " setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY); no modules;"
          + " every other setting default") {
    @Override
    void apply(ObjectMapper mapper) {
      mapper.setVisibility(PropertyAccessor.ALL, JsonAutoDetect.Visibility.NONE);
      showFields(mapper);
    }
  },

  /**
   * Fields of any visibility shown and getters hidden, setters and creators as Jackson has them: a
   * set-up variant of {@code jackson-default}.
   */
  GETTERS_HIDDEN(
      "setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);"
          + " setVisibility(PropertyAccessor.GETTER, JsonAutoDetect.Visibility.NONE);"
          + " setVisibility(PropertyAccessor.IS_GETTER, JsonAutoDetect.Visibility.NONE); no"
          + " modules; every other setting default") {
    @Override
    void apply(ObjectMapper mapper) {
      showFields(mapper);
      mapper.setVisibility(PropertyAccessor.GETTER, JsonAutoDetect.Visibility.NONE);
      mapper.setVisibility(PropertyAccessor.IS_GETTER, JsonAutoDetect.Visibility.NONE);
    }
  },

  /**
   * Fields visible, default typing for everything Jackson allows (fully-qualified class names,
   * every subtype allowed), and the deserialization features that tolerate changed data.
   */
  SYSTEM(
      typedDescription(
          "BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build()")) {
    @Override
    void apply(ObjectMapper mapper) {
      applyTyped(
          mapper, BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build());
    }
  },

  /**
   * What Spring Boot 3.5's {@code JacksonAutoConfiguration} makes with Spring Framework 6.2's
   * {@code Jackson2ObjectMapperBuilder} when no {@code spring.jackson.*} property is set: the
   * builder's well-known modules (present because {@code spring-boot-starter-json} depends on
   * them), its default features, and Boot's own feature defaults. Boot's {@code
   * ParameterNamesModule} bean takes the place of the builder's (same module type id, same
   * position). Spring's own modules, mixins and handler instantiator are not modelled.
   */
  SPRING_BOOT(
      "as Spring Boot 3.5 auto-configures its ObjectMapper when no spring.jackson.* property is"
          + " set (3.5.7's JacksonAutoConfiguration with Spring Framework 6.2.12's"
          + " Jackson2ObjectMapperBuilder): registerModules(new Jdk8Module(), new"
          + " ParameterNamesModule(JsonCreator.Mode.DEFAULT), new JavaTimeModule()); disable"
          + " MapperFeature.DEFAULT_VIEW_INCLUSION, DeserializationFeature"
          + ".FAIL_ON_UNKNOWN_PROPERTIES, SerializationFeature.WRITE_DATES_AS_TIMESTAMPS,"
          + " WRITE_DURATIONS_AS_TIMESTAMPS; not modelled: Spring's JsonComponentModule,"
          + " JsonMixinModule, ProblemDetail mixin and SpringHandlerInstantiator, which change"
          + " nothing for classes without Spring annotations; every other setting default") {
    @Override
    @SuppressWarnings("deprecation") // configure(MapperFeature, boolean), as Spring calls it
    void apply(ObjectMapper mapper) {
      mapper.registerModules(
          new Jdk8Module(),
          new ParameterNamesModule(JsonCreator.Mode.DEFAULT),
          new JavaTimeModule());
      mapper.configure(MapperFeature.DEFAULT_VIEW_INCLUSION, false);
      mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
      mapper.disable(
          SerializationFeature.WRITE_DATES_AS_TIMESTAMPS,
          SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS);
    }
  };

  private final String description;

  MapperSetup(String description) {
    this.description = description;
  }

  /** Applies this set-up to a new mapper. */
  abstract void apply(ObjectMapper mapper);

  /** Every setting {@link #apply} changes, as one line. */
  String description() {
    return description;
  }

  /**
   * The {@link #SYSTEM} set-up with type ids checked by {@code validator}: fields visible, default
   * typing for everything, and the lenient deserialization features.
   */
  @SuppressWarnings("deprecation") // DefaultTyping.EVERYTHING: deprecated in 2.17, still in 2.x
  static void applyTyped(ObjectMapper mapper, PolymorphicTypeValidator validator) {
    showFields(mapper);
    mapper.activateDefaultTyping(
        validator, ObjectMapper.DefaultTyping.EVERYTHING, JsonTypeInfo.As.PROPERTY);
    mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    mapper.enable(
        DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL,
        DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY,
        DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS);
  }

  /** What {@link #applyTyped} sets, as one line, with {@code validator} as its source text. */
  static String typedDescription(String validator) {
    return "setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);"
        + " activateDefaultTyping("
        + validator
        + ", DefaultTyping.EVERYTHING, JsonTypeInfo.As.PROPERTY) (class name in \"@class\", a"
        + " wrapper array where the value is not an object); disable"
        + " DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES; enable"
        + " DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL,"
        + " ACCEPT_SINGLE_VALUE_AS_ARRAY, UNWRAP_SINGLE_VALUE_ARRAYS; no modules; every other"
        + " setting default";
  }

  private static void showFields(ObjectMapper mapper) {
    mapper.setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
  }
}
