#!/usr/bin/env bash
# Why Fory's session-1MB serialize sat at about 8.5 ms a call for seconds in the full races of seeds
# 68 and 69 (then 0.4 ms), outside the kit: the same program as ../fory-late-compile (Fory 1.6.0 as
# fory-compatible serializing the 1 MiB session, 100 ms windows), with the GC's log beside each
# window, on the JVM's default heap, on the race's fixed heap (-Xms1g -Xmx1g), and on that heap with
# the regions the default heap has here (4 MB instead of 1 MB). Then
# what touching memory the JVM never used costs on this machine: the time of a JVM that pre-touches
# a 4 GB heap and does nothing else, three times.
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
FORY="$R/org/apache/fory/fory-core/1.6.0/fory-core-1.6.0.jar:$R/org/codehaus/janino/janino/3.1.12/janino-3.1.12.jar:$R/org/codehaus/janino/commons-compiler/3.1.12/commons-compiler-3.1.12.jar"
out=$(mktemp -d)
javac -d "$out" -cp "$FORY" ../fory-late-compile/LateCompile.java
java -version 2>&1 | head -1
# each window's ms a call, and [heap N M] where the committed heap changed since the last collection
windows() {
  grep -av '^[0-9]\{4\}-' | grep -aE 'uptime|Pause' \
    | awk '/^uptime/ && $4 ~ /^[0-9]+[.][0-9]+$/ { printf "%s ", $4 }
           /Pause/ { if (match($0, /\([0-9]+M\) /)) { c = substr($0, RSTART + 1, RLENGTH - 3);
                     if (c != last) { printf "[heap %s] ", c; last = c } } }
           END { print "" }'
}
# the median ms a call of the windows after the first second (the first 10 windows left out)
median() {
  tr ' ' '\n' | grep -E '^[0-9]+\.[0-9]+$' | tail -n +11 | sort -n \
    | awk '{ v[NR] = $1 } END { printf "median after the first second: %.3f ms a call, from %.3f to %.3f (%d windows)\n", v[int((NR + 1) / 2)], v[1], v[NR], NR }'
}
# run LABEL JVM-FLAGS...: the loop for 8 s, its windows, then their median
run() {
  echo "== $1"
  shift
  java "$@" -Xlog:gc:stdout -cp "$out:$FORY" LateCompile 8 serialize 2>/dev/null | windows | tee "$out/windows"
  median < "$out/windows"
}
echo "ms a call per 100 ms window, and [heap N M] where the committed heap changed"
run "the JVM's default heap"
run "a fixed heap, -Xms1g -Xmx1g (the race's)" -Xms1g -Xmx1g
run "a fixed heap with the default heap's 4 MB regions, -Xms1g -Xmx1g -XX:G1HeapRegionSize=4m" \
  -Xms1g -Xmx1g -XX:G1HeapRegionSize=4m
echo "== a JVM that pre-touches a 4 GB heap and exits: wall, user and system seconds"
for run in 1 2 3; do
  /usr/bin/time -f '%e s wall, %U s user, %S s system' \
    java -Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UseSerialGC -version 2>&1 | tail -n 1
done
rm -rf "$out"
