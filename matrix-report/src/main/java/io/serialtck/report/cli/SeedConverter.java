package io.serialtck.report.cli;

import java.security.SecureRandom;
import picocli.CommandLine;

/**
 * The value of {@code --seed}, one rule for every command: a whole number, or {@code random} for a
 * new one, which the command prints and keeps with its results so that it can be repeated. A
 * command given no seed uses the kit's default, 42.
 */
final class SeedConverter implements CommandLine.ITypeConverter<Long> {

  @Override
  public Long convert(String value) {
    if (value.strip().equals("random")) {
      return new SecureRandom().nextLong() & Long.MAX_VALUE;
    }
    try {
      return Long.parseLong(value.strip());
    } catch (NumberFormatException e) {
      throw new CommandLine.TypeConversionException(
          "--seed takes a whole number or random, not " + value);
    }
  }
}
