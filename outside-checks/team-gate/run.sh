#!/usr/bin/env bash
# Fory 1.6.0 COMPATIBLE: a release that removed an enum constant writes CANCELLED; the release that
# still has SHIPPED reads it. Two JVMs, one class version on each class path.
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
CP="$R/org/apache/fory/fory-core/1.6.0/fory-core-1.6.0.jar:$R/org/codehaus/janino/janino/3.1.12/janino-3.1.12.jar:$R/org/codehaus/janino/commons-compiler/3.1.12/commons-compiler-3.1.12.jar"
out=$(mktemp -d)
for v in v1 v2; do javac -d "$out/$v" -cp "$CP" Order.java EnumCheck.java $v/Status.java; done
echo "== v2 (no SHIPPED) writes CANCELLED, v1 (with SHIPPED) reads"
java -cp "$out/v2:$CP" EnumCheck write "$out/b" CANCELLED 2>/dev/null
java -cp "$out/v1:$CP" EnumCheck read "$out/b" 2>/dev/null
echo "== v1 writes SHIPPED, v2 reads"
java -cp "$out/v1:$CP" EnumCheck write "$out/c" SHIPPED 2>/dev/null
java -cp "$out/v2:$CP" EnumCheck read "$out/c" 2>&1 | grep -v "^\s*at " | head -3
rm -rf "$out"
