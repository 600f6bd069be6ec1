package io.serialtck.spi;

/**
 * An optional capability of a {@link SerializerConfiguration} whose library has settings for
 * reading untrusted bytes that the configuration itself does not use: Kryo's and Fory's
 * registration required, Java serialization's {@code ObjectInputFilter}, Jackson without default
 * typing. The hostile category reads its canary bytes a second time at these settings, so that the
 * report shows what the setting buys. A configuration already at its library's secure settings (the
 * {@code -registered} ones) does not implement it.
 *
 * <p>The kit calls {@link #secured()} on a fresh instance, then on what it returns {@code
 * registerClasses} with the classes of the object the reader asked for (the only classes it may
 * allow), {@code importMetadata} when the writer shipped some, and {@code read}.
 */
@Stable
public interface SecureSettings {

  /**
   * One line: the settings, as a team would set them, e.g. {@code
   * Kryo.setRegistrationRequired(true), only the reader's classes registered}.
   */
  String secureSettings();

  /**
   * A new configuration of the same library, format and class mapping at the secure settings: it
   * allows only the classes {@code registerClasses} names (a filter, a registration), and reads
   * what {@link SerializerConfiguration#write} of this configuration wrote when those are its
   * classes.
   */
  SerializerConfiguration secured();
}
