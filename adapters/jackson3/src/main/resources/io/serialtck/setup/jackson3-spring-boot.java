import java.util.List;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.ConstructorDetector;
import tools.jackson.databind.json.JsonMapper;

/**
 * JsonMapper.builder() (JSON); as Spring Boot 4.0 auto-configures its JsonMapper when no
 * spring.jackson.* property is set (4.0.7's JacksonAutoConfiguration and
 * StandardJsonMapperBuilderCustomizer): findAndAddModules(the configuration's class loader), the
 * JacksonModule services of its class path (Jackson 3.3.0 itself registers none);
 * constructorDetector(ConstructorDetector.DEFAULT); no feature changed
 * (spring.jackson.use-jackson2-defaults is false by default); not modelled: Spring's
 * JacksonComponentModule, JacksonMixinModule and ProblemDetail mixin, which change nothing for
 * classes without Spring annotations; writeValueAsBytes(value) / readValue(bytes, type)
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
        .findAndAddModules(SetUp.class.getClassLoader())
        .constructorDetector(ConstructorDetector.DEFAULT)
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
