#!/usr/bin/env bash
# Fory 1.6.0 in its compatible mode (the kit's fory-compatible): release 1.1 adds Returned to the
# sealed ParcelEvent and writes a parcel holding one; release 1.0, which lacks it, reads the parcel
# without an error and holds a placeholder where a ParcelEvent is declared (the kit: ILL_TYPED,
# events[]); iterating the list as declared throws far from the read. When the same Returned is
# referred to from a second field, the read fails instead (the kit's one REJECTED "Deserialize
# failed" value of that cell). Two JVMs, one release on each class path.
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
CP="$R/org/apache/fory/fory-core/1.6.0/fory-core-1.6.0.jar:$R/org/codehaus/janino/janino/3.1.12/janino-3.1.12.jar:$R/org/codehaus/janino/commons-compiler/3.1.12/commons-compiler-3.1.12.jar"
out=$(mktemp -d)
for v in v1 v2; do javac -d "$out/$v" -cp "$CP" Parcel.java NewSubtypeCheck.java $v/*.java; done
echo "== 1.1 writes a parcel whose events hold a Returned, 1.0 reads (forward; the kit's shrunk value)"
java -cp "$out/v2:$CP" NewSubtypeCheck write "$out/f" 2>/dev/null
java -cp "$out/v1:$CP" NewSubtypeCheck read "$out/f" 2>/dev/null
echo "== the same Returned also in lastEvent"
java -cp "$out/v2:$CP" NewSubtypeCheck write "$out/g" also-last 2>/dev/null
java -cp "$out/v1:$CP" NewSubtypeCheck read "$out/g" 2>&1 | grep -v '^\s*at \|^\s*\.\.\. ' || true
rm -rf "$out"
