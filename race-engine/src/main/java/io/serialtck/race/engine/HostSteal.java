package io.serialtck.race.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * How much of the machine's CPU time its host took while something ran: the {@code steal} column of
 * Linux's {@code /proc/stat}, the time a virtual machine's CPUs were ready to run and the
 * hypervisor ran something else. A benchmark cannot see it: an iteration the host interrupts is
 * simply slower. On this project's shared 2-core machine it went from nothing to 40–49% within an
 * hour (vmstat, 2026-11-27), which is the kind of noise no number of iterations inside one fork
 * averages away.
 *
 * @param total the CPU time of every state since boot, in clock ticks
 * @param stolen the part of it the host took
 */
record HostSteal(long total, long stolen) {

  private static final Path PROC_STAT = Path.of("/proc/stat");

  /** The machine's counters now; empty where there are none (not Linux, no {@code /proc}). */
  static Optional<HostSteal> now() {
    return read(PROC_STAT);
  }

  static Optional<HostSteal> read(Path procStat) {
    try {
      for (String line : Files.readAllLines(procStat)) {
        if (line.startsWith("cpu ")) {
          return parse(line);
        }
      }
    } catch (IOException | RuntimeException e) {
      // no counters: the share is then unknown, which the reports say
    }
    return Optional.empty();
  }

  /**
   * The counters of {@code /proc/stat}'s {@code cpu} line: user, nice, system, idle, iowait, irq,
   * softirq, steal (guest time is already in user). A kernel too old to count steal has no eighth
   * field: empty.
   */
  static Optional<HostSteal> parse(String cpuLine) {
    String[] fields = cpuLine.trim().split("\\s+");
    if (fields.length < 9 || !fields[0].equals("cpu")) {
      return Optional.empty();
    }
    long total = 0;
    for (int i = 1; i <= 8; i++) {
      total += Long.parseLong(fields[i]);
    }
    return Optional.of(new HostSteal(total, Long.parseLong(fields[8])));
  }

  /**
   * The share of the CPU time since {@code earlier} that the host took, from 0 to 1; null when
   * either is unknown or no time passed.
   */
  static Double shareSince(Optional<HostSteal> earlier, Optional<HostSteal> later) {
    if (earlier.isEmpty() || later.isEmpty()) {
      return null;
    }
    long total = later.get().total - earlier.get().total;
    long stolen = later.get().stolen - earlier.get().stolen;
    if (total <= 0 || stolen < 0) {
      return null;
    }
    return (double) stolen / total;
  }
}
