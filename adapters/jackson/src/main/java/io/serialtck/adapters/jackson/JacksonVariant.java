package io.serialtck.adapters.jackson;

import io.serialtck.spi.SetUpVariants;
import java.util.Map;
import java.util.TreeMap;

/**
 * A set-up variant of a Jackson 2 configuration ({@link SetUpVariants}): the same format with
 * another {@link MapperSetup}, under the id {@code <configuration>~<variant>}.
 */
final class JacksonVariant extends JacksonConfiguration {

  private JacksonVariant(String id, JacksonFormat format, MapperSetup setup) {
    super(id, format, setup);
  }

  /** The variant {@code name} of {@code configuration}, among {@code variants}. */
  static JacksonVariant of(
      JacksonConfiguration configuration, Map<String, MapperSetup> variants, String name) {
    MapperSetup setup = variants.get(name);
    if (setup == null) {
      throw new IllegalArgumentException(
          configuration.id()
              + " has no set-up variant '"
              + name
              + "'; it has "
              + variants.keySet());
    }
    return new JacksonVariant(
        configuration.id() + SetUpVariants.SEPARATOR + name, configuration.format(), setup);
  }

  /** Each variant's name with its set-up's description. */
  static Map<String, String> describe(Map<String, MapperSetup> variants) {
    Map<String, String> described = new TreeMap<>();
    variants.forEach((name, setup) -> described.put(name, setup.description()));
    return described;
  }
}
