import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;
import java.util.List;

/**
 * new ObjectMapper() (JSON); as Spring Boot 3.5 auto-configures its ObjectMapper when no
 * spring.jackson.* property is set (3.5.7's JacksonAutoConfiguration with Spring Framework
 * 6.2.12's Jackson2ObjectMapperBuilder): registerModules(new Jdk8Module(), new
 * ParameterNamesModule(JsonCreator.Mode.DEFAULT), new JavaTimeModule()); disable
 * MapperFeature.DEFAULT_VIEW_INCLUSION, DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES,
 * SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, WRITE_DURATIONS_AS_TIMESTAMPS; not modelled:
 * Spring's JsonComponentModule, JsonMixinModule, ProblemDetail mixin and
 * SpringHandlerInstantiator, which change nothing for classes without Spring annotations; every
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
  @SuppressWarnings("deprecation") // configure(MapperFeature, boolean), as Spring calls it
  private static ObjectMapper mapper() {
    ObjectMapper mapper = new ObjectMapper();
    mapper.registerModules(
        new Jdk8Module(), new ParameterNamesModule(JsonCreator.Mode.DEFAULT), new JavaTimeModule());
    mapper.configure(MapperFeature.DEFAULT_VIEW_INCLUSION, false);
    mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    mapper.disable(
        SerializationFeature.WRITE_DATES_AS_TIMESTAMPS,
        SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS);
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
