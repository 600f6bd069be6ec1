#!/usr/bin/env bash
# kryo-registered's stateful cell interleaved:field-added: one held Kryo, registration required,
# with v2 of the class (a field added), reads v1's bytes, v2's, then v1's again; a fresh Kryo reads
# each too. Held and fresh fail and pass alike at every step, so the kit's cell is PASS "as fresh"
# (REJECTED, PASS, REJECTED): the held state changes nothing.
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
K="$R/com/esotericsoftware/kryo/5.6.2/kryo-5.6.2.jar:$R/com/esotericsoftware/minlog/1.3.1/minlog-1.3.1.jar:$R/com/esotericsoftware/reflectasm/1.11.9/reflectasm-1.11.9.jar:$R/org/objenesis/objenesis/3.4/objenesis-3.4.jar"
out=$(mktemp -d)
java -version 2>&1 | head -1
for v in v1 v2; do
  javac -d "$out/$v" "$v/s/Sample.java"
  javac -cp "$K:$out/$v" -d "$out/$v" Write.java
  (cd "$out" && java -cp "$K:$out/$v" Write "$v" "$v.bin")
done
javac -cp "$K:$out/v2" -d "$out/v2" Held.java
(cd "$out" && java -cp "$K:$out/v2" Held)
rm -rf "$out"
