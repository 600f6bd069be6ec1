package io.serialtck.adapters.fury;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.fury.Fury;
import org.junit.jupiter.api.Test;

/** What a Fury configuration declares about itself, which the kit's migrations rely on. */
class FuryDeclarationTest {

  private final FuryCompatibleConfiguration configuration = new FuryCompatibleConfiguration();

  @Test
  void namesTheFuryReleaseItLoads() {
    assertThat(configuration.library()).isEqualTo("org.apache.fury:fury-core");
    assertThat(configuration.libraryVersion())
        .isNotBlank()
        .isEqualTo(Fury.class.getPackage().getImplementationVersion());
  }

  /** The fory adapter declares this name too, which is what lets Fury → Fory be a migration. */
  @Test
  void writesForysJavaNativeFormat() {
    assertThat(configuration.wireFormat()).isEqualTo("Fory/Fury Java native");
  }
}
