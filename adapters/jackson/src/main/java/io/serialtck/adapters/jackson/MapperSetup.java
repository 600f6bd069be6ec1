package io.serialtck.adapters.jackson;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;

/**
 * The ways the Jackson configurations set up an {@link ObjectMapper}, whatever its format: as it
 * ships, with fields made visible, or with type information for every value and lenient reading.
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
