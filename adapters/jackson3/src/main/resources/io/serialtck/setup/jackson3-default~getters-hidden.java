import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import java.util.List;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * JsonMapper.builder() (JSON); changeDefaultVisibility(vc ->
 * vc.withVisibility(PropertyAccessor.FIELD,
 * JsonAutoDetect.Visibility.ANY).withVisibility(PropertyAccessor.GETTER,
 * JsonAutoDetect.Visibility.NONE).withVisibility(PropertyAccessor.IS_GETTER,
 * JsonAutoDetect.Visibility.NONE)); no modules; every other setting as the builder has it;
 * writeValueAsBytes(value) / readValue(bytes, type)
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
    return JsonMapper.builder()
        .changeDefaultVisibility(
            vc ->
                vc.withVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)
                    .withVisibility(PropertyAccessor.GETTER, JsonAutoDetect.Visibility.NONE)
                    .withVisibility(PropertyAccessor.IS_GETTER, JsonAutoDetect.Visibility.NONE))
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
