package io.serialtck.tck.corpus;

import static org.junit.jupiter.api.Assertions.fail;

import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.plan.RunOptions;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reads the committed golden corpus with the current build: one test per manifest entry, named
 * {@code corpus › configuration › fixture}, that fails when the stored bytes do not read as the
 * criterion's pass rule says, naming the version that wrote them and the one reading them. After a
 * library bump, a failure means data stored by the old version no longer reads.
 *
 * <p>Only entries written on the JDK feature version the workers run on gate the build. An entry
 * written on another JDK is read too, and when it does not read its test is aborted with the
 * evidence instead of failing: that is a cross-JDK finding (e.g. one-nio's default mode does not
 * read a {@code BigInteger} written on JDK 17 when it runs on JDK 25), not a regression of the
 * build.
 *
 * <p>System properties: {@code serialtck.corpus} (the corpus folder; the test is skipped without
 * it), {@code serialtck.adapters}, {@code serialtck.jdk} (the workers' JDK, default this one).
 */
class GoldenCorpusTest {

  @TempDir static Path workDir;

  @TestFactory
  Stream<DynamicTest> corpus() {
    String location = System.getProperty("serialtck.corpus");
    Assumptions.assumeTrue(
        location != null && !location.isBlank(), "no serialtck.corpus system property");
    Corpus corpus = Corpus.at(Path.of(location));
    RunOptions options = RunOptions.defaults(workDir);
    String jdk = System.getProperty("serialtck.jdk");
    if (jdk != null && !jdk.isBlank()) {
      options = options.withJdk(Jdk.at(Path.of(jdk)));
    }
    int readerJdk = options.jdk().feature();
    var registered = AdapterCatalog.describe(TestAdapters.built(), readerJdk);
    return new CorpusChecker(corpus, registered, options)
        .check(corpus.entries()).stream()
            .map(
                check ->
                    DynamicTest.dynamicTest(
                        "corpus › "
                            + check.entry().configuration()
                            + " › "
                            + check.entry().criterion(),
                        () -> judge(check, readerJdk)));
  }

  private static void judge(EntryCheck check, int readerJdk) {
    if (check.status() == EntryCheck.Status.NOT_RUN) {
      Assumptions.abort(check.describe());
    }
    if (check.status() == EntryCheck.Status.FAILED && check.entry().jdk() != readerJdk) {
      Assumptions.abort("cross-JDK, not gated: " + check.describe());
    }
    if (check.broken()) {
      fail(
          check.describe()
              + (check.status() == EntryCheck.Status.FAILED
                  ? ". Stored data of the old version no longer reads; if that is accepted,"
                      + " rewrite the corpus: "
                  : ". Rewrite the corpus: ")
              + Corpus.UPDATE_COMMAND);
    }
  }
}
