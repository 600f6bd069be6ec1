package io.serialtck.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SecureFixtures.Intruder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checks of one configuration's {@link SecureSettings}, run in the adapter module's own tests:
 * bytes the plain configuration wrote are read by its {@link SecureSettings#secured()} twin, told
 * the classes of the object it should read ({@link SerializerConfiguration#registerClasses}), as
 * the kit's hostile cells do. A {@link SecureFixtures.Parcel} whose payload is registered reads
 * back equal; one whose payload is an unregistered {@link SecureFixtures.Intruder} fails with the
 * library's own refusal, named by {@link #refusal()} and {@link #refusalMessage()}, before any
 * intruder is made or filled in. Extend it once per configuration that has secure settings:
 *
 * <pre>{@code
 * class KryoDefaultSecureTest extends SecureSettingsSanity {
 *   protected SerializerConfiguration configuration() {
 *     return new KryoDefaultConfiguration();
 *   }
 *   protected Class<? extends Throwable> refusal() {
 *     return IllegalArgumentException.class;
 *   }
 *   protected String refusalMessage() {
 *     return "Class is not registered";
 *   }
 * }
 * }</pre>
 */
public abstract class SecureSettingsSanity {

  /** A fresh instance of the plain configuration; it must implement {@link SecureSettings}. */
  protected abstract SerializerConfiguration configuration();

  /**
   * The exception the secured reader refuses an unregistered class with, thrown itself or found
   * among the thrown exception's causes.
   */
  protected abstract Class<? extends Throwable> refusal();

  /** Text the refusal's message contains. */
  protected abstract String refusalMessage();

  @Test
  void describesItsSecureSettings() {
    SerializerConfiguration plain = configuration();
    assertThat(plain).isInstanceOf(SecureSettings.class);
    String settings = ((SecureSettings) plain).secureSettings();
    assertThat(settings).isNotBlank().doesNotContain("\n");
    SerializerConfiguration secured = secured();
    assertThat(secured).isNotSameAs(plain).isNotInstanceOf(SecureSettings.class);
    assertThat(secured.library()).isEqualTo(plain.library());
    assertThat(secured.libraryVersion()).isEqualTo(plain.libraryVersion());
    assertThat(secured.description()).isNotEqualTo(plain.description());
    assertThat(secured.jvmFlags(Runtime.version().feature()))
        .isEqualTo(plain.jvmFlags(Runtime.version().feature()));
  }

  @Test
  void readsWhatThePlainConfigurationWroteWhenItsClassesAreRegistered() throws Exception {
    SecureFixtures.Parcel original = SecureFixtures.allowedParcel();
    Object copy = readSecured(write(original), original);
    assertThat(copy).isNotSameAs(original).usingRecursiveComparison().isEqualTo(original);
  }

  @Test
  void readsACollectionOfRegisteredClasses() throws Exception {
    SecureFixtures.Parcel original = SecureFixtures.listParcel();
    Object copy = readSecured(write(original), original);
    assertThat(copy).usingRecursiveComparison().isEqualTo(original);
  }

  @Test
  void refusesAnUnregisteredClassBeforeMakingIt() throws Exception {
    byte[] bytes = write(SecureFixtures.intruderParcel());
    Intruder.reset();
    Throwable thrown = catchThrowable(() -> readSecured(bytes, SecureFixtures.allowedParcel()));
    assertThat(thrown).as("reading an Intruder the reader did not register").isNotNull();
    assertThat(causes(thrown))
        .as("the refusal in %s", thrown)
        .anySatisfy(
            cause ->
                assertThat(cause).isInstanceOf(refusal()).hasMessageContaining(refusalMessage()));
    assertThat(Intruder.touches()).as("intruders made or filled in while refusing").isZero();
  }

  /**
   * The control of {@link #refusesAnUnregisteredClassBeforeMakingIt}: the plain configuration reads
   * the same bytes and makes the intruder, so the counter does see a library's reads.
   */
  @Test
  void thePlainConfigurationMakesTheIntruder() throws Exception {
    SecureFixtures.Parcel parcel = SecureFixtures.intruderParcel();
    byte[] bytes = write(parcel);
    Intruder.reset();
    SerializerConfiguration reader = configuration();
    reader.registerClasses(RoundTripSanity.classesOf(parcel));
    Object read = reader.read(bytes, SecureFixtures.Parcel.class);
    assertThat(read).isInstanceOf(SecureFixtures.Parcel.class);
    assertThat(((SecureFixtures.Parcel) read).getPayload()).isInstanceOf(Intruder.class);
    assertThat(Intruder.touches()).isPositive();
  }

  private SerializerConfiguration secured() {
    return ((SecureSettings) configuration()).secured();
  }

  private byte[] write(Object value) throws Exception {
    SerializerConfiguration writer = configuration();
    writer.registerClasses(RoundTripSanity.classesOf(value));
    return writer.write(value);
  }

  /** Reads at the secure settings, registering the classes of {@code asked} only. */
  private Object readSecured(byte[] bytes, Object asked) throws Exception {
    SerializerConfiguration reader = secured();
    reader.registerClasses(RoundTripSanity.classesOf(asked));
    return reader.read(bytes, asked.getClass());
  }

  private static List<Throwable> causes(Throwable thrown) {
    List<Throwable> chain = new ArrayList<>();
    for (Throwable e = thrown; e != null && !chain.contains(e); e = e.getCause()) {
      chain.add(e);
    }
    return chain;
  }
}
