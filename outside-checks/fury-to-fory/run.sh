#!/usr/bin/env bash
# Fury 0.10.3 (org.apache.fury) and Fory 1.6.0 (org.apache.fory), Fory's name since 0.11: each
# writes a plain Order in its Java native mode and the other reads it. Two JVMs, one library on each
# class path, the set-up of the kit's fury-compatible and fory-compatible (and then both in
# schema-consistent mode, Fury's default).
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
FURY="$R/org/apache/fury/fury-core/0.10.3/fury-core-0.10.3.jar:$R/com/google/guava/guava/32.1.2-jre/guava-32.1.2-jre.jar:$R/com/google/guava/failureaccess/1.0.1/failureaccess-1.0.1.jar"
FORY="$R/org/apache/fory/fory-core/1.6.0/fory-core-1.6.0.jar:$R/org/codehaus/janino/janino/3.1.12/janino-3.1.12.jar:$R/org/codehaus/janino/commons-compiler/3.1.12/commons-compiler-3.1.12.jar"
out=$(mktemp -d)
javac -d "$out/fury" -cp "$FURY" Order.java FuryCheck.java
javac -d "$out/fory" -cp "$FORY" Order.java ForyCheck.java
# Fury logs to standard output: its log lines (they start with a date) are left out.
fury() { java -cp "$out/fury:$FURY" FuryCheck "$@" 2>/dev/null | grep -av '^[0-9]\{4\}-' | cat -v; }
fory() { java -cp "$out/fory:$FORY" ForyCheck "$@" 2>/dev/null | grep -av '^[0-9]\{4\}-' | cat -v; }
head8() { echo "   first bytes of $(basename "$1"):$(od -An -tx1 -N8 "$1")"; }
java -version 2>&1 | head -1
for mode in COMPATIBLE SCHEMA_CONSISTENT; do
  echo "== $mode: Fury writes, Fory reads (backward: the upgrade reads old data)"
  fury write "$out/fury.bin" "$mode"
  head8 "$out/fury.bin"
  fory read "$out/fury.bin" "$mode"
  echo "== $mode: Fory writes, Fury reads (forward: a rollback reads new data)"
  fory write "$out/fory.bin" "$mode"
  head8 "$out/fory.bin"
  fury read "$out/fory.bin" "$mode"
done
rm -rf "$out"
