package io.serialtck.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.DeepStack;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import io.serialtck.worker.fixture.HandingBackConfiguration;
import io.serialtck.worker.fixture.Nested;
import io.serialtck.worker.protocol.Frames;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker carries a value nested {@link DeepStack#DEPTH} levels, past what the kit's recursive
 * walks carry on a default stack: the protocol's codec, the materialization of the value written,
 * the capture of what was written and of what was read. The library still runs on the thread of the
 * default stack that serves the requests, never on the helper of the large stack.
 */
class DeepValueTreesTest {

  private static final String WORLD = "deep";

  @TempDir Path services;

  @Test
  void aValueNestedTwoThousandLevelsIsWrittenAndReadBackThroughTheServingLoop() throws Exception {
    Value nested = nested(DeepStack.DEPTH);
    ObjectValue root =
        new ObjectValue(
            Nested.class.getName(),
            1,
            List.of(
                new ObjectValue.Field("nested", nested),
                new ObjectValue.Field("readOn", new NullValue())));

    List<Response> answers =
        serve(
            new Request.Hello(),
            new Request.CreateWorld(WORLD, worldClassPath(), "test-handing-back"),
            new Request.Write(
                WORLD, Nested.class.getName(), root, List.of(Nested.class.getName()), false),
            new Request.Read(
                WORLD, Nested.class.getName(), new byte[0], null, List.of(Nested.class.getName())));

    // a failure is shown whole; an answer holding the deep tree by its kind (its toString recurses)
    assertThat(answers.stream().map(a -> a instanceof Response.Failure ? a.toString() : kind(a)))
        .containsExactly("Hello", "WorldReady", "Written", "ReadBack");
    ObjectValue written = (ObjectValue) ((Response.Written) answers.get(2)).written();
    ObjectValue read = (ObjectValue) ((Response.ReadBack) answers.get(3)).value();
    assertThat(depth(written.field("nested").orElseThrow())).isEqualTo(DeepStack.DEPTH);
    assertThat(depth(read.field("nested").orElseThrow())).isEqualTo(DeepStack.DEPTH);
    assertThat(
            DeepStack.call(
                "test-compare", () -> written.field("nested").equals(read.field("nested"))))
        .as("what was read back is what was written")
        .isTrue();

    String wroteOn =
        new String(((Response.Written) answers.get(2)).payload(), StandardCharsets.UTF_8);
    String readOn = ((ScalarValue) read.field("readOn").orElseThrow()).text();
    int defaultStack = probeOnANewThread(0);
    for (String where : List.of(wroteOn, readOn)) {
      String[] thread = where.split(" ");
      assertThat(thread[0]).as(where).isEqualTo(WorkerMain.LIBRARY_THREAD);
      assertThat(Integer.parseInt(thread[1]))
          .as(
              "frames the library's thread held (%s) against a new thread's of the default stack"
                  + " (%d): the library runs on the default stack, not the helper's",
              where, defaultStack)
          .isLessThan(8 * defaultStack);
    }
  }

  @Test
  void theProbeTellsTheHelpersStackFromTheDefaultOne() throws Exception {
    int defaultStack = probeOnANewThread(0);

    assertThat(probeOnANewThread(DeepStack.BYTES))
        .as("the probe the test above trusts sees a large stack")
        .isGreaterThan(8 * defaultStack);
  }

  /**
   * Runs the worker's serving loop over these requests, encoded and decoded on a thread of the
   * large stack as the harness does ({@code MatrixRunner}, {@code WorkerProcess}), and returns its
   * answers.
   */
  private static List<Response> serve(Request... requests) throws Exception {
    ByteArrayOutputStream framed = new ByteArrayOutputStream();
    DeepStack.call(
        "test-encode",
        () -> {
          DataOutputStream out = new DataOutputStream(framed);
          for (Request request : requests) {
            Frames.write(out, request);
          }
          return null;
        });
    ByteArrayOutputStream answered = new ByteArrayOutputStream();
    Thread serving =
        WorkerMain.start(
            new DataInputStream(new ByteArrayInputStream(framed.toByteArray())),
            new DataOutputStream(answered));
    serving.join();
    return DeepStack.call(
        "test-decode",
        () -> {
          DataInputStream in =
              new DataInputStream(new ByteArrayInputStream(answered.toByteArray()));
          List<Response> answers = new ArrayList<>();
          try {
            while (true) {
              answers.add((Response) Frames.read(in));
            }
          } catch (EOFException end) {
            return answers;
          }
        });
  }

  /** Lists nested {@code depth} deep, the innermost holding a string, as exploration nests them. */
  static Value nested(int depth) {
    Value nested = ScalarValue.string("bottom");
    for (int level = 0; level < depth; level++) {
      nested =
          new CollectionValue(ArrayList.class.getName(), depth - level + 1, true, List.of(nested));
    }
    return nested;
  }

  private static String kind(Response answer) {
    return answer.getClass().getSimpleName();
  }

  private static int depth(Value value) {
    int depth = 0;
    while (value instanceof CollectionValue list) {
      value = list.elements().get(0);
      depth++;
    }
    assertThat(value).isEqualTo(ScalarValue.string("bottom"));
    return depth;
  }

  private static int probeOnANewThread(long stack) throws InterruptedException {
    AtomicInteger frames = new AtomicInteger();
    Thread probe =
        new Thread(null, () -> frames.set(HandingBackConfiguration.probe()), "test-probe", stack);
    probe.start();
    probe.join();
    return frames.get();
  }

  /** The test classes, and a services file naming {@link HandingBackConfiguration}. */
  private List<String> worldClassPath() throws Exception {
    Path file = services.resolve("META-INF/services/" + SerializerConfiguration.class.getName());
    Files.createDirectories(file.getParent());
    Files.writeString(file, HandingBackConfiguration.class.getName() + "\n");
    Path testClasses =
        Path.of(Nested.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return List.of(services.toString(), testClasses.toString());
  }
}
