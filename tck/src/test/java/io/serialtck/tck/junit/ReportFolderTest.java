package io.serialtck.tck.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ReportFolderTest {

  @Test
  void eachTestClassGetsAFolderOfItsOwn() {
    assertThat(SerialTckMatrix.reportFolder(ReportFolderTest.class, null))
        .isEqualTo(Path.of("target", "serialtck", "ReportFolderTest"));
    assertThat(SerialTckMatrix.reportFolder(String.class, ""))
        .isEqualTo(Path.of("target", "serialtck", "String"));
  }

  @Test
  void serialtckOutNamesTheFolderInstead() {
    assertThat(SerialTckMatrix.reportFolder(ReportFolderTest.class, "build/reports"))
        .isEqualTo(Path.of("build/reports"));
  }

  @Test
  void anAnonymousClassIsNamedInFull() {
    Object anonymous = new Object() {};
    assertThat(SerialTckMatrix.reportFolder(anonymous.getClass(), null))
        .isEqualTo(Path.of("target", "serialtck", anonymous.getClass().getName()));
  }
}
