#!/usr/bin/env bash
# Finding: Jackson 3 reads and writes at most 500 nested levels where Jackson 2 allowed 1000, so a
# document Jackson 2 wrote with 501 to 1000 levels is refused by Jackson 3 (backward), with or
# without builderWithJackson2Defaults(); only the stream constraints of the factory restore it.
# Two JVMs per exchange: one with Jackson 2.22.4 only, one with Jackson 3.3.0 only.
set -euo pipefail
cd "$(dirname "$0")"
source ../jars.sh
out=$(mktemp -d)
javac -d "$out/j2" -cp "$J2" Node.java J2.java
javac -d "$out/j3" -cp "$J3" Node.java J3.java
for depth in 400 600 1200; do
  echo "== $depth levels"
  echo "  Jackson 2 writes:                 $(java -cp "$out/j2:$J2" J2 write $depth "$out/j2-$depth.json")"
  [[ -f "$out/j2-$depth.json" ]] || continue
  echo "  Jackson 2 reads its own:          $(java -cp "$out/j2:$J2" J2 read "$out/j2-$depth.json")"
  for mode in default 2defaults raised; do
    printf '  Jackson 3 %-9s reads J2:      %s\n' "$mode" "$(java -cp "$out/j3:$J3" J3 read $mode "$out/j2-$depth.json")"
  done
  for mode in default 2defaults; do
    printf '  Jackson 3 %-9s writes:        %s\n' "$mode" "$(java -cp "$out/j3:$J3" J3 write $mode $depth "$out/j3-$depth.json")"
  done
done
rm -rf "$out"
