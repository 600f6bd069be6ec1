package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.value.CollectionValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statements that build a writer's value compile and build it, also when the value numbers
 * several containers alike (the sample values of {@code container-fields-removed} do: their
 * reproducers did not compile), a reference meaning the last of them, as the worker resolves it.
 */
class ValueSourceTest {

  @TempDir Path folder;

  @Test
  void containersNumberedAlikeEachGetAVariableAndAReferenceMeansTheLast() throws Exception {
    Value primes =
        new CollectionValue(
            "java.util.ArrayList",
            2,
            true,
            List.of(ScalarValue.of("int", 2), ScalarValue.of("int", 3)));
    Value empty = new CollectionValue("java.util.ArrayList", 2, true, List.of());
    Value index =
        new MapValue(
            "java.util.LinkedHashMap",
            2,
            true,
            List.of(
                new MapValue.Entry(ScalarValue.string("primes"), primes),
                new MapValue.Entry(ScalarValue.string("empty"), empty)));
    Value root =
        new CollectionValue("java.util.ArrayList", 1, true, List.of(index, new RefValue(2)));

    String body = ValueSource.methodBody(root, Map.of());

    ClassLoader compiled =
        CompiledTemplates.compile(
            folder,
            Map.of(
                "Build.java",
                Templates.text("Build.java"),
                "Dump.java",
                Templates.text("Dump.java"),
                "Value.java",
                "public final class Value {\n  public static Object value() throws Exception {\n"
                    + body
                    + "\n  }\n}\n"));
    Object built = compiled.loadClass("Value").getDeclaredMethod("value").invoke(null);
    assertThat(built).hasToString("[{primes=[2, 3], empty=[]}, {primes=[2, 3], empty=[]}]");
    List<?> list = (List<?>) built;
    assertThat(list.get(1)).as("the reference is the last value numbered 2").isSameAs(list.get(0));
  }
}
