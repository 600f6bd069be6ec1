package io.serialtck.tck.cache;

import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.worker.protocol.Codec;
import io.serialtck.worker.protocol.ConfigurationInfo;
import io.serialtck.worker.protocol.Response;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link Tape} in the protocol's binary form ({@link Codec}): a list of the entries' digests, a
 * list of their answers, per session label its JDK version and its worlds' configurations, and a
 * list of the entries' crashes (null where the worker answered).
 */
final class TapeForm {

  private TapeForm() {}

  static byte[] bytes(Tape tape) {
    List<String> digests = new ArrayList<>();
    List<Response> answers = new ArrayList<>();
    List<List<Object>> crashes = new ArrayList<>();
    for (Tape.Entry entry : tape.entries()) {
      digests.add(entry.digest());
      answers.add(entry.response());
      Tape.Crash crash = entry.crash();
      crashes.add(
          crash == null
              ? null
              : Arrays.asList(crash.message(), crash.kind(), crash.exitCode(), crash.stderr()));
    }
    Map<String, String> jdks = new LinkedHashMap<>();
    Map<String, Map<String, ConfigurationInfo>> infos = new LinkedHashMap<>();
    tape.sessions()
        .forEach(
            (label, facts) -> {
              jdks.put(label, facts.jdkVersion());
              infos.put(label, facts.infos());
            });
    return Codec.encode(List.of(digests, answers, jdks, infos, crashes));
  }

  @SuppressWarnings("unchecked")
  static Tape read(byte[] bytes) throws IOException {
    List<Object> parts = (List<Object>) Codec.decode(bytes);
    List<String> digests = (List<String>) parts.get(0);
    List<Response> answers = (List<Response>) parts.get(1);
    Map<String, String> jdks = (Map<String, String>) parts.get(2);
    Map<String, Map<String, ConfigurationInfo>> infos =
        (Map<String, Map<String, ConfigurationInfo>>) parts.get(3);
    List<List<Object>> crashes = (List<List<Object>>) parts.get(4);
    if (digests.size() != answers.size() || digests.size() != crashes.size()) {
      throw new IOException("a tape with " + digests.size() + " digests and " + answers.size());
    }
    List<Tape.Entry> entries = new ArrayList<>();
    for (int i = 0; i < digests.size(); i++) {
      List<Object> crash = crashes.get(i);
      entries.add(
          new Tape.Entry(
              digests.get(i),
              answers.get(i),
              crash == null
                  ? null
                  : new Tape.Crash(
                      (String) crash.get(0),
                      (String) crash.get(1),
                      (Integer) crash.get(2),
                      (String) crash.get(3))));
    }
    Map<String, WorkerSession.Facts> sessions = new LinkedHashMap<>();
    jdks.forEach(
        (label, jdk) ->
            sessions.put(label, new WorkerSession.Facts(jdk, infos.getOrDefault(label, Map.of()))));
    return new Tape(entries, sessions);
  }
}
