package io.serialtck.tck.run.hostile;

import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes the input that shows a cell's worst outcome smaller, keeping that outcome and its kind: it
 * removes chunks of halving size (delta debugging over bytes) and keeps the first removal that
 * still shows it. Each try is a read in the worker, so the tries are budgeted, and a crash or a
 * hang is not shrunk at all: every try could cost a JVM or a deadline.
 */
final class InputShrinker {

  private final HostileReader reader;

  InputShrinker(HostileReader reader) {
    this.reader = reader;
  }

  /** The reads a worst outcome may spend on shrinking; 0 leaves it as it is. */
  static int budget(Outcome outcome) {
    return switch (outcome) {
      case FAULTED -> 128;
      case EXHAUSTED -> 16;
      default -> 0;
    };
  }

  /** A smaller input showing the same verdict, or {@code input} itself. */
  HostileInput shrink(HostileReader.Target target, HostileInput input, InputVerdict verdict) {
    int budget = budget(verdict.outcome());
    byte[] current = input.bytes();
    int spent = 0;
    int chunk = current.length / 2;
    while (chunk >= 1 && spent < budget) {
      List<HostileInput> candidates = removals(current, chunk, budget - spent);
      spent += candidates.size();
      HostileReader.Reading reading = reader.read(target, candidates);
      byte[] smaller = null;
      for (HostileReader.Result result : reading.results()) {
        if (result.verdict().sameAs(verdict)) {
          smaller = result.input().bytes();
          break;
        }
      }
      if (smaller != null) {
        current = smaller;
        chunk = Math.min(chunk, current.length / 2);
      } else {
        chunk /= 2;
      }
    }
    if (current.length == input.bytes().length) {
      return input;
    }
    return new HostileInput(
        current, input.how() + ", shrunk from " + input.bytes().length + " bytes");
  }

  /** The input without one chunk, for each chunk position, at most {@code limit} of them. */
  static List<HostileInput> removals(byte[] bytes, int chunk, int limit) {
    List<HostileInput> candidates = new ArrayList<>();
    for (int start = 0; start < bytes.length && candidates.size() < limit; start += chunk) {
      int end = Math.min(bytes.length, start + chunk);
      byte[] candidate = new byte[bytes.length - (end - start)];
      System.arraycopy(bytes, 0, candidate, 0, start);
      System.arraycopy(bytes, end, candidate, start, bytes.length - end);
      candidates.add(new HostileInput(candidate, ""));
    }
    return candidates;
  }
}
