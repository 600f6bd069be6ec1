#!/usr/bin/env python3
"""Recomputes full races from the forks in their race.json, without the kit, and compares them.

For each race: every entrant's headline series (serialize + deserialize time over hand-written's in
the same round, geometric mean over the payloads it was timed on, round by round), its estimate and
Student's t interval on the logarithms (what the kit's interval is with 3 rounds: the wider of a
bootstrap and Student's), the A/A control and noise band, the tiers (from the fastest, a new tier at
the first entrant told slower than the current tier's first), and the verdict on every pair.
Then what `./serialtck agreement` prints: estimates inside other races' intervals, entrants in the
same tier in every race, and the pairs two races tell apart, alike or opposite.

Usage: python3 agree.py RACE.json[.gz] RACE.json[.gz] ...
"""
import gzip, itertools, json, math, statistics, sys

T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228]


def read(path):
    opener = gzip.open if path.endswith('.gz') else open
    with opener(path, 'rt', encoding='utf-8') as f:
        return json.load(f)


def interval(values):
    logs = [math.log(v) for v in values]
    m = sum(logs) / len(logs)
    if len(logs) < 2:
        return math.exp(m), None, None
    h = T975[len(logs) - 2] * statistics.stdev(logs) / math.sqrt(len(logs))
    return math.exp(m), math.exp(m - h), math.exp(m + h)


def series(race):
    times = {}
    for f in race['forks']:
        if f['benchmark'] in ('serialize', 'deserialize'):
            key = (f['configuration'], str(f['version']), f['payload'])
            times.setdefault(key, {}).setdefault(f['round'], {})[f['benchmark']] = f['nanosPerOp']
    sums = {k: {r: b['serialize'] + b['deserialize'] for r, b in v.items() if len(b) == 2}
            for k, v in times.items()}
    hand = {k[2]: v for k, v in sums.items() if k[0] == 'hand-written'}
    per = {}
    for (cfg, ver, payload), by_round in sums.items():
        if payload in hand:
            ratios = {r: t / hand[payload][r] for r, t in by_round.items() if r in hand[payload]}
            if ratios:
                per.setdefault((cfg, ver), []).append(ratios)
    out = {}
    for entrant, payloads in per.items():
        rounds = [r for r in payloads[0] if all(r in p for p in payloads)]
        if rounds:
            out[entrant] = (len(payloads), {r: math.exp(sum(math.log(p[r]) for p in payloads) / len(payloads)) for r in rounds})
    return out


def over(a, b):
    return [a[1][r] / b[1][r] for r in a[1] if r in b[1]]


def compare(ratio, delta):
    _, low, high = ratio
    if low is None:
        return '?'
    if low > 1 + delta:
        return 'slower'
    if high < 1 / (1 + delta):
        return 'faster'
    return 'tie' if low >= 1 / (1 + delta) and high <= 1 + delta else '?'


def recompute(path):
    s = series(read(path))
    copy = [k for k in s if k[0] == 'hand-written-copy'][0]
    aa = interval(list(s[copy][1].values()))
    delta = max(0.03, max(aa[2], 1 / aa[1]) - 1)
    ranked = {k: v for k, v in s.items() if k[0] not in ('hand-written-copy', 'arraycopy-bound')}
    order = sorted(ranked, key=lambda k: (-ranked[k][0], interval(list(ranked[k][1].values()))[0], ' '.join(k) + ' overall'))
    tiers, tier, leader = {}, 0, None
    for k in order:
        if leader is None or ranked[k][0] != ranked[leader][0] or compare(interval(over(ranked[k], ranked[leader])), delta) == 'slower':
            tier, leader = tier + 1, k
        tiers[k] = tier
    verdicts = {}
    for a, b in itertools.combinations(sorted(order), 2):
        if ranked[a][0] == ranked[b][0] and over(ranked[a], ranked[b]):
            verdicts[(a, b)] = compare(interval(over(ranked[a], ranked[b])), delta)
    estimates = {k: interval(list(v[1].values())) for k, v in ranked.items()}
    rounds = len({f['round'] for f in read(path)['forks']})
    print('%s: %d rounds, A/A %.3f [%.3f-%.3f], noise band +-%.1f%%, %d tiers'
          % (path, rounds, *aa, delta * 100, tier))
    return estimates, tiers, verdicts


def main(paths):
    races = [recompute(p) for p in paths]
    inside = checked = 0
    for (e1, _, _), (e2, _, _) in itertools.permutations(races, 2):
        for k in set(e1) & set(e2):
            checked += 1
            inside += e1[k][1] <= e2[k][0] <= e1[k][2]
    everywhere = set.intersection(*[set(t) for _, t, _ in races])
    kept = [k for k in everywhere if len({t[k] for _, t, _ in races}) == 1]
    print('estimates inside another race\'s interval: %d of %d' % (inside, checked))
    print('entrants in the same tier in every race: %d of %d' % (len(kept), len(everywhere)))
    alike = tie = undecided = opposite = neither = 0
    for (_, _, v1), (_, _, v2) in itertools.combinations(races, 2):
        for pair in set(v1) | set(v2):
            a, b = v1.get(pair), v2.get(pair)
            if a is None or b is None:
                continue
            told = {'faster', 'slower'}
            if a in told and b in told:
                if a == b:
                    alike += 1
                else:
                    opposite += 1
                    print('  contradiction:', pair)
            elif a in told or b in told:
                if 'tie' in (a, b):
                    tie += 1
                else:
                    undecided += 1
            else:
                neither += 1
    print('pairs told apart by one of two races: told alike %d, tie %d, cannot tell %d, opposite %d; neither %d'
          % (alike, tie, undecided, opposite, neither))


if __name__ == '__main__':
    main(sys.argv[1:])
