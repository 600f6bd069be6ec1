package io.serialtck.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

class FailureCaptureTest {

  private final ByteArrayOutputStream text = new ByteArrayOutputStream();
  private final FailureCapture capture =
      new FailureCapture(
          OutputFormatFactory.createFormatInstance(
              new PrintStream(text, true, StandardCharsets.UTF_8), VerboseMode.NORMAL));

  @Test
  void keepsTheFirstExceptionOfEachBenchmarkAndPassesEverythingOn() {
    start("b.X.serialize");
    capture.println("<failure>");
    capture.println("");
    capture.println(stackTrace(new IllegalStateException("first", new RuntimeException("root"))));
    capture.println(stackTrace(new IllegalStateException("second")));
    start("b.X.deserialize");
    capture.println("<failure>");
    capture.println("");
    capture.println(
        stackTrace(new RaceBenchmark.PayloadNotIntactException("CORRUPTED: name: a\nb")));

    assertThat(capture.failures())
        .containsExactly(
            Map.entry(
                "b.X.serialize",
                "java.lang.IllegalStateException: first / Caused by:"
                    + " java.lang.RuntimeException: root"),
            Map.entry("b.X.deserialize", "CORRUPTED: name: a b"));
    assertThat(text.toString(StandardCharsets.UTF_8)).contains("<failure>", "first", "root");
  }

  @Test
  void reportsAForkedVmThatDied() {
    start("b.X.serialize");
    capture.println("<forked VM failed with exit code 134>");
    capture.println("<stdout last='20 lines'>");
    capture.println("</stdout>");
    capture.println("<stderr last='20 lines'>");
    capture.println("Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space");
    capture.println("\tat a.B.c(B.java:1)");
    capture.println("");
    capture.println("</stderr>");

    assertThat(capture.failures())
        .containsExactly(
            Map.entry(
                "b.X.serialize",
                "forked VM failed with exit code 134: Exception in thread \"main\""
                    + " java.lang.OutOfMemoryError: Java heap space"));
  }

  private void start(String benchmark) {
    capture.begin(benchmark);
  }

  private static String stackTrace(Throwable t) {
    StringWriter writer = new StringWriter();
    t.printStackTrace(new PrintWriter(writer));
    return writer.toString();
  }
}
