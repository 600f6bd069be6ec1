package io.serialtck.worker;

import io.serialtck.spi.Fixture;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.Value;
import io.serialtck.worker.protocol.Response;
import java.util.List;

/**
 * What a flexibility cell's reader reports of a fixture it read: the fixture's observation of the
 * object read and of a faithful one, as value trees. Public so that the fixtures' self-tests
 * observe a read exactly as a worker does.
 */
public final class FixtureObservation {

  private FixtureObservation() {}

  /**
   * Observes {@code read} and the fixture's {@link Fixture#expected()}. A root that is not of the
   * fixture's root type is not observed: it is ill-typed, whatever it holds. When the fixture
   * observes a summary, the read graph is still scanned for ill-typed values the summary hides.
   *
   * @param read what a reader made of the bytes; may be null
   */
  public static Response.Observed of(Fixture fixture, Object read) {
    Class<?> rootType = fixture.rootType();
    Object observedFaithful = fixture.observe(fixture.expected());
    Value expected = ValueCapture.capture(observedFaithful);
    if (read != null && !rootType.isInstance(read)) {
      Value root =
          new IllTypedValue(rootType.getName(), new OpaqueValue(read.getClass().getName(), ""));
      return new Response.Observed(root, expected, List.of(), fixture.structuralFacts(), -1);
    }
    Object observed = fixture.observe(read);
    Value actual;
    List<String> illTyped;
    if (observed == read) {
      actual = ValueCapture.captureAgainst(observed, rootType, observedFaithful);
      illTyped = List.of();
    } else {
      actual = ValueCapture.captureAgainst(observed, Object.class, observedFaithful);
      illTyped = TypeScan.violations(read, rootType);
    }
    return new Response.Observed(actual, expected, illTyped, fixture.structuralFacts(), -1);
  }
}
