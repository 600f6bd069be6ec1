package io.serialtck.adapters.fury;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SecureFixtures;
import io.serialtck.testkit.SecureFixtures.Intruder;
import io.serialtck.testkit.SecureFixtures.Parcel;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code fury-compatible}'s secure settings, Fury's registration required. Not a {@code
 * SecureSettingsSanity}: that kit asserts the library's refusal of an unregistered class, and Fury
 * 0.10.3 does not refuse. At registration required its reader, told only the parcel's own classes,
 * reads a class it was not told of and makes it: a plain class in compatible mode (its meta-shared
 * class definition names the class, which Fury loads), and the {@link Intruder}, which has {@code
 * readObject}/{@code readResolve}, even so (Fury 0.10.3 refuses an unregistered plain class only in
 * schema-consistent mode, with an {@code InsecureException}). Fory 1.6's {@code fory-compatible}
 * reads the plain class as a placeholder and refuses the intruder. These tests hold the finding, so
 * that a Fury release that refuses shows here; the kit's hostile cells report it per canary.
 */
class FuryCompatibleSecureTest {

  private final SerializerConfiguration plain = new FuryCompatibleConfiguration();

  @Test
  void describesItsSecureSettings() {
    String settings = ((SecureSettings) plain).secureSettings();
    assertThat(settings).contains("requireClassRegistration(true)").doesNotContain("\n");
    SerializerConfiguration secured = secured();
    assertThat(secured).isNotInstanceOf(SecureSettings.class);
    assertThat(secured.id()).isEqualTo("fury-compatible-secured");
    assertThat(secured.library()).isEqualTo(plain.library());
    assertThat(secured.libraryVersion()).isEqualTo(plain.libraryVersion());
    assertThat(secured.description()).isNotEqualTo(plain.description()).contains(settings);
    assertThat(secured.jvmFlags(Runtime.version().feature()))
        .isEqualTo(plain.jvmFlags(Runtime.version().feature()));
  }

  @Test
  void readsWhatThePlainConfigurationWroteWhenItsClassesAreRegistered() throws Exception {
    Parcel original = SecureFixtures.allowedParcel();
    Object copy = readSecured(plain.write(original), PARCEL_AND_ALLOWED);
    assertThat(copy).isNotSameAs(original).usingRecursiveComparison().isEqualTo(original);
  }

  @Test
  void readsAnUnregisteredPlainClassAtRegistrationRequired() throws Exception {
    byte[] bytes = plain.write(SecureFixtures.allowedParcel());

    Parcel read = (Parcel) readSecured(bytes, List.of(Parcel.class, String.class));

    assertThat(read.getPayload()).isInstanceOf(SecureFixtures.Allowed.class);
  }

  @Test
  void makesAnUnregisteredIntruderAtRegistrationRequired() throws Exception {
    byte[] bytes = plain.write(SecureFixtures.intruderParcel());
    Intruder.reset();

    Parcel read = (Parcel) readSecured(bytes, PARCEL_AND_ALLOWED);

    assertThat(read.getPayload()).isInstanceOf(Intruder.class);
    assertThat(Intruder.touches()).as("intruders made or filled in").isPositive();
  }

  private static final List<Class<?>> PARCEL_AND_ALLOWED =
      List.of(Parcel.class, String.class, SecureFixtures.Allowed.class);

  private SerializerConfiguration secured() {
    return ((SecureSettings) new FuryCompatibleConfiguration()).secured();
  }

  private Object readSecured(byte[] bytes, List<Class<?>> registered) throws Exception {
    SerializerConfiguration reader = secured();
    reader.registerClasses(registered);
    return reader.read(bytes, Parcel.class);
  }
}
