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
                + "deserialize_bytes_per_op,deserialize_ratio,detail");
    assertThat(csv.lines().toList())
        .contains(
            "hand-written,0.1,session-0B,PASS,10,18,20.0,0.5,24.0,1.0,30.0,1.25,48.0,1.0,",
            "arraycopy-bound,17,session-0B,PASS,10,18,5.0,,0.0,0.25,6.0,,0.0,0.2,",
            "lib-a,1.0,session-1KB,PASS,12345,2345,12345.6,123.4,15000.0,49.3824,23456.7,1000.0,"
                + "30000.0,58.64,",
            "lib-a,1.0,TestObject,LOSSY,150,130,,,,,,,,,\"" + SampleRace.LOSSY_DETAIL + "\"",
            "kryo-default,5.5.0,TestObject,REJECTED,,,,,,,,,,,\""
                + SampleRace.REJECTED_DETAIL
                + "\"");
  }
}
