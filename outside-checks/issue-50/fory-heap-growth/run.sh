#!/usr/bin/env bash
# Why Fory's session-1MB serialize sat at about 8.5 ms a call for seconds in the full races of seeds
# 68 and 69 (then 0.4 ms), outside the kit: the same program as ../fory-late-compile (Fory 1.6.0 as
# fory-compatible serializing the 1 MiB session, 100 ms windows), with the GC's log beside each
# window, once on the JVM's default heap and once on the race's fixed heap (-Xms1g -Xmx1g). Then
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
    | awk '/uptime/ { printf "%s ", $4 }
           /Pause/ { match($0, /\([0-9]+M\) /); c = substr($0, RSTART + 1, RLENGTH - 3);
                     if (c != last) { printf "[heap %s] ", c; last = c } }
           END { print "" }'
}
echo "== the JVM's default heap: ms a call per 100 ms window, [heap N M] where the committed heap grew"
java -Xlog:gc:stdout -cp "$out:$FORY" LateCompile 8 serialize 2>/dev/null | windows
echo "== a fixed heap, -Xms1g -Xmx1g"
java -Xms1g -Xmx1g -Xlog:gc:stdout -cp "$out:$FORY" LateCompile 8 serialize 2>/dev/null | windows
echo "== a JVM that pre-touches a 4 GB heap and exits: wall, user and system seconds"
for run in 1 2 3; do
  /usr/bin/time -f '%e s wall, %U s user, %S s system' \
    java -Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UseSerialGC -version 2>&1 | tail -n 1
done
rm -rf "$out"
