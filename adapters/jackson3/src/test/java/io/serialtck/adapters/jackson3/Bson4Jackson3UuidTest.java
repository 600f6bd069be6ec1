package io.serialtck.adapters.jackson3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.exc.InvalidFormatException;

/**
 * bson4jackson 3.1.0 does not read back a {@code UUID} it wrote (upstream issue
 * michel-kraemer/bson4jackson#150, closed without a fix in a release Maven Central serves): its
 * generator declares binary write capabilities, so Jackson 3 writes the UUID as a 16-byte BSON
 * binary, and on reading its parser hands {@code String.valueOf(byte[])} to Jackson's UUID
 * deserializer. bson4jackson 2.18.0 wrote the 36-character string. When this test fails, a release
 * has fixed it: say so where the kit describes {@code bson4jackson3-default}.
 */
class Bson4Jackson3UuidTest {

  /** A bean with a UUID. */
  public static class Holder {
    public UUID id;
  }

  @Test
  void aUuidItWroteDoesNotReadBack() throws Exception {
    Holder holder = new Holder();
    holder.id = UUID.nameUUIDFromBytes("serialtck".getBytes(StandardCharsets.UTF_8));
    Bson4Jackson3DefaultConfiguration writer = new Bson4Jackson3DefaultConfiguration();
    byte[] bytes = writer.write(holder);

    Throwable thrown =
        catchThrowable(() -> new Bson4Jackson3DefaultConfiguration().read(bytes, Holder.class));

    assertThat(thrown)
        .isInstanceOf(InvalidFormatException.class)
        .hasMessageContaining("UUID has to be represented by standard 36-char representation")
        .hasMessageContaining("[B@");
    assertThat(new String(bytes, StandardCharsets.ISO_8859_1))
        .as("the UUID is not written as its 36-character string")
        .doesNotContain(holder.id.toString());
  }
}
