package io.serialtck.tck.discovery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.TestAdapters;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AdapterCatalogTest {

  @Test
  void builtAdaptersRegisterTheSliceConfigurations() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.built(), 17);

    assertThat(registered).containsKeys("java-standard", "kryo-default");
    assertThat(registered.get("kryo-default").info().description())
        .contains("setRegistrationRequired(false)")
        .contains("StdInstantiatorStrategy")
        .contains("setReferences(true)");
  }

  @Test
  void twoAdaptersRegisteringOneIdAreAnError() {
    Map<String, List<Path>> twice = new LinkedHashMap<>();
    twice.put("first", TestAdapters.testConfigurations().get("test-configurations"));
    twice.put("second", TestAdapters.testConfigurations().get("test-configurations"));

    assertThatThrownBy(() -> AdapterCatalog.describe(twice, 17))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("duplicate configuration id 'test-exits'")
        .hasMessageContaining("first")
        .hasMessageContaining("second");
  }

  @Test
  void aFolderWithoutBuiltAdaptersSaysHowToBuildThem(@TempDir Path empty) throws Exception {
    Files.createDirectories(empty.resolve("kryo/src"));

    assertThatThrownBy(() -> AdapterCatalog.adapterClasspaths(empty))
        .hasMessageContaining("no built adapter")
        .hasMessageContaining("./mvnw");
  }

  @Test
  void jdkFeatureVersionComesFromTheReleaseFile() {
    Jdk current = Jdk.current();

    assertThat(current.feature()).isEqualTo(Runtime.version().feature());
    assertThatThrownBy(() -> Jdk.at(Path.of("/nonexistent")))
        .hasMessageContaining("not a JDK folder");
  }
}
