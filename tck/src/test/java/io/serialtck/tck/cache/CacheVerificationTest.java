package io.serialtck.tck.cache;

import static io.serialtck.fixtures.FlexibilityCriteria.criterion;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CacheSettings;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.CacheVerification;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunResult;
import io.serialtck.value.NullValue;
import io.serialtck.worker.protocol.Response;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --verify-cache}: cells the cache answered, asked again of their workers, agree with the
 * cache; after its tapes were tampered with (each observed read replaced by a null), every cell
 * asked again differs, one line each.
 */
class CacheVerificationTest {

  private static final Plan PLAN =
      new Plan(List.of(criterion("ArrayList"), criterion("enum")), List.of(), List.of(), 1);

  @TempDir Path folder;

  @Test
  void cellsAskedAgainAgreeWithTheCacheAndATamperedTapeIsCaught() throws IOException {
    List<RegisteredConfiguration> configurations =
        List.of(
            AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature())
                .get("java-standard"));
    run("cold", configurations);
    RunResult warm = run("warm", configurations);
    assertThat(warm.fromCache()).hasSize(2);

    CacheVerification.Result agreeing = verify(configurations, warm);
    assertThat(agreeing.asked()).isEqualTo(2);
    assertThat(agreeing.differences()).isEmpty();

    tamper();
    RunResult tampered = run("tampered", configurations);
    assertThat(tampered.fromCache()).hasSize(2);
    CacheVerification.Result differing = verify(configurations, tampered);
    assertThat(differing.differences())
        .hasSize(2)
        .allSatisfy(line -> assertThat(line).startsWith("java-standard › ").contains("outcome"));
  }

  @Test
  void theSampleIsChosenByTheSeedAndKeepsTheRunsOrder() {
    List<CellKey> keys =
        Stream.of("a", "b", "c", "d", "e")
            .map(s -> new CellKey("x", "flexibility", s, io.serialtck.tck.Direction.ROUNDTRIP))
            .toList();
    List<CellKey> sample = CacheVerification.sample(keys, 3, 42);
    assertThat(sample).hasSize(3).isSubsetOf(keys).isEqualTo(CacheVerification.sample(keys, 3, 42));
    assertThat(keys.indexOf(sample.get(0))).isLessThan(keys.indexOf(sample.get(1)));
    assertThat(CacheVerification.sample(keys, 9, 1)).isEqualTo(keys);
  }

  private CacheVerification.Result verify(
      List<RegisteredConfiguration> configurations, RunResult run) {
    return CacheVerification.verify(
        options("verify"), configurations, List.of(), new PlannedCells(PLAN), run, 5);
  }

  private RunResult run(String name, List<RegisteredConfiguration> configurations) {
    return MatrixRunner.run(options(name), configurations, PLAN, RunListener.NONE);
  }

  private RunOptions options(String name) {
    return RunOptions.defaults(folder.resolve(name))
        .withCache(new CacheSettings(folder.resolve("cache")));
  }

  /** Every kept observation of a read now says the reader made null of the bytes. */
  private void tamper() throws IOException {
    CellCache cache = CellCache.of(new CacheSettings(folder.resolve("cache"))).orElseThrow();
    List<Path> tapes;
    try (Stream<Path> files = Files.walk(folder.resolve("cache"))) {
      tapes = files.filter(f -> f.toString().endsWith(".tape")).toList();
    }
    assertThat(tapes).isNotEmpty();
    for (Path file : tapes) {
      String key = file.getFileName().toString().replace(".tape", "");
      Optional<Tape> tape = cache.load(key);
      assertThat(tape).as(key).isPresent();
      List<Tape.Entry> entries =
          tape.get().entries().stream()
              .map(
                  entry ->
                      entry.response() instanceof Response.Observed observed
                          ? new Tape.Entry(
                              entry.digest(),
                              new Response.Observed(
                                  new NullValue(),
                                  observed.expected(),
                                  observed.illTyped(),
                                  observed.structuralFacts(),
                                  observed.consumed()))
                          : entry)
              .toList();
      cache.store(key, new Tape(entries, tape.get().sessions()));
    }
  }
}
