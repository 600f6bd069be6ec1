package io.serialtck.race.overhead;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.spi.Fixture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The direct benchmarks do a faithful round trip, called as JMH calls them (not timed here). */
class DirectBenchmarksTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "io.serialtck.fixtures.objects.TestObjectFixture",
        "io.serialtck.fixtures.objects.Session1KbFixture"
      })
  void kryoAndJacksonRoundTripThePayloads(String fixtureClass) throws Exception {
    Fixture fixture = (Fixture) Class.forName(fixtureClass).getConstructor().newInstance();
    Object expected = fixture.observe(fixture.expected());

    DirectKryoBenchmark kryo = new DirectKryoBenchmark();
    kryo.fixture = fixtureClass;
    kryo.setUp();
    assertThat(kryo.serialize()).isNotEmpty();
    assertThat(fixture.observe(kryo.deserialize()))
        .usingRecursiveComparison()
        .withStrictTypeChecking()
        .isEqualTo(expected);

    DirectJacksonBenchmark jackson = new DirectJacksonBenchmark();
    jackson.fixture = fixtureClass;
    jackson.setUp();
    assertThat(jackson.serialize()).isNotEmpty();
    assertThat(fixture.observe(jackson.deserialize()))
        .usingRecursiveComparison()
        .withStrictTypeChecking()
        .isEqualTo(expected);
  }
}
