package io.serialtck.worker.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.serialtck.value.ScalarValue;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A library that reads garbage can build a {@code String} whose coder is neither Latin-1 nor UTF-16
 * (fory 0.16.0 reading fory 1.6.0's bytes did): its {@code length()} then counts fewer units than
 * {@code toCharArray()} makes. The codec carries exactly {@code length()} units of it, so the frame
 * stays whole and the worker keeps its protocol.
 */
class CorruptStringTest {

  @Test
  void aStringWithACorruptCoderTravelsAsTheUnitsItsLengthCounts() throws Exception {
    String corrupt =
        withCoder(
            new String("abcdefgh".getBytes(StandardCharsets.UTF_16BE), StandardCharsets.UTF_16BE),
            (byte) 2);
    assumeTrue(corrupt != null, "this JDK does not let a test reach String's coder");
    assertThat(corrupt.length())
        .as("the corrupt coder shortens length()")
        .isLessThan(corrupt.toCharArray().length);

    Object back = Codec.decode(Codec.encode(ScalarValue.string(corrupt)));

    assertThat(((ScalarValue) back).text()).hasSize(corrupt.length());
  }

  /**
   * The string with its coder field set through {@code sun.misc.Unsafe}, reached by reflection (the
   * build treats a direct use's warning as an error), or null when the JDK refuses.
   */
  private static String withCoder(String text, byte coder) {
    try {
      Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
      Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      Object unsafe = theUnsafe.get(null);
      long offset =
          (long)
              unsafeClass
                  .getMethod("objectFieldOffset", Field.class)
                  .invoke(unsafe, String.class.getDeclaredField("coder"));
      unsafeClass
          .getMethod("putByte", Object.class, long.class, byte.class)
          .invoke(unsafe, text, offset, coder);
      return text;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }
}
