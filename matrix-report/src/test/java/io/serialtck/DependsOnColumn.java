package io.serialtck;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The "depends on" column of a row of ARCHITECTURE.md's module table, read as the names it gives:
 * the modules it mentions (as whole words, code spans left out) and the one-word items of its list
 * (split at commas, semicolons, colons, brackets and "and"), which in lower case name a module or
 * one of a few outside words. Capitalized names are outside libraries (Byte Buddy, JUnit, Jackson)
 * and not read.
 */
record DependsOnColumn(String text) {

  private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");
  private static final Pattern ITEM_SEPARATOR = Pattern.compile("[,;:()]|\\band\\b");
  private static final Pattern ONE_LOWER_CASE_WORD = Pattern.compile("[a-z][a-z0-9-]*");

  /** Whether the column names {@code module} as a whole word, not as part of another name. */
  boolean mentions(String module) {
    return Pattern.compile("(?<![\\w-])" + Pattern.quote(module) + "(?![\\w-])")
        .matcher(prose())
        .find();
  }

  /** The modules among {@code modules} that the column mentions. */
  List<String> mentioned(Collection<String> modules) {
    return modules.stream().filter(this::mentions).toList();
  }

  /** The items of the column's list that are one lower-case word: a module's name, or a typo. */
  List<String> oneWordItems() {
    List<String> items = new ArrayList<>();
    Arrays.stream(ITEM_SEPARATOR.split(prose()))
        .map(String::trim)
        .filter(item -> ONE_LOWER_CASE_WORD.matcher(item).matches())
        .forEach(items::add);
    return items;
  }

  private String prose() {
    return CODE_SPAN.matcher(text).replaceAll(" ");
  }
}
