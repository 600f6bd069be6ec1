package io.serialtck.adapters.jackson3;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.jsontype.PolymorphicTypeValidator;
import tools.jackson.databind.jsontype.impl.DefaultTypeResolverBuilder;

/**
 * Default typing for every non-primitive type: what Jackson 2's {@code DefaultTyping.EVERYTHING}
 * did, which Jackson 3.0 removed (databind #4160) without a replacement among its {@code
 * DefaultTyping} values, none of which types a final class such as a {@code String} field's value
 * or a final POJO. Jackson's own {@code DefaultTypeResolverBuilder}, with the type ids in an {@code
 * "@class"} property, applied where 2.x {@code EVERYTHING} applied it: to every type but the
 * primitives (and the "natural" types Jackson never types).
 */
final class EverythingTyping extends DefaultTypeResolverBuilder {

  private static final long serialVersionUID = 1L;

  EverythingTyping(PolymorphicTypeValidator validator) {
    super(validator, DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY);
  }

  private EverythingTyping(EverythingTyping base, Class<?> defaultImpl) {
    super(base, defaultImpl);
  }

  @Override
  public boolean useForType(JavaType type) {
    return !type.isPrimitive();
  }

  /** Jackson requires a subclass to copy itself here, or it fails when a default is asked for. */
  @Override
  public DefaultTypeResolverBuilder withDefaultImpl(Class<?> defaultImpl) {
    return _defaultImpl == defaultImpl ? this : new EverythingTyping(this, defaultImpl);
  }
}
