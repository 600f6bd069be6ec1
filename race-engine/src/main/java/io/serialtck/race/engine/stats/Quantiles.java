package io.serialtck.race.engine.stats;

/**
 * The two distribution functions the bootstrap needs: the standard normal's upper tail and
 * Student's t quantile at 97.5%. Written out rather than taken from a library: each is a few lines
 * and these two are all the race uses.
 */
final class Quantiles {

  /** Student's t at 0.975 for 1 to 30 degrees of freedom (any statistics table). */
  private static final double[] T_975 = {
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
    2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
    2.052, 2.048, 2.045, 2.042
  };

  /** The standard normal's 97.5% quantile. */
  static final double Z_975 = 1.959964;

  private Quantiles() {}

  /**
   * Student's t quantile at 0.975: from the table up to 30 degrees of freedom, beyond it the
   * Cornish-Fisher expansion around the normal quantile (error below 1e-4 there).
   */
  static double t975(int degreesOfFreedom) {
    if (degreesOfFreedom < 1) {
      throw new IllegalArgumentException("degrees of freedom must be at least 1");
    }
    if (degreesOfFreedom <= T_975.length) {
      return T_975[degreesOfFreedom - 1];
    }
    double z = Z_975;
    double v = degreesOfFreedom;
    return z
        + (z * z * z + z) / (4 * v)
        + (5 * Math.pow(z, 5) + 16 * z * z * z + 3 * z) / (96 * v * v);
  }

  /**
   * The standard normal's upper tail, {@code P(Z > x)}, from the complementary error function
   * (Numerical Recipes' {@code erfcc}, fractional error below 1.2e-7 everywhere).
   */
  static double upperTail(double x) {
    return 0.5 * erfc(x / Math.sqrt(2));
  }

  private static double erfc(double x) {
    double z = Math.abs(x);
    double t = 1 / (1 + 0.5 * z);
    double r =
        t
            * Math.exp(
                -z * z
                    - 1.26551223
                    + t
                        * (1.00002368
                            + t
                                * (0.37409196
                                    + t
                                        * (0.09678418
                                            + t
                                                * (-0.18628806
                                                    + t
                                                        * (0.27886807
                                                            + t
                                                                * (-1.13520398
                                                                    + t
                                                                        * (1.48851587
                                                                            + t
                                                                                * (-0.82215223
                                                                                    + t
                                                                                        * 0.17087277)))))))));
    return x >= 0 ? r : 2 - r;
  }
}
