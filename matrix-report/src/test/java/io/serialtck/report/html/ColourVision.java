package io.serialtck.report.html;

/**
 * Colours as people see them: the CIE 1976 distance between two sRGB colours in CIELAB (a distance
 * near 2 is just noticeable, above 10 two swatches read as different colours), for normal vision
 * and for the three dichromacies as Machado, Oliveira and Fernandes (2009) simulate them at full
 * severity; and the WCAG contrast ratio of text on a background.
 */
enum ColourVision {
  NORMAL(new double[][] {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}),
  PROTANOPIA(
      new double[][] {
        {0.152286, 1.052583, -0.204868},
        {0.114503, 0.786281, 0.099216},
        {-0.003882, -0.048116, 1.051998}
      }),
  DEUTERANOPIA(
      new double[][] {
        {0.367322, 0.860646, -0.227968},
        {0.280085, 0.672501, 0.047413},
        {-0.011820, 0.042940, 0.968881}
      }),
  TRITANOPIA(
      new double[][] {
        {1.255528, -0.076749, -0.178779},
        {-0.078411, 0.930809, 0.147602},
        {0.004733, 0.691367, 0.303900}
      });

  private final double[][] simulation;

  ColourVision(double[][] simulation) {
    this.simulation = simulation;
  }

  /** How far apart the two colours look with this vision (CIE76 ΔE). */
  double distance(String colourA, String colourB) {
    double[] a = lab(seen(linear(colourA)));
    double[] b = lab(seen(linear(colourB)));
    return Math.sqrt(square(a[0] - b[0]) + square(a[1] - b[1]) + square(a[2] - b[2]));
  }

  /** The WCAG 2 contrast ratio of two colours, 1 to 21. */
  static double contrast(String colourA, String colourB) {
    double a = luminance(linear(colourA));
    double b = luminance(linear(colourB));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }

  private double[] seen(double[] rgb) {
    double[] seen = new double[3];
    for (int i = 0; i < 3; i++) {
      double value = 0;
      for (int j = 0; j < 3; j++) {
        value += simulation[i][j] * rgb[j];
      }
      seen[i] = Math.max(0, Math.min(1, value));
    }
    return seen;
  }

  /** {@code #rgb} or {@code #rrggbb} as linear RGB, 0 to 1. */
  private static double[] linear(String colour) {
    String hex = colour.substring(1);
    if (hex.length() == 3) {
      hex = hex.replaceAll("(.)", "$1$1");
    }
    double[] rgb = new double[3];
    for (int i = 0; i < 3; i++) {
      double c = Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16) / 255.0;
      rgb[i] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
    return rgb;
  }

  private static double luminance(double[] rgb) {
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
  }

  /** Linear sRGB to CIELAB, D65 white. */
  private static double[] lab(double[] rgb) {
    double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    double fx = f(x);
    double fy = f(y);
    double fz = f(z);
    return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
  }

  private static double f(double t) {
    return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16.0 / 116;
  }

  private static double square(double value) {
    return value * value;
  }
}
