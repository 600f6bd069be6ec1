package io.serialtck.tck.run.upgrade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The advice for a side that cannot run, from failures the kit met with real older versions. */
class SideAdviceTest {

  @Test
  void aPackageNotOpenedNamesTheFlagToState() {
    String fst204 =
        "write: java.lang.reflect.InaccessibleObjectException: Unable to make field int"
            + " java.awt.Color.value accessible: module java.desktop does not \"opens java.awt\""
            + " to unnamed module @<hash>";

    assertThat(SideAdvice.of("fst 2.04", fst204))
        .startsWith("Its JVM needs --add-opens=java.desktop/java.awt=ALL-UNNAMED: state it in")
        .contains("libraryVersion()");
  }

  @Test
  void aClassTheSetUpNamesAndTheVersionLacksIsNamed() {
    String bson472 =
        "write: java.lang.NoClassDefFoundError: org/bson/codecs/CollectionCodecProvider (caused by"
            + " java.lang.ClassNotFoundException: org.bson.codecs.CollectionCodecProvider)";

    assertThat(SideAdvice.of("bson 4.7.2", bson472))
        .startsWith(
            "The configuration's set-up uses org.bson.codecs.CollectionCodecProvider, which bson"
                + " 4.7.2 lacks: give it a set-up for this version range");
  }

  @Test
  void aFieldOrMethodTheSetUpNamesAndTheVersionLacksIsNamed() {
    assertThat(
            SideAdvice.of("bson 3.6.4", "write: java.lang.NoSuchFieldError: OBJECT_ID_GENERATORS"))
        .startsWith(
            "The configuration's set-up uses the field OBJECT_ID_GENERATORS, which bson 3.6.4"
                + " lacks");
    assertThat(
            SideAdvice.of(
                "fst 2.04",
                "read: java.lang.NoSuchMethodError: 'org.nustaq.serialization.FSTDecoder"
                    + " org.nustaq.serialization.FSTObjectInput.getCodec()'"))
        .startsWith(
            "The configuration's set-up uses the method org.nustaq.serialization.FSTDecoder"
                + " org.nustaq.serialization.FSTObjectInput.getCodec(), which fst 2.04 lacks");
  }

  @Test
  void aClassThatFailedToInitializeIsNotCalledMissing() {
    String onenio =
        "write: java.lang.NoClassDefFoundError: Could not initialize class"
            + " one.nio.serial.gen.DelegateGenerator";

    assertThat(SideAdvice.of("one-nio 1.7.1", onenio))
        .startsWith("Its class one.nio.serial.gen.DelegateGenerator failed to initialize")
        .contains("unsupportedOn");
  }

  @Test
  void anyOtherFailureAsksForTheSetUpToBeChecked() {
    assertThat(SideAdvice.of("kryo 5.0.0", "write: java.lang.IllegalStateException: no"))
        .startsWith("Check the configuration's set-up for this version");
  }
}
