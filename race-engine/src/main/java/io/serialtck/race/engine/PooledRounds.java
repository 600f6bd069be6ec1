package io.serialtck.race.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The forks of several documents as one series of rounds: each document's rounds numbered after the
 * earlier ones', so that what was paired within a round (an entrant and hand-written, a
 * configuration and its twin) stays paired, and one library version per configuration.
 *
 * @param forks every fork, its round renumbered
 * @param rounds how many rounds in all
 */
record PooledRounds(List<ForkSample> forks, int rounds) {

  PooledRounds {
    forks = List.copyOf(forks);
  }

  /**
   * The documents' forks pooled.
   *
   * @param parts each document's forks, in the order they are pooled
   * @param documents what the documents are, as the message names them ({@code races})
   * @throws IllegalArgumentException when a configuration ran at two library versions, naming both
   */
  static PooledRounds of(List<List<ForkSample>> parts, String documents) {
    Map<String, String> versions = new HashMap<>();
    List<ForkSample> forks = new ArrayList<>();
    int offset = 0;
    for (List<ForkSample> part : parts) {
      int last = 0;
      for (ForkSample fork : part) {
        String earlier = versions.putIfAbsent(fork.configuration(), fork.version());
        if (earlier != null && !earlier.equals(fork.version())) {
          throw new IllegalArgumentException(
              fork.configuration()
                  + " ran at "
                  + earlier
                  + " and at "
                  + fork.version()
                  + ": pool "
                  + documents
                  + " of the same library versions");
        }
        forks.add(fork.inRound(offset + fork.round()));
        last = Math.max(last, fork.round());
      }
      offset += last;
    }
    return new PooledRounds(forks, offset);
  }
}
