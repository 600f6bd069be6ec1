package io.serialtck.tck.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class LibraryCoordinatesTest {

  @Test
  void parsesGroupArtifactAndVersion() {
    LibraryCoordinates kryo = LibraryCoordinates.parse("com.esotericsoftware:kryo:5.5.0");

    assertThat(kryo).isEqualTo(new LibraryCoordinates("com.esotericsoftware", "kryo", "5.5.0"));
    assertThat(kryo.library()).isEqualTo("com.esotericsoftware:kryo");
    assertThat(kryo).hasToString("com.esotericsoftware:kryo:5.5.0");
  }

  @Test
  void textWithoutThreeNonBlankPartsIsAnErrorThatQuotesIt() {
    for (String bad :
        new String[] {"com.esotericsoftware:kryo", "g:a:v:x", "g::1.0", " ", "g:a: "}) {
      assertThatThrownBy(() -> LibraryCoordinates.parse(bad))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("'" + bad + "'")
          .hasMessageContaining("groupId:artifactId:version");
    }
  }
}
