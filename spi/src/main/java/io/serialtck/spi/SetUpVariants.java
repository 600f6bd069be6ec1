package io.serialtck.spi;

import java.util.Map;

/**
 * An optional capability of a {@link SerializerConfiguration}: the settings its library's users
 * commonly change, each a named variant of the configuration (Jackson's visibility presets, Kryo's
 * references, Fory's reference tracking). Exploration across an upgrade or a migration asks random
 * shapes at each variant both sides declare, besides the configuration's own set-up, so that a
 * break that only a common set-up meets is found too.
 *
 * <p>A variant is not a configuration of its own: it has no cells of the matrix, no service entry
 * and no baseline lines. Its id is the configuration's id, {@code ~} and the variant's name ({@code
 * jackson-default~fields-only}); its description says every setting, as the configuration's does;
 * and it has a set-up source of its own under that id, which reproducers copy.
 */
@Stable
public interface SetUpVariants {

  /** What separates a configuration's id from a variant's name in the variant's id. */
  String SEPARATOR = "~";

  /**
   * The variants, by name (lower case, digits and dashes), each with one line saying what it
   * changes from the configuration's own set-up, as a team would set it.
   */
  Map<String, String> variants();

  /**
   * A new configuration of the same library and format at the variant's settings, whose id is this
   * configuration's id, {@link #SEPARATOR} and {@code name}.
   *
   * @throws IllegalArgumentException when this configuration declares no variant of that name
   */
  SerializerConfiguration variant(String name);
}
