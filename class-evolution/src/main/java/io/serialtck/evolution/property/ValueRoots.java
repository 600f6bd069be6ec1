package io.serialtck.evolution.property;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZonedDateTime;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Cases whose root object is a JDK value, a {@code UUID} written as itself rather than held in a
 * field: a library's path for a root value is not the one for a field (Jackson and Kryo pick a
 * root's serializer from the runtime class, a field's from its declared type). Such a case is held
 * as a class of one field named {@link #FIELD}, so that shapes, values, the shrinker and the
 * reproducers treat it as any case; whoever writes it writes that field's value, as that field's
 * type, and reads it back as that type ({@link #rootClass}, {@link #unwrap}, {@link #wrap}).
 */
public final class ValueRoots {

  /** The one field of a case whose value is written as the root. */
  public static final String FIELD = "valueAsRoot";

  /** The JDK value types asked as roots. */
  static final List<Class<?>> TYPES =
      List.of(
          UUID.class,
          String.class,
          Long.class,
          Double.class,
          BigDecimal.class,
          BigInteger.class,
          LocalDate.class,
          LocalTime.class,
          LocalDateTime.class,
          Instant.class,
          Duration.class,
          Period.class,
          OffsetDateTime.class,
          ZonedDateTime.class,
          InetAddress.class,
          URI.class,
          Currency.class,
          Locale.class);

  private ValueRoots() {}

  /** Whether the case's root stands for the value of its one field {@link #FIELD}. */
  public static boolean isValueRoot(TypeShape base) {
    return base instanceof ClassShape shape
        && shape.fields().size() == 1
        && shape.fields().get(0).name().equals(FIELD);
  }

  /** The class a value root is written and read as: its field's type. */
  public static String rootClass(TypeShape base) {
    return field(base).type().binaryName();
  }

  /** The value written as the root: the one field's value. */
  public static Value unwrap(ObjectValue holder) {
    if (holder.fields().size() != 1 || !holder.fields().get(0).name().equals(FIELD)) {
      throw new IllegalArgumentException("not a value root's holder: " + holder.render());
    }
    return holder.fields().get(0).value();
  }

  /** A root value read or written, held again as {@code like}'s field, to compare as any case. */
  public static ObjectValue wrap(ObjectValue like, Value root) {
    return new ObjectValue(
        like.className(), like.id(), List.of(new ObjectValue.Field(FIELD, root)));
  }

  /** A case of a seed whose root is a JDK value, with the grammar's values at their edges. */
  static EvolutionCase generate(long seed, String packageName, SplittableRandom random) {
    Class<?> type = TYPES.get(random.nextInt(TYPES.size()));
    ClassShape holder =
        ClassShape.serializable(
            packageName + ".Sample", 1L, List.of(FieldShape.of(FIELD, TypeRef.of(type))));
    ValueGenerator values = new ValueGenerator(random);
    Value root;
    do {
      // a null root is no value of the type: every library writes it as its own null
      root = values.value(TypeRef.of(type));
    } while (root instanceof NullValue);
    ObjectValue written =
        LimitValues.apply(
            holder,
            new ObjectValue(holder.name(), 0, List.of(new ObjectValue.Field(FIELD, root))),
            random);
    return new EvolutionCase(seed, holder, List.of(), written);
  }

  private static FieldShape field(TypeShape base) {
    if (!isValueRoot(base)) {
      throw new IllegalArgumentException("not a value root: " + base.render());
    }
    return ((ClassShape) base).fields().get(0);
  }
}
