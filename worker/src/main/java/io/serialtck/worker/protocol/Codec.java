package io.serialtck.worker.protocol;

import java.io.IOException;
import java.util.List;

/**
 * The binary form of the worker protocol's messages: a {@link Request} or {@link Response} and what
 * it holds (records, the value tree, strings, numbers, booleans, byte arrays, lists, maps, enums),
 * in the form of a {@link RecordCodec} whose roots are {@code Request} and {@code Response}: the
 * types that may cross are the records and enums they reach, numbered by name, so that both sides,
 * which hold the same jar, agree; nothing else is read, so a frame cannot make the harness or a
 * worker instantiate any other class.
 *
 * <p>It replaced Java serialization, which wrote every frame's class descriptors again and took
 * 18–39% of a light library's answering thread.
 */
public final class Codec {

  private static final RecordCodec PROTOCOL = new RecordCodec(Request.class, Response.class);

  private Codec() {}

  /** The message's bytes. */
  public static byte[] encode(Object message) {
    return PROTOCOL.encode(message);
  }

  /**
   * The message these bytes hold.
   *
   * @throws IOException when they hold anything else than one message of the protocol's types
   */
  public static Object decode(byte[] bytes) throws IOException {
    return PROTOCOL.decode(bytes);
  }

  /**
   * The records and enums a message can hold, from the roots ({@link RecordCodec#reachableTypes}).
   */
  static List<Class<?>> reachableTypes(Class<?>... roots) {
    return RecordCodec.reachableTypes(roots);
  }
}
