package io.serialtck.report.cli;

import picocli.CommandLine;

/**
 * The value of an option that counts something (tries, seconds, configurations at once, rounds,
 * minutes, cells): a whole number of 1 or more. Anything else is a usage error when the command
 * line is parsed, before any work, in one line naming the option and the value.
 */
final class AtLeastOne implements CommandLine.ITypeConverter<Integer> {

  @Override
  public Integer convert(String value) {
    String text = value.strip();
    if (text.matches("[+-]?\\d+")) {
      try {
        int number = Integer.parseInt(text);
        if (number >= 1) {
          return number;
        }
      } catch (NumberFormatException tooLarge) {
        throw new CommandLine.TypeConversionException(
            "'" + value + "' is too large (at most " + Integer.MAX_VALUE + ")");
      }
    }
    throw new CommandLine.TypeConversionException(
        "'" + value + "' is not a whole number of 1 or more");
  }
}
