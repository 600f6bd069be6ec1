#!/usr/bin/env bash
# The races kept in docs/races, recomputed without the kit, and the tier rule simulated.
set -euo pipefail
cd "$(dirname "$0")"
races=../../docs/races
echo "== the quiet races (seeds 2, 3, 5)"
python3 agree.py $races/seed-2.race.json.gz $races/seed-3.race.json.gz $races/seed-5.race.json.gz
echo "== with the race under steal (seed 1)"
python3 agree.py $races/seed-1.race.json.gz $races/seed-2.race.json.gz $races/seed-3.race.json.gz $races/seed-5.race.json.gz
echo "== the fourth quiet race (seed 6) with seeds 3 and 5"
python3 agree.py $races/seed-3.race.json.gz $races/seed-5.race.json.gz $races/seed-6.race.json.gz
echo "== the tier rule simulated from the quiet races"
python3 tier-simulation.py $races/seed-2.race.json.gz $races/seed-3.race.json.gz $races/seed-5.race.json.gz
