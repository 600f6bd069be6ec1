package io.serialtck.adapters.jackson3;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.cfg.ConstructorDetector;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import tools.jackson.databind.jsontype.PolymorphicTypeValidator;

/**
 * The ways the Jackson 3 configurations set up a mapper builder, whatever its format: as it ships,
 * with fields made visible, with type information for every value and lenient reading (the roles of
 * the Jackson 2 adapter's set-ups), or as Spring Boot 4 auto-configures it.
 */
enum Jackson3Setup {

  /**
   * Jackson 3 as it ships: nothing changed, so properties are public getters and setters and public
   * fields.
   */
  PLAIN(
      "nothing changed: properties are public getters/setters and public fields; no modules"
          + " (java.time, Optional and parameter names are built into Jackson 3)") {
    @Override
    void apply(MapperBuilder<?, ?> builder) {}
  },

  /** The format's defaults, except that fields of any visibility are properties. */
  DEFAULT(
      "changeDefaultVisibility(vc -> vc.withVisibility(PropertyAccessor.FIELD,"
          + " JsonAutoDetect.Visibility.ANY)); no modules; every other setting as the builder"
          + " has it") {
    @Override
    void apply(MapperBuilder<?, ?> builder) {
      showFields(builder);
    }
  },

  /**
   * Every accessor hidden, then fields of any visibility shown: the preset teams use for records
   * and field-only classes, a set-up variant of {@code jackson3-default} as of {@code
   * jackson-default}.
   */
  FIELDS_ONLY(
      "changeDefaultVisibility(vc -> vc.withVisibility(PropertyAccessor.ALL,"
          + " JsonAutoDetect.Visibility.NONE).withVisibility(PropertyAccessor.FIELD,"
          + " JsonAutoDetect.Visibility.ANY)); no modules; every other setting as the builder has"
          + " it") {
    @Override
    void apply(MapperBuilder<?, ?> builder) {
      builder.changeDefaultVisibility(
          checker ->
              checker
                  .withVisibility(PropertyAccessor.ALL, JsonAutoDetect.Visibility.NONE)
                  .withVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY));
    }
  },

  /**
   * Fields of any visibility shown and getters hidden, setters and creators as Jackson has them: a
   * set-up variant of {@code jackson3-default} as of {@code jackson-default}.
   */
  GETTERS_HIDDEN(
      "changeDefaultVisibility(vc -> vc.withVisibility(PropertyAccessor.FIELD,"
          + " JsonAutoDetect.Visibility.ANY).withVisibility(PropertyAccessor.GETTER,"
          + " JsonAutoDetect.Visibility.NONE).withVisibility(PropertyAccessor.IS_GETTER,"
          + " JsonAutoDetect.Visibility.NONE)); no modules; every other setting as the builder has"
          + " it") {
    @Override
    void apply(MapperBuilder<?, ?> builder) {
      builder.changeDefaultVisibility(
          checker ->
              checker
                  .withVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)
                  .withVisibility(PropertyAccessor.GETTER, JsonAutoDetect.Visibility.NONE)
                  .withVisibility(PropertyAccessor.IS_GETTER, JsonAutoDetect.Visibility.NONE));
    }
  },

  /**
   * Fields visible, type information for every value ({@link EverythingTyping}, every subtype
   * allowed), and the deserialization features that tolerate changed data.
   */
  SYSTEM(
      typedDescription(
          "BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build()")) {
    @Override
    void apply(MapperBuilder<?, ?> builder) {
      applyTyped(
          builder, BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build());
    }
  },

  /**
   * What Spring Boot 4.0's {@code JacksonAutoConfiguration} does to {@code JsonMapper.builder()}
   * when no {@code spring.jackson.*} property is set: its {@code
   * StandardJsonMapperBuilderCustomizer} finds and adds the {@code JacksonModule}s the class loader
   * registers as services and sets the default constructor detector; {@code
   * spring.jackson.use-jackson2-defaults} is false by default, so no feature changes. Spring's own
   * modules and mixins are not modelled.
   */
  SPRING_BOOT(
      "as Spring Boot 4.0 auto-configures its JsonMapper when no spring.jackson.* property is"
          + " set (4.0.7's JacksonAutoConfiguration and StandardJsonMapperBuilderCustomizer):"
          + " findAndAddModules(the configuration's class loader), the JacksonModule services of"
          + " its class path (Jackson 3.3.0 itself registers none); constructorDetector("
          + "ConstructorDetector.DEFAULT); no feature changed (spring.jackson.use-jackson2-defaults"
          + " is false by default); not modelled: Spring's JacksonComponentModule,"
          + " JacksonMixinModule and ProblemDetail mixin, which change nothing for classes without"
          + " Spring annotations") {
    @Override
    void apply(MapperBuilder<?, ?> builder) {
      builder.findAndAddModules(Jackson3Setup.class.getClassLoader());
      builder.constructorDetector(ConstructorDetector.DEFAULT);
    }
  };

  private final String description;

  Jackson3Setup(String description) {
    this.description = description;
  }

  /** Applies this set-up to a new builder. */
  abstract void apply(MapperBuilder<?, ?> builder);

  /** Every setting {@link #apply} changes, as one line. */
  String description() {
    return description;
  }

  /**
   * The {@link #SYSTEM} set-up with type ids checked by {@code validator}: fields visible, type
   * information for every value, and the lenient deserialization features.
   */
  static void applyTyped(MapperBuilder<?, ?> builder, PolymorphicTypeValidator validator) {
    showFields(builder);
    builder.setDefaultTyping(new EverythingTyping(validator));
    builder.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    builder.enable(EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL);
    builder.enable(
        DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY,
        DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS);
  }

  /** What {@link #applyTyped} sets, as one line, with {@code validator} as its source text. */
  static String typedDescription(String validator) {
    return "changeDefaultVisibility(vc -> vc.withVisibility(PropertyAccessor.FIELD,"
        + " JsonAutoDetect.Visibility.ANY)); setDefaultTyping(a DefaultTypeResolverBuilder("
        + validator
        + ", DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY) whose useForType(type) is"
        + " !type.isPrimitive(): Jackson 2's DefaultTyping.EVERYTHING, which Jackson 3 removed)"
        + " (class name in \"@class\", a wrapper array where the value is not an object);"
        + " disable DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES; enable"
        + " EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL, DeserializationFeature"
        + ".ACCEPT_SINGLE_VALUE_AS_ARRAY, UNWRAP_SINGLE_VALUE_ARRAYS; no modules; every other"
        + " setting as the builder has it";
  }

  private static void showFields(MapperBuilder<?, ?> builder) {
    builder.changeDefaultVisibility(
        checker -> checker.withVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY));
  }
}
