#!/usr/bin/env bash
# Java serialization: release 1 has Line.sku, release 2 renamed it productCode (same type, same
# serialVersionUID). Two JVMs. The read succeeds and the value is gone.
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
javac -d "$out/r1" Rw.java r1/Line.java
javac -d "$out/r2" Rw.java r2/Line.java
java -cp "$out/r1" Rw write "$out/b" sku
java -cp "$out/r2" Rw read "$out/b"
rm -rf "$out"
