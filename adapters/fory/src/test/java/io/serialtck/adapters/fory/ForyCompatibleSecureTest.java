package io.serialtck.adapters.fory;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SecureSettingsSanity;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.fory.serializer.UnknownClass;
import org.junit.jupiter.api.Test;

/**
 * In compatible mode Fory reads a class it does not know ({@code deserializeUnknownClass}, on by
 * default in that mode) instead of refusing it, even with registration required: an unregistered
 * class without {@code readObject}/{@code readResolve} is read as Fory's {@code UnknownStruct}
 * placeholder, and the {@link io.serialtck.testkit.SecureFixtures.Intruder}, which has both (so
 * Fory writes it with its {@code ReplaceResolveSerializer}), fails with an {@code
 * IllegalStateException} from inside Fory. Neither is made.
 */
class ForyCompatibleSecureTest extends SecureSettingsSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ForyCompatibleConfiguration();
  }

  @Override
  protected Class<? extends Throwable> refusal() {
    return IllegalStateException.class;
  }

  @Override
  protected String refusalMessage() {
    return "Serializer of class io.serialtck.testkit.SecureFixtures$Intruder should be set in"
        + " ClassResolver#getMetaSharedTypeInfo";
  }

  @Test
  void readsAnUnregisteredPlainClassAsAPlaceholderWithoutMakingIt() throws Exception {
    Holder holder = new Holder();
    holder.payload = new Stranger();
    byte[] bytes = configuration().write(holder);
    Stranger.MADE.set(0);
    SerializerConfiguration reader = ((SecureSettings) configuration()).secured();
    reader.registerClasses(List.of(Holder.class, String.class));

    Holder read = (Holder) reader.read(bytes, Holder.class);

    assertThat(read.payload).isInstanceOf(UnknownClass.UnknownStruct.class);
    assertThat(Stranger.MADE).hasValue(0);
  }

  /** A holder whose payload is declared {@code Object}. */
  public static class Holder {
    public String label = "holder";
    public Object payload;

    public Holder() {}
  }

  /** A class the reader does not register, without serialization hooks. */
  public static class Stranger {
    static final AtomicInteger MADE = new AtomicInteger();
    public int weight = 3;

    public Stranger() {
      MADE.incrementAndGet();
    }
  }
}
