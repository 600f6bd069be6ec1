package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;

/**
 * A {@link Jackson3TypedConfiguration} at its secure settings: the same format and typing, with a
 * {@code BasicPolymorphicTypeValidator} that allows exactly the reader's classes. Each is allowed
 * by its whole name ({@code allowIfSubType(Pattern)}), not with {@code allowIfSubType(Class)},
 * which would also allow every subclass of the class.
 */
final class Jackson3AllowListConfiguration implements SerializerConfiguration {

  static final String VALIDATOR =
      "BasicPolymorphicTypeValidator.builder().allowIfSubType(Pattern.compile(Pattern.quote(name)))"
          + " for the name of each of the reader's classes, nothing else, .build()";

  private final Jackson3TypedConfiguration plain;
  private final Set<String> allowed = new LinkedHashSet<>();
  private ObjectMapper mapper;

  Jackson3AllowListConfiguration(Jackson3TypedConfiguration plain) {
    this.plain = plain;
  }

  @Override
  public String id() {
    return plain.id() + "-allow-list";
  }

  @Override
  public String library() {
    return plain.library();
  }

  @Override
  public String libraryVersion() {
    return plain.libraryVersion();
  }

  @Override
  public String wireFormat() {
    return plain.wireFormat();
  }

  @Override
  public String description() {
    return plain.format().description()
        + "; "
        + Jackson3Setup.typedDescription(VALIDATOR)
        + "; writeValueAsBytes(value) / readValue(bytes, type)";
  }

  @Override
  public void registerClasses(List<Class<?>> classes) {
    classes.forEach(type -> allowed.add(type.getName()));
  }

  private ObjectMapper mapper() {
    if (mapper == null) {
      BasicPolymorphicTypeValidator.Builder validator = BasicPolymorphicTypeValidator.builder();
      allowed.forEach(name -> validator.allowIfSubType(Pattern.compile(Pattern.quote(name))));
      MapperBuilder<?, ?> builder = plain.format().builder();
      Jackson3Setup.applyTyped(builder, validator.build());
      mapper = builder.build();
    }
    return mapper;
  }

  @Override
  public byte[] write(Object value) throws Exception {
    return mapper().writeValueAsBytes(value);
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    return mapper().readValue(bytes, type);
  }
}
