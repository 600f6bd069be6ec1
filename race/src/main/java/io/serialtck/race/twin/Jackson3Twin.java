package io.serialtck.race.twin;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.PropertyAccessor;
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
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.ConstructorDetector;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import tools.jackson.databind.jsontype.PolymorphicTypeValidator;
import tools.jackson.databind.jsontype.impl.DefaultTypeResolverBuilder;
import tools.jackson.dataformat.smile.SmileMapper;

/**
 * Jackson 3 as its documentation recommends: one mapper per side, built once from a builder and
 * reused, {@code writeValueAsBytes} and {@code readValue(bytes, type)}. The builder comes from the
 * configuration's prefix: {@code JsonMapper.builder()} for {@code jackson3-}, {@code
 * SmileMapper.builder()} for {@code smile3-}, {@code JsonMapper.builder(new BsonFactory())} for
 * {@code bson4jackson3-}, and {@code JsonMapper.builderWithJackson2Defaults()} for {@code
 * jackson3-2defaults}. The set-up comes from its suffix: nothing changed for {@code -plain}; fields
 * visible for {@code -default} and {@code -2defaults}; for {@code -system} also type information
 * for every value but the primitives (Jackson 2's {@code DefaultTyping.EVERYTHING}, which Jackson 3
 * removed, rebuilt as a {@code DefaultTypeResolverBuilder}, every subtype allowed) and the lenient
 * features; for {@code -spring-boot} what Spring Boot 4.0 does to {@code JsonMapper.builder()} when
 * no {@code spring.jackson.*} property is set ({@code findAndAddModules} with this class's loader,
 * {@code constructorDetector(ConstructorDetector.DEFAULT)}).
 *
 * <p>The race module compiles against bson4jackson 2, whose {@code BsonFactory} has the same name
 * as bson4jackson 3's: the set-up makes the BSON factory by name, from the class path of the twin's
 * JVM, which holds only the configuration's world (bson4jackson 3). Nothing timed goes through
 * reflection.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class Jackson3Twin {

  /** bson4jackson's factory, in the same Java package in its Jackson 2 and Jackson 3 lines. */
  private static final String BSON_FACTORY = "de.undercouch.bson4jackson.BsonFactory";

  /** The configuration this twin stands beside. */
  @Param("jackson3-default")
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

  private ObjectMapper mapper() throws ReflectiveOperationException {
    int dash = configuration.indexOf('-');
    String format = configuration.substring(0, dash);
    String setUp = configuration.substring(dash + 1);
    MapperBuilder<?, ?> builder =
        switch (format) {
          case "jackson3" ->
              setUp.equals("2defaults")
                  ? JsonMapper.builderWithJackson2Defaults()
                  : JsonMapper.builder();
          case "smile3" -> SmileMapper.builder();
          case "bson4jackson3" -> JsonMapper.builder(bsonFactory());
          default -> throw Twins.unknown("Jackson3Twin", configuration);
        };
    switch (setUp) {
      case "plain" -> {}
      case "default", "2defaults" -> showFields(builder);
      case "system" -> typed(builder);
      case "spring-boot" -> {
        builder.findAndAddModules(Jackson3Twin.class.getClassLoader());
        builder.constructorDetector(ConstructorDetector.DEFAULT);
      }
      default -> throw Twins.unknown("Jackson3Twin", configuration);
    }
    return builder.build();
  }

  private static JsonFactory bsonFactory() throws ReflectiveOperationException {
    return (JsonFactory)
        Class.forName(BSON_FACTORY, true, Jackson3Twin.class.getClassLoader())
            .getConstructor()
            .newInstance();
  }

  private static void showFields(MapperBuilder<?, ?> builder) {
    builder.changeDefaultVisibility(
        checker -> checker.withVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY));
  }

  private static void typed(MapperBuilder<?, ?> builder) {
    showFields(builder);
    builder.setDefaultTyping(
        new Everything(
            BasicPolymorphicTypeValidator.builder().allowIfSubType(Object.class).build()));
    builder.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    builder.enable(EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL);
    builder.enable(
        DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY,
        DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS);
  }

  /**
   * Type ids for every type but the primitives, in an {@code "@class"} property: Jackson 2's {@code
   * DefaultTyping.EVERYTHING}, which Jackson 3.0 removed. Jackson requires a subclass to copy
   * itself in {@code withDefaultImpl}.
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

  @Benchmark
  public byte[] serialize() throws Exception {
    return writer.writeValueAsBytes(object);
  }

  @Benchmark
  public Object deserialize() throws Exception {
    return reader.readValue(bytes, type);
  }
}
