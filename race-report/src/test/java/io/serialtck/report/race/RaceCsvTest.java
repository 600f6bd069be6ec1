package io.serialtck.report.race;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RaceCsvTest {

  @Test
  void oneLinePerRowInDocumentOrderBlankWhereARowHasNoValue() {
    String csv = RaceCsv.render(SampleRace.document());

    assertThat(csv.lines())
        .hasSize(1 + SampleRace.document().rows().size())
        .first()
        .isEqualTo(
            "configuration,version,payload,outcome,bytes,deflated,serialize_ns,serialize_error_ns,"
                + "serialize_bytes_per_op,serialize_ratio,deserialize_ns,deserialize_error_ns,"
                + "deserialize_bytes_per_op,deserialize_ratio,reuse_ns,reuse_bytes_per_op,"
                + "reuse_ratio,echo_ns,echo_bytes_per_op,echo_copy_ns,echo_copy_bytes_per_op,"
                + "echo_reuse_ns,echo_reuse_bytes_per_op,file_stream_ns,file_stream_ratio,"
                + "file_random_access_ns,file_random_access_ratio,roundtrip_p50_ns,roundtrip_p9999_ns,"
                + "roundtrip_bytes_per_op,untimed,detail,serialize_ratio_low,serialize_ratio_high,"
                + "deserialize_ratio_low,deserialize_ratio_high,speed_ratio,speed_ratio_low,"
                + "speed_ratio_high,tier,forks");
    assertThat(csv.lines().toList())
        .contains(
            "hand-written,0.1,session-0B,PASS,10,18,20.0,0.5,24.0,1.0,30.0,1.25,48.0,1.0,"
                + NONE
                + NO_INTERVALS,
            "arraycopy-bound,17,session-0B,PASS,10,18,5.0,,0.0,0.25,6.0,,0.0,0.2,"
                + NONE
                + NO_INTERVALS,
            "lib-a,1.0,session-1KB,PASS,12345,2345,12345.6,123.4,15000.0,49.3824,23456.7,1000.0,"
                + "30000.0,58.64,"
                + NONE
                + NO_INTERVALS,
            "lib-a,1.0,TestObject,LOSSY,150,130,,,,,,,,,"
                + NONE
                + "\""
                + SampleRace.LOSSY_DETAIL
                + "\""
                + NO_INTERVALS,
            "kryo-default,5.5.0,TestObject,REJECTED,,,,,,,,,,,"
                + NONE
                + "\""
                + SampleRace.REJECTED_DETAIL
                + "\""
                + NO_INTERVALS);
  }

  /** The 17 blank columns of a row with serialize and deserialize only. */
  private static final String NONE = ",".repeat(17);

  /** The 9 blank columns of intervals, tier and forks of a race before schema 3. */
  private static final String NO_INTERVALS = ",".repeat(9);

  @Test
  void theNewMeasurementsHaveColumnsAndTheLambdasLinesOfTheirOwn() {
    String csv = RaceCsv.render(SampleRace.withMoreMeasurements());

    assertThat(csv.lines().toList())
        .hasSize(1 + 4 + 2)
        .contains(
            "hand-written,0.1,TopOfBook,PASS,60,50,20.0,1.0,48.0,1.0,20.0,1.0,48.0,1.0,"
                + "10.0,40.0,1.0,40.0,100.0,50.0,140.0,30.0,60.0,,,,,,,,,"
                + NO_INTERVALS,
            "lib-b,2.0,TestObject,PASS,150,130,20.0,1.0,48.0,1.0,20.0,1.0,48.0,1.0,"
                + ",,,,,,,,,18000.0,2.0,,,,,,"
                + "\"deserializeReuse: "
                + SampleRace.NO_REUSE
                + "; fileTripRandomAccess: java.io.IOException: disk full\","
                + NO_INTERVALS,
            "lib-b,2.0,lambda-capturing,PASS,300,200,,,,,,,,,,,,,,,,,,,,,,800.0,41000.0,1200.0,,"
                + NO_INTERVALS);
  }

  @Test
  void aRaceInRoundsHasItsIntervalsTierAndForks() {
    String csv = RaceCsv.render(SampleRace.inRounds());

    assertThat(csv.lines().toList())
        .anySatisfy(
            line ->
                assertThat(line)
                    .startsWith("kryo-default,5.6.2,TestObject,PASS,")
                    .endsWith(",1.9,2.1,2.8,3.2,2.5,2.3,2.7,2,5"));
  }
}
