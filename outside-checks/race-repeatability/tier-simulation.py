#!/usr/bin/env python3
"""How often entrants keep their tier across 3 races, by the number of rounds, if races were only
as noisy as measured: a simulation with the kit's tier rule.

The true ratios are the mean of the given races' estimates; each round, each entrant's headline
ratio to hand-written is its truth times exp(N(0, s)), s the per-round spread measured in those races
(the residual of a two-way fit: entrant + round). Each simulated race computes, as the kit does,
Student's t intervals on the logarithms (a bootstrap of few rounds is never wider), the A/A control's
noise band, and the tiers (from the fastest, a new tier at the first entrant told slower than the
current tier's first). It prints, for 3 to 96 rounds, the median share of entrants in the same tier
in 3 races, and the median share of pairs 3 races tell apart the opposite way round (a contradiction).

Usage: python3 tier-simulation.py RACE.json[.gz] RACE.json[.gz] ...
"""
import itertools, math, random, statistics, sys
from agree import read, series

T = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262,
     10: 2.228, 11: 2.201, 15: 2.131, 23: 2.069, 47: 2.012, 95: 1.985}


def t975(df):
    return T.get(df) or T[min(T, key=lambda k: abs(k - df))]


def measured(paths):
    truth, residuals, total_df = {}, [], 0
    for path in paths:
        s = series(read(path))
        full = max(v[0] for v in s.values())
        s = {k: v for k, v in s.items() if v[0] == full and k[0] != 'arraycopy-bound'}
        rounds = sorted(set.intersection(*[set(v[1]) for v in s.values()]))
        z = {k: [math.log(v[1][r]) for r in rounds] for k, v in s.items()}
        entrant = {k: statistics.mean(v) for k, v in z.items()}
        round_mean = [statistics.mean(z[k][i] for k in z) for i in range(len(rounds))]
        grand = statistics.mean(round_mean)
        residuals += [z[k][i] - entrant[k] - round_mean[i] + grand for k in z for i in range(len(rounds))]
        df = (len(z) - 1) * (len(rounds) - 1)
        for k, m in entrant.items():
            truth.setdefault(k, []).append(m)
        total_df += df
    s = math.sqrt(sum(r * r for r in residuals) / total_df)
    return {k: statistics.mean(v) for k, v in truth.items() if len(v) == len(paths)}, s


def interval(logs):
    m = statistics.mean(logs)
    h = t975(len(logs) - 1) * statistics.stdev(logs) / math.sqrt(len(logs))
    return m - h, m + h


def race(truth, s, rounds, rng):
    logs = {k: [mu + rng.gauss(0, s) for _ in range(rounds)] for k, mu in truth.items()}
    hand = [k for k in truth if k[0] == 'hand-written'][0]
    copy = [k for k in truth if k[0] == 'hand-written-copy'][0]
    ratio = {k: [a - b for a, b in zip(v, logs[hand])] for k, v in logs.items()}
    low, high = interval(ratio[copy])
    delta = math.log(max(1.03, math.exp(high), math.exp(-low)))
    ranked = sorted((k for k in truth if k != copy), key=lambda k: statistics.mean(ratio[k]))
    tiers, tier, leader = {}, 0, None
    verdicts = {}
    for k in ranked:
        if leader is None or interval([a - b for a, b in zip(ratio[k], ratio[leader])])[0] > delta:
            tier, leader = tier + 1, k
        tiers[k] = tier
    for a, b in itertools.combinations(sorted(ranked), 2):
        lo, hi = interval([x - y for x, y in zip(ratio[a], ratio[b])])
        verdicts[(a, b)] = 1 if lo > delta else -1 if hi < -delta else 0
    return tiers, verdicts


truth, s = measured(sys.argv[1:])
print('%d entrants; per-round spread of a headline ratio s = %.3f (log)' % (len(truth), s))
rng = random.Random(35)
for rounds in (3, 6, 12, 24, 48, 96):
    kept, opposite = [], []
    for _ in range(40):
        races = [race(truth, s, rounds, rng) for _ in range(3)]
        kept.append(sum(len({r[0][k] for r in races}) == 1 for k in races[0][0]) / len(races[0][0]))
        pairs = races[0][1].keys()
        opposite.append(sum(1 for p in pairs if {r[1][p] for r in races} >= {1, -1}) / len(pairs))
    print('%3d rounds: same tier in 3 races %.0f%% (p10 %.0f%%, p90 %.0f%%); pairs contradicted %.2f%%'
          % (rounds, 100 * statistics.median(kept), 100 * sorted(kept)[4], 100 * sorted(kept)[35],
             100 * statistics.median(opposite)))
