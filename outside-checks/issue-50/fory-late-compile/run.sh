#!/usr/bin/env bash
# Fory 1.6.0 as fory-compatible serializing the 1 MiB session for 12 s in one JVM, 100 ms windows:
# whether its time per operation falls late (seed 68's forks: about 8.5 ms for 4 to 7 s, then about
# 0.6 ms), and which compilations come with the fall (-XX:+PrintCompilation, Fory's methods only).
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
FORY="$R/org/apache/fory/fory-core/1.6.0/fory-core-1.6.0.jar:$R/org/codehaus/janino/janino/3.1.12/janino-3.1.12.jar:$R/org/codehaus/janino/commons-compiler/3.1.12/commons-compiler-3.1.12.jar"
out=$(mktemp -d)
javac -d "$out" -cp "$FORY" LateCompile.java
java -version 2>&1 | head -1
for run in 1; do
  echo "== run $run: serialize, 12 s"
  java -cp "$out:$FORY" LateCompile 12 serialize 2>/dev/null | grep -av '^[0-9]\{4\}-'
done
echo "== run 3: serialize, 20 s, with -XX:+PrintCompilation (Fory's and the JDK's collection methods)"
java -XX:+PrintCompilation -cp "$out:$FORY" LateCompile 12 serialize 2>/dev/null \
  | grep -a -E 'uptime|fory|LinkedHashMap|HashMap\$|LateCompile' | grep -av '^[0-9]\{4\}-'
rm -rf "$out"
