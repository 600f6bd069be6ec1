package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.ArraycopyBound;
import io.serialtck.spi.Fixture;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.tck.Weight;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.FixtureObservation;
import io.serialtck.worker.protocol.Response;
import java.util.List;

/**
 * Checks and weighs a built-in yardstick's payloads in this JVM: a yardstick has no world and no
 * library to isolate, and it is judged by the same classifier.
 */
final class BuiltInChecks {

  private BuiltInChecks() {}

  /**
   * The arraycopy bound is timed, unchecked, for the largest sessions only: it copies the payload's
   * bytes and builds no object, so there is nothing to check.
   */
  static PayloadCheck bound(Payload payload) {
    return payload.sessionBytes() >= ArraycopyBound.FROM_SESSION_BYTES
        ? new PayloadCheck(Outcome.PASS, "a System.arraycopy lower bound, not a serializer", null)
        : new PayloadCheck(Outcome.SKIPPED, "measured for the 1 MiB session only", null);
  }

  /**
   * The hand-written yardstick is checked on every payload it has code for; it has none for the
   * function criteria, which it skips.
   */
  static PayloadCheck check(SerializerConfiguration yardstick, Payload payload) {
    if (payload.lambda()) {
      return new PayloadCheck(
          Outcome.SKIPPED, "written for the session, TestObject and TopOfBook only", null);
    }
    try {
      Fixture fixture =
          (Fixture)
              Class.forName(payload.criterion().fixtureClass())
                  .getDeclaredConstructor()
                  .newInstance();
      yardstick.registerClasses(List.of(fixture.rootType()));
      byte[] bytes = yardstick.write(fixture.create());
      Object read = yardstick.read(bytes, fixture.rootType());
      Response.Observed seen = FixtureObservation.of(fixture, read);
      Verdict verdict =
          Classifier.classifyIntact(
              seen.expected(), seen.actual(), seen.illTyped(), seen.structuralFacts());
      return new PayloadCheck(
          verdict.outcome(),
          verdict.outcome().isIntact() ? "" : verdict.detail(),
          verdict.outcome().isIntact() ? Weight.of(bytes) : null);
    } catch (Exception e) {
      return new PayloadCheck(Outcome.REJECTED, e.toString(), null);
    }
  }
}
