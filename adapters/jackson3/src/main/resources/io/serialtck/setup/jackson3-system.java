import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import java.util.List;
import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import tools.jackson.databind.jsontype.PolymorphicTypeValidator;
import tools.jackson.databind.jsontype.impl.DefaultTypeResolverBuilder;

/**
 * JsonMapper.builder() (JSON); changeDefaultVisibility(vc ->
 * vc.withVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)); setDefaultTyping(a
 * DefaultTypeResolverBuilder(BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build(),
 * DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY) whose useForType(type) is
 * !type.isPrimitive(): Jackson 2's DefaultTyping.EVERYTHING, which Jackson 3 removed) (class name
 * in "@class", a wrapper array where the value is not an object); disable
 * DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES; enable
 * EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL,
 * DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY, UNWRAP_SINGLE_VALUE_ARRAYS; no modules;
 * every other setting as the builder has it; writeValueAsBytes(value) / readValue(bytes, type)
 */
public final class SetUp {

  /**
   * Bytes consumed by the last read as the library counts them, or -1 when it cannot tell:
   * readValue(bytes, type) makes and closes its own parser, which is not asked.
   */
  public static long consumed = -1;

  private final ObjectMapper mapper;

  /**
   * An instance of the configuration: its mapper, set up as the configuration says (Jackson
   * registers nothing). The kit's worker makes one for each write and each read; a stateful cell
   * holds one for a sequence of them.
   */
  public SetUp(List<Class<?>> classes) {
    mapper = mapper();
  }

  /**
   * Jackson 2's DefaultTyping.EVERYTHING, which Jackson 3 removed: type ids for every type but the
   * primitives. Jackson requires a subclass to copy itself in withDefaultImpl.
   */
  static final class Everything extends DefaultTypeResolverBuilder {
    private static final long serialVersionUID = 1L;

    Everything(PolymorphicTypeValidator validator) {
      super(validator, DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY);
    }

    private Everything(Everything base, Class<?> defaultImpl) {
      super(base, defaultImpl);
    }

    @Override
    public boolean useForType(JavaType type) {
      return !type.isPrimitive();
    }

    @Override
    public DefaultTypeResolverBuilder withDefaultImpl(Class<?> defaultImpl) {
      return _defaultImpl == defaultImpl ? this : new Everything(this, defaultImpl);
    }
  }

  /** A mapper, set up as the configuration says. */
  private static ObjectMapper mapper() {
    return JsonMapper.builder()
        .changeDefaultVisibility(
            vc -> vc.withVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY))
        .setDefaultTyping(
            new Everything(
                BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build()))
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL)
        .enable(
            DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY,
            DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS)
        .build();
  }

  /** Writes with writeValueAsBytes. */
  public byte[] write(Object value) throws Exception {
    return mapper.writeValueAsBytes(value);
  }

  /** Reads with readValue(bytes, type). */
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    consumed = -1;
    return mapper.readValue(bytes, type);
  }
}
