import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import java.util.List;

/**
 * new ObjectMapper(new SmileFactory()) (Smile binary JSON, SmileFactory defaults);
 * setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
 * activateDefaultTyping(BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build(),
 * DefaultTyping.EVERYTHING, JsonTypeInfo.As.PROPERTY) (class name in "@class", a wrapper array
 * where the value is not an object); disable DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES;
 * enable DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL, ACCEPT_SINGLE_VALUE_AS_ARRAY,
 * UNWRAP_SINGLE_VALUE_ARRAYS; no modules; every other setting default; writeValueAsBytes(value) /
 * readValue(bytes, type)
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

  /** A mapper, set up as the configuration says. */
  @SuppressWarnings("deprecation") // DefaultTyping.EVERYTHING: deprecated in 2.17, still in 2.x
  private static ObjectMapper mapper() {
    ObjectMapper mapper = new ObjectMapper(new SmileFactory());
    mapper.setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
    mapper.activateDefaultTyping(
        BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build(),
        ObjectMapper.DefaultTyping.EVERYTHING,
        JsonTypeInfo.As.PROPERTY);
    mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    mapper.enable(
        DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL,
        DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY,
        DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS);
    return mapper;
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
