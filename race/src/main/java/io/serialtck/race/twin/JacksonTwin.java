package io.serialtck.race.twin;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;
import de.undercouch.bson4jackson.BsonFactory;
import io.serialtck.race.state.PreparedTrials;
import io.serialtck.spi.Fixture;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Jackson 2 as its documentation recommends: one {@code ObjectMapper} per side, made once and
 * reused, {@code writeValueAsBytes} and {@code readValue(bytes, type)}; JSON, Smile or BSON
 * (bson4jackson) by the configuration's prefix; fields visible for {@code -default}, and also
 * default typing of everything with the lenient features for {@code -system}; {@code jackson-plain}
 * as {@code new ObjectMapper()} ships; {@code jackson-spring-boot} as Spring Boot 3.5
 * auto-configures its {@code ObjectMapper} when no {@code spring.jackson.*} property is set,
 * written out with Jackson's own calls (Spring is not on the class path): what {@code
 * Jackson2ObjectMapperBuilder} does to a {@code new ObjectMapper()}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class JacksonTwin {

  /** The configuration this twin stands beside. */
  @Param("jackson-default")
  public String configuration;

  /** The payload's fixture class. */
  @Param("io.serialtck.fixtures.objects.TestObjectFixture")
  public String fixture;

  private ObjectMapper writer;
  private ObjectMapper reader;
  private Object object;
  private Class<?> type;
  private byte[] bytes;

  /** Makes both sides and writes the payload once. */
  @Setup
  public void setUp(BenchmarkParams params) throws Exception {
    PreparedTrials.setUp(this, params, this::prepare);
  }

  private void prepare() throws Exception {
    Fixture payload = Twins.fixture(fixture);
    object = payload.create();
    type = payload.rootType();
    writer = mapper();
    reader = mapper();
    bytes = serialize();
  }

  private ObjectMapper mapper() {
    int dash = configuration.indexOf('-');
    String format = configuration.substring(0, dash);
    String setUp = configuration.substring(dash + 1);
    ObjectMapper mapper =
        switch (format) {
          case "jackson" -> new ObjectMapper();
          case "smile" -> new ObjectMapper(new SmileFactory());
          case "bson4jackson" -> new ObjectMapper(new BsonFactory());
          default -> throw Twins.unknown("JacksonTwin", configuration);
        };
    switch (setUp) {
      case "plain" -> {}
      case "default" -> mapper.setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY);
      case "system" -> typed(mapper);
      case "spring-boot" -> springBoot(mapper);
      default -> throw Twins.unknown("JacksonTwin", configuration);
    }
    return mapper;
  }

  @SuppressWarnings("deprecation") // DefaultTyping.EVERYTHING: deprecated in 2.17, still in 2.x
  private static void typed(ObjectMapper mapper) {
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
  }

  /**
   * Spring Boot 3.5's {@code JacksonAutoConfiguration} with Spring Framework 6.2's {@code
   * Jackson2ObjectMapperBuilder}: the well-known modules {@code spring-boot-starter-json} brings
   * (Boot's {@code ParameterNamesModule} bean in the builder's place), the builder's feature
   * defaults and Boot's. Spring's own modules and mixins change nothing for classes without Spring
   * annotations and are left out, as the configuration leaves them out.
   */
  @SuppressWarnings("deprecation") // configure(MapperFeature, boolean), as Spring calls it
  private static void springBoot(ObjectMapper mapper) {
    mapper.registerModules(
        new Jdk8Module(), new ParameterNamesModule(JsonCreator.Mode.DEFAULT), new JavaTimeModule());
    mapper.configure(MapperFeature.DEFAULT_VIEW_INCLUSION, false);
    mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    mapper.disable(
        SerializationFeature.WRITE_DATES_AS_TIMESTAMPS,
        SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS);
  }

  @Benchmark
  public byte[] serialize() throws Exception {
    return writer.writeValueAsBytes(object);
  }

  @Benchmark
  public Object deserialize() throws Exception {
    return reader.readValue(bytes, type);
  }
}
