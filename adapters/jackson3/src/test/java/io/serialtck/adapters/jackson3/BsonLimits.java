package io.serialtck.adapters.jackson3;

import io.serialtck.testkit.KnownLimit;
import io.serialtck.testkit.RoundTripMismatch;
import java.util.List;

/** Documented limits of bson4jackson 3 at its defaults, as of bson4jackson 2 (BsonLimits there). */
final class BsonLimits {

  /**
   * Why a {@code BigDecimal}'s scale does not survive: {@code
   * BsonGenerator.writeNumber(BigDecimal)} writes a BSON double unless {@code
   * WRITE_BIGDECIMALS_AS_STRINGS} or {@code WRITE_BIGDECIMALS_AS_DECIMAL128} is enabled, and both
   * are off by default, in bson4jackson 3.1.0 as in 2.18.0.
   */
  private static final String BIG_DECIMAL_AS_DOUBLE =
      "BsonGenerator writes a BigDecimal as a BSON double (BsonGenerator.Feature"
          + " WRITE_BIGDECIMALS_AS_STRINGS and WRITE_BIGDECIMALS_AS_DECIMAL128 are off by"
          + " default), so 19.90 reads back as 19.9: the scale is lost";

  private BsonLimits() {}

  /** The fixtures with a BigDecimal, which read back with another scale in field {@code price}. */
  static List<KnownLimit> bigDecimalAsDouble() {
    return List.of(
        KnownLimit.of("numbers", RoundTripMismatch.class, BIG_DECIMAL_AS_DOUBLE)
            .withMessage("price"),
        KnownLimit.of("bean:numbers", RoundTripMismatch.class, BIG_DECIMAL_AS_DOUBLE)
            .withMessage("price"));
  }
}
