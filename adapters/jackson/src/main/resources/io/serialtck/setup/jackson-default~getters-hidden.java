import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;

/**
 * new ObjectMapper() (JSON); setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
 * setVisibility(PropertyAccessor.GETTER, JsonAutoDetect.Visibility.NONE);
 * setVisibility(PropertyAccessor.IS_GETTER, JsonAutoDetect.Visibility.NONE); no modules; every
 * other setting default; writeValueAsBytes(value) / readValue(bytes, type)
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
  private static ObjectMapper mapper() {
    ObjectMapper mapper = new ObjectMapper();
    mapper.setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
    mapper.setVisibility(PropertyAccessor.GETTER, JsonAutoDetect.Visibility.NONE);
    mapper.setVisibility(PropertyAccessor.IS_GETTER, JsonAutoDetect.Visibility.NONE);
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
