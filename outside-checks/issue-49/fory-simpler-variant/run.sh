#!/usr/bin/env bash
# fory-compatible's Locale-Currency-BitSet upgrade cells, 0.16.0 -> 1.6.0, are answered by the
# simpler variant (en-US, the root locale, EUR, JPY and bit sets): each version writes it with
# fory-compatible's set-up, the other reads it, in two JVMs. The kit's cells keep this exchange's
# mode: backward "read: InvalidDataException caused by DataFormatException", forward "read:
# DeserializationException caused by IndexOutOfBoundsException".
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
OLD="$R/org/apache/fory/fory-core/0.16.0/fory-core-0.16.0.jar:$R/com/google/guava/guava/32.1.2-jre/guava-32.1.2-jre.jar:$R/com/google/guava/failureaccess/1.0.1/failureaccess-1.0.1.jar"
NEW="$R/org/apache/fory/fory-core/1.6.0/fory-core-1.6.0.jar:$R/org/codehaus/janino/janino/3.1.12/janino-3.1.12.jar:$R/org/codehaus/janino/commons-compiler/3.1.12/commons-compiler-3.1.12.jar"
out=$(mktemp -d)
javac -d "$out/old" -cp "$OLD" PlainValues.java
javac -d "$out/new" -cp "$NEW" PlainValues.java
quiet() { grep -av 'INFO\|WARN' || true; }
java -version 2>&1 | head -1
echo "== backward: 0.16.0 writes, 1.6.0 reads"
java -cp "$out/old:$OLD" PlainValues write "$out/b.bin" 2>&1 | quiet
java -cp "$out/new:$NEW" PlainValues read "$out/b.bin" 2>&1 | quiet
echo "== forward: 1.6.0 writes, 0.16.0 reads"
java -cp "$out/new:$NEW" PlainValues write "$out/f.bin" 2>&1 | quiet
java -cp "$out/old:$OLD" PlainValues read "$out/f.bin" 2>&1 | quiet
echo "== each version reads its own bytes"
java -cp "$out/old:$OLD" PlainValues read "$out/b.bin" 2>&1 | quiet | cut -c1-40
java -cp "$out/new:$NEW" PlainValues read "$out/f.bin" 2>&1 | quiet | cut -c1-40
rm -rf "$out"
