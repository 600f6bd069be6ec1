package io.serialtck.worker.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class FramesTest {

  @Test
  void framesCarryRequestsAndResponses() throws IOException {
    Request.Write write =
        new Request.Write(
            "old",
            "a.B",
            new ObjectValue("a.B", 1, List.of(new ObjectValue.Field("x", ScalarValue.string("y")))),
            List.of("a.B", "java.lang.String"));
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(buffer);
    Frames.write(out, write);
    Frames.write(out, new Response.Done());

    DataInputStream in = new DataInputStream(new ByteArrayInputStream(buffer.toByteArray()));
    assertThat(Frames.read(in)).isEqualTo(write);
    assertThat(Frames.read(in)).isEqualTo(new Response.Done());
    assertThatThrownBy(() -> Frames.read(in)).isInstanceOf(EOFException.class);
  }

  @Test
  void strayOutputIsNotMistakenForAFrame() {
    byte[] printed = "Hello from a library\n".getBytes();
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(printed));

    assertThatThrownBy(() -> Frames.read(in))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("something other than a frame");
  }
}
