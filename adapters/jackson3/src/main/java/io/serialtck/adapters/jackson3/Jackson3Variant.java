package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SetUpVariants;
import java.util.Map;
import java.util.TreeMap;

/**
 * A set-up variant of a Jackson 3 configuration ({@link SetUpVariants}): the same format with
 * another {@link Jackson3Setup}, under the id {@code <configuration>~<variant>}.
 */
final class Jackson3Variant extends Jackson3Configuration {

  private Jackson3Variant(String id, Jackson3Format format, Jackson3Setup setup) {
    super(id, format, setup);
  }

  /** The variant {@code name} of {@code configuration}, among {@code variants}. */
  static Jackson3Variant of(
      Jackson3Configuration configuration, Map<String, Jackson3Setup> variants, String name) {
    Jackson3Setup setup = variants.get(name);
    if (setup == null) {
      throw new IllegalArgumentException(
          configuration.id()
              + " has no set-up variant '"
              + name
              + "'; it has "
              + variants.keySet());
    }
    return new Jackson3Variant(
        configuration.id() + SetUpVariants.SEPARATOR + name, configuration.format(), setup);
  }

  /** Each variant's name with its set-up's description. */
  static Map<String, String> describe(Map<String, Jackson3Setup> variants) {
    Map<String, String> described = new TreeMap<>();
    variants.forEach((name, setup) -> described.put(name, setup.description()));
    return described;
  }
}
