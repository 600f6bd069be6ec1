package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BuiltInAdaptersTest {

  /** The table the build wrote by asking the built adapters (AdapterIdsFile). */
  private final BuiltInAdapters written = BuiltInAdapters.load();

  @Test
  void theBuildRecordedEveryAdapterOfTheKit() {
    assertThat(written.allArtifacts())
        .containsExactlyInAnyOrder(
            "serialtck-adapter-java-standard",
            "serialtck-adapter-kryo",
            "serialtck-adapter-jackson",
            "serialtck-adapter-jackson3",
            "serialtck-adapter-mongodb-bson",
            "serialtck-adapter-fst",
            "serialtck-adapter-one-nio",
            "serialtck-adapter-chronicle-wire",
            "serialtck-adapter-fory",
            "serialtck-adapter-fury");
  }

  @Test
  void theBuildRecordedWhichAdapterRegistersAnId() {
    assertThat(written.artifactsFor(List.of("java-standard")))
        .containsExactly("serialtck-adapter-java-standard");
    assertThat(written.artifactsFor(List.of("smile-default")))
        .containsExactly("serialtck-adapter-jackson");
    assertThat(written.artifactsFor(List.of("jackson3-default", "smile3-default")))
        .containsExactly("serialtck-adapter-jackson3");
    assertThat(written.isBuiltIn("kryo-compatible")).isTrue();
    assertThat(written.isBuiltIn("acme-own")).isFalse();
  }

  @Test
  void asksEachAdapterOnceAndNoneForTheProjectsOwnIds() {
    BuiltInAdapters table =
        new BuiltInAdapters(
            Map.of(
                "kryo-default", "serialtck-adapter-kryo",
                "kryo-compatible", "serialtck-adapter-kryo",
                "java-standard", "serialtck-adapter-java-standard"));

    assertThat(table.artifactsFor(List.of("kryo-default", "acme-own", "kryo-compatible")))
        .containsExactly("serialtck-adapter-kryo");
  }
}
