package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.race.engine.ForkSample;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AgreementCommandTest {

  private static final double[] MACHINE = {1.00, 1.12, 0.93, 1.05};

  @TempDir Path dir;

  @Test
  void racesThatAgreeExitZeroAndSayHowFar() throws IOException {
    Path first = write("first", 2.0, 6.0);
    Path second = write("second", 2.1, 5.8);
    Path markdown = dir.resolve("agreement.md");

    CapturedCommand.Result result =
        CapturedCommand.execute(
            "agreement",
            first.toString(),
            second.resolve("race.json").toString(),
            "--out",
            markdown.toString());

    assertThat(result.exit()).as(result.err()).isZero();
    assertThat(result.out())
        .contains("# Do these races agree?")
        .contains("Entrants in the same tier in every race: 3 of 3 (100%)")
        .contains("told them apart the other way round (a contradiction) in 0")
        .contains("| `kryo-default` 1 |")
        .contains("## The same rounds dealt again")
        .contains("the 8 rounds of these races, dealt at random")
        .contains("3.0 of 3 on average, from 3 to 3; the races as run: 3, as few or fewer in 200")
        .doesNotContain("## Contradictions");
    assertThat(Files.readString(markdown)).isEqualTo(result.out());
  }

  @Test
  void racesThatContradictEachOtherExitOneAndListThePair() throws IOException {
    Path first = write("first", 2.0, 6.0);
    Path swapped = write("swapped", 6.0, 2.0);

    CapturedCommand.Result result =
        CapturedCommand.execute("agreement", first.toString(), swapped.toString());

    assertThat(result.exit()).isEqualTo(ExitCodes.DIFFERS);
    assertThat(result.out())
        .contains("## Contradictions")
        .contains("| " + first + " | " + swapped + " | `fory-consistent 1` | `kryo-default 1` |");
  }

  @Test
  void aRaceWithoutForksIsAUsageErrorAndAMissingOneAnEnvironmentError() throws IOException {
    Path first = write("first", 2.0, 6.0);
    Path weighing = Files.createDirectories(dir.resolve("weighing"));
    RaceJson.write(
        weighing.resolve("race.json"),
        new RaceDocument(3, "17", "m", "t", 0, null, "d", List.of(), List.of(), List.of()));

    CapturedCommand.Result noForks =
        CapturedCommand.execute("agreement", first.toString(), weighing.toString());
    CapturedCommand.Result missing =
        CapturedCommand.execute("agreement", first.toString(), dir.resolve("none").toString());
    CapturedCommand.Result alone = CapturedCommand.execute("agreement", first.toString());

    assertThat(noForks.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(noForks.err()).contains(weighing + " has no forks to compare");
    assertThat(missing.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(missing.err()).contains("no race.json at " + dir.resolve("none"));
    assertThat(alone.exit()).isEqualTo(ExitCodes.USAGE);
  }

  /**
   * An --out that cannot be written is refused before the races are read and compared: nothing is
   * printed, and the one line names the file and why.
   */
  @Test
  void anOutThatCannotBeWrittenIsRefusedBeforeAnyWork() throws IOException {
    Path first = write("first", 2.0, 6.0);
    Path second = write("second", 2.1, 5.8);
    Path file = Files.writeString(dir.resolve("a-file"), "x");
    Path folder = Files.createDirectories(dir.resolve("a-folder"));

    CapturedCommand.Result underAFile =
        CapturedCommand.execute(
            "agreement",
            first.toString(),
            second.toString(),
            "--out",
            file.resolve("agreement.md").toString());
    CapturedCommand.Result aFolder =
        CapturedCommand.execute(
            "agreement", first.toString(), second.toString(), "--out", folder.toString());
    CapturedCommand.Result noFolder =
        CapturedCommand.execute(
            "agreement",
            first.toString(),
            second.toString(),
            "--out",
            dir.resolve("none").resolve("agreement.md").toString());

    assertThat(underAFile.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(underAFile.err().strip())
        .isEqualTo(
            "serialtck agreement: cannot write "
                + file.resolve("agreement.md")
                + ": "
                + file
                + " is a file");
    assertThat(underAFile.out()).isEmpty();
    assertThat(aFolder.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(aFolder.err().strip())
        .isEqualTo("serialtck agreement: " + folder + " is a folder; a file to write is asked for");
    assertThat(aFolder.out()).isEmpty();
    assertThat(noFolder.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(noFolder.err().strip())
        .isEqualTo(
            "serialtck agreement: cannot write "
                + dir.resolve("none").resolve("agreement.md")
                + ": no such folder "
                + dir.resolve("none"));
    assertThat(noFolder.out()).isEmpty();
  }

  @Test
  void aRaceOfANewerSchemaIsRefusedNamingItsSchema() throws IOException {
    Path first = write("first", 2.0, 6.0);
    Path newer = Files.createDirectories(dir.resolve("newer"));
    Files.writeString(newer.resolve("race.json"), "{ \"schema\" : 99 }");

    CapturedCommand.Result result =
        CapturedCommand.execute("agreement", first.toString(), newer.toString());

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip())
        .isEqualTo(
            "serialtck agreement: "
                + newer.resolve("race.json")
                + " has schema 99, and this kit reads "
                + RaceDocument.SCHEMA
                + " and older: a newer kit wrote it; read it with that kit, or race again with"
                + " this one");
  }

  /**
   * A full race's folder: hand-written, its copy, fory and kryo at these levels on one payload,
   * over four rounds of a machine whose speed moves, each with a wobble of its own.
   */
  private Path write(String name, double fory, double kryo) throws IOException {
    List<ForkSample> forks = new ArrayList<>();
    add(forks, "hand-written", "17", 1, 0);
    add(forks, "hand-written-copy", "17", 1, 0.01);
    add(forks, "fory-consistent", "1", fory, 0.02);
    add(forks, "kryo-default", "1", kryo, 0.03);
    RaceDocument race =
        new RaceDocument(
            RaceDocument.SCHEMA,
            "17",
            "test",
            "2026-11-27T00:00:00Z",
            1,
            null,
            "deflate",
            List.of(),
            List.of(),
            List.of(),
            9L,
            null,
            null,
            List.of(),
            forks);
    Path folder = Files.createDirectories(dir.resolve(name));
    RaceJson.write(folder.resolve("race.json"), race);
    return folder;
  }

  private static void add(
      List<ForkSample> forks, String configuration, String version, double level, double own) {
    for (int round = 1; round <= MACHINE.length; round++) {
      double nanos = 100 * level * MACHINE[round - 1] * (round % 2 == 0 ? 1 + own : 1 - own);
      for (String benchmark : List.of("serialize", "deserialize")) {
        forks.add(
            new ForkSample(
                round,
                1,
                configuration,
                version,
                "TestObject",
                benchmark,
                nanos,
                List.of(nanos),
                0));
      }
    }
  }
}
