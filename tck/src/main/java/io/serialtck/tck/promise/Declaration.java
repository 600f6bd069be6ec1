package io.serialtck.tck.promise;

import java.util.List;

/**
 * What a configuration's library documents about compatibility: its promises, or, when it documents
 * none that applies, why not.
 *
 * @param promises the promises that apply to the configuration as it is set up
 * @param withoutPromise why a part of the library's behaviour has no promise (empty when there is
 *     nothing to say); a configuration without promises always says why
 */
public record Declaration(List<Promise> promises, String withoutPromise) {

  public Declaration {
    promises = List.copyOf(promises);
    withoutPromise = withoutPromise == null ? "" : withoutPromise;
    if (promises.isEmpty() && withoutPromise.isBlank()) {
      throw new IllegalArgumentException("a declaration without promises must say why");
    }
  }

  /** These promises, and nothing to say beyond them. */
  public static Declaration of(Promise... promises) {
    return new Declaration(List.of(promises), "");
  }

  /** No documented promise, for this reason. */
  public static Declaration none(String reason) {
    return new Declaration(List.of(), reason);
  }

  /** The same promises, with a statement about what they leave out. */
  public Declaration saying(String statement) {
    return new Declaration(promises, statement);
  }

  /** Whether it declares no promise. */
  public boolean isEmpty() {
    return promises.isEmpty();
  }
}
