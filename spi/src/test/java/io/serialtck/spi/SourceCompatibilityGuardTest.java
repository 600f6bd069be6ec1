package io.serialtck.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import japicmp.exception.JApiCmpException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build guards those who implement the SPI: the parent POM's japicmp check, run here with its
 * own settings, fails on a new abstract method of {@link SerializerConfiguration} (binary
 * compatible, but an adapter written against the previous SPI no longer compiles) and passes a new
 * default method.
 */
class SourceCompatibilityGuardTest {

  private static final String ABSTRACT_METHOD =
      "\n  /** A method every adapter would now have to write. */\n  String newAbstractMethod();\n";
  private static final String DEFAULT_METHOD =
      "\n  /** A method adapters may override. */\n"
          + "  default String newDefaultMethod() {\n    return \"\";\n  }\n";

  @TempDir Path folder;

  @Test
  void theBuildBreaksOnSourceAsWellAsBinaryIncompatibleChanges() throws Exception {
    ApiCompatibilityCheck check = ApiCompatibilityCheck.fromParentPom();

    assertThat(check.breakOnSourceIncompatible()).isTrue();
    assertThat(check.breakOnBinaryIncompatible()).isTrue();
  }

  @Test
  void aNewAbstractMethodOnSerializerConfigurationBreaksTheBuild() throws Exception {
    Path previous = SpiJar.asItIs(folder);
    Path changed = SpiJar.withMemberOnSerializerConfiguration(folder, ABSTRACT_METHOD);

    assertThatThrownBy(() -> ApiCompatibilityCheck.fromParentPom().compare(previous, changed))
        .isInstanceOf(JApiCmpException.class)
        .hasMessageContaining(
            "io.serialtck.spi.SerializerConfiguration.newAbstractMethod()"
                + ":METHOD_ADDED_TO_INTERFACE");
  }

  @Test
  void onlyTheSourceCheckCatchesANewAbstractMethod() throws Exception {
    Path previous = SpiJar.asItIs(folder);
    Path changed = SpiJar.withMemberOnSerializerConfiguration(folder, ABSTRACT_METHOD);

    assertThatCode(
            () -> ApiCompatibilityCheck.fromParentPom().binaryOnly().compare(previous, changed))
        .doesNotThrowAnyException();
  }

  @Test
  void aNewDefaultMethodPasses() throws Exception {
    Path previous = SpiJar.asItIs(folder);
    Path changed = SpiJar.withMemberOnSerializerConfiguration(folder, DEFAULT_METHOD);

    assertThatCode(() -> ApiCompatibilityCheck.fromParentPom().compare(previous, changed))
        .doesNotThrowAnyException();
  }
}
