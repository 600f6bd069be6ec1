package io.serialtck.tck.plan;

import io.serialtck.tck.CellKey;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Which of a plan's cells a run asks ({@code run --categories} and {@code --scenarios}): those of
 * the given categories whose scenario id matches one of the given globs. No category means every
 * category, no glob every scenario; {@link #ALL} keeps every cell.
 *
 * <p>A glob is matched against the whole scenario id ({@code field-added}, {@code
 * bean:field-added}, {@code library:TestObject}, {@code fidelity}), case-sensitively: {@code *}
 * stands for any run of characters ({@code :} included), {@code ?} for one character, anything else
 * for itself.
 *
 * @param categories category ids, each once, in the order given: {@code
 *     io.serialtck.tck.categories.Categories#filter} gives them in the kit's order of categories,
 *     so that equal filters describe and fingerprint alike
 * @param scenarios the globs, sorted, each once
 */
public record CellFilter(List<String> categories, List<String> scenarios) {

  /** Every cell of the plan. */
  public static final CellFilter ALL = new CellFilter(List.of(), List.of());

  public CellFilter {
    categories = categories.stream().distinct().toList();
    for (String glob : scenarios) {
      if (glob == null || glob.isBlank() || !glob.strip().equals(glob)) {
        throw new IllegalArgumentException(
            "--scenarios: a glob must be a non-blank word: '" + glob + "'");
      }
    }
    scenarios = scenarios.stream().distinct().sorted().toList();
  }

  /** Whether this filter keeps every cell. */
  public boolean isAll() {
    return categories.isEmpty() && scenarios.isEmpty();
  }

  /** Whether the run asks this cell. */
  public boolean keeps(CellKey key) {
    return inCategories(key)
        && (scenarios.isEmpty() || scenarios.stream().anyMatch(g -> matches(g, key.scenario())));
  }

  /**
   * The globs that match no cell among {@code keys} of this filter's categories: each is a mistake
   * (a typo, a category left out), since it selects nothing.
   */
  public List<String> unmatched(Collection<CellKey> keys) {
    List<String> unmatched = new ArrayList<>();
    for (String glob : scenarios) {
      if (keys.stream().noneMatch(k -> inCategories(k) && matches(glob, k.scenario()))) {
        unmatched.add(glob);
      }
    }
    return unmatched;
  }

  /**
   * The filter as results and consoles show it: {@code categories flexibility, evolution; scenarios
   * field-*}; {@code all cells} for {@link #ALL}.
   */
  public String describe() {
    if (isAll()) {
      return "all cells";
    }
    List<String> parts = new ArrayList<>();
    if (!categories.isEmpty()) {
      parts.add("categories " + String.join(", ", categories));
    }
    if (!scenarios.isEmpty()) {
      parts.add("scenarios " + String.join(", ", scenarios));
    }
    return String.join("; ", parts);
  }

  private boolean inCategories(CellKey key) {
    return categories.isEmpty() || categories.contains(key.category());
  }

  /**
   * Whether {@code glob} matches the whole of {@code text}: {@code *} any run of characters, {@code
   * ?} one character. Greedy with one back-track point, linear in practice.
   */
  static boolean matches(String glob, String text) {
    int g = 0;
    int t = 0;
    int star = -1;
    int afterStar = 0;
    while (t < text.length()) {
      if (g < glob.length() && glob.charAt(g) == '*') {
        star = g++;
        afterStar = t;
      } else if (g < glob.length() && (glob.charAt(g) == '?' || glob.charAt(g) == text.charAt(t))) {
        g++;
        t++;
      } else if (star >= 0) {
        g = star + 1;
        t = ++afterStar;
      } else {
        return false;
      }
    }
    while (g < glob.length() && glob.charAt(g) == '*') {
      g++;
    }
    return g == glob.length();
  }
}
