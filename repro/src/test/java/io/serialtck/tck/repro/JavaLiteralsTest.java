package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.value.ScalarValue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The literals a reproducer's writer is written with compile to exactly the kit's scalars: the same
 * class and the same {@code toString()}, edge values and awkward characters included.
 */
class JavaLiteralsTest {

  private static final List<ScalarValue> SCALARS =
      List.of(
          new ScalarValue("int", "-2147483648"),
          new ScalarValue("java.lang.Integer", "2147483647"),
          new ScalarValue("long", "-9223372036854775808"),
          new ScalarValue("short", "-32768"),
          new ScalarValue("byte", "-128"),
          new ScalarValue("boolean", "true"),
          new ScalarValue("char", "'"),
          new ScalarValue("java.lang.Character", "\\"),
          new ScalarValue("char", "\n"),
          new ScalarValue("char", "\uD83D"),
          new ScalarValue("double", "NaN"),
          new ScalarValue("double", "-0.0"),
          new ScalarValue("double", "4.9E-324"),
          new ScalarValue("java.lang.Double", "-Infinity"),
          new ScalarValue("float", "1.4E-45"),
          new ScalarValue("float", "Infinity"),
          new ScalarValue("java.lang.Float", "3.4028235E38"),
          ScalarValue.string("quote \" backslash \\ line\nbreak\r tab\t nul\0 é \uD83D\uDE00 */"),
          ScalarValue.string("\\u000a is not a line break here"),
          new ScalarValue("java.math.BigDecimal", "42.00"),
          new ScalarValue("java.math.BigDecimal", "7E+5"),
          new ScalarValue("java.math.BigInteger", "-1208925819614629174706176"),
          new ScalarValue("java.util.UUID", "123e4567-e89b-12d3-a456-426614174000"),
          new ScalarValue("java.time.Instant", "2024-02-29T12:34:56.789Z"),
          new ScalarValue("java.time.OffsetDateTime", "2024-02-29T12:34:56+05:30"),
          new ScalarValue("java.time.Duration", "PT-1.5S"),
          new ScalarValue("java.time.Period", "P1Y-2M3D"));

  @Test
  void compileToTheKitsScalars(@TempDir Path folder) throws Exception {
    List<String> expressions = new ArrayList<>();
    for (ScalarValue scalar : SCALARS) {
      expressions.add(JavaLiterals.of(scalar));
    }
    String source =
        "public final class Literals {\n"
            + "  public static Object[] values() {\n"
            + "    return new Object[] {\n      "
            + String.join(",\n      ", expressions)
            + "\n    };\n  }\n}\n";
    ClassLoader loader = CompiledTemplates.compile(folder, Map.of("Literals.java", source));

    Object[] values = (Object[]) loader.loadClass("Literals").getMethod("values").invoke(null);

    for (int i = 0; i < SCALARS.size(); i++) {
      ScalarValue scalar = SCALARS.get(i);
      assertThat(values[i]).as(expressions.get(i)).hasToString(scalar.text());
      assertThat(values[i].getClass().getName())
          .as(expressions.get(i))
          .isEqualTo(boxed(scalar.type()));
    }
  }

  private static String boxed(String type) {
    return switch (type) {
      case "int" -> "java.lang.Integer";
      case "long" -> "java.lang.Long";
      case "short" -> "java.lang.Short";
      case "byte" -> "java.lang.Byte";
      case "boolean" -> "java.lang.Boolean";
      case "char" -> "java.lang.Character";
      case "double" -> "java.lang.Double";
      case "float" -> "java.lang.Float";
      default -> type;
    };
  }
}
