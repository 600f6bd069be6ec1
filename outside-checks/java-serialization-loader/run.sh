#!/usr/bin/env bash
# Java deserialization of TestObject with its classes on the class path (the race's twin) or in a
# child loader of the platform loader (the kit's world): 4 JVMs of each, alternated, per operation
# and warm-up. Needs only a JDK. Output: output.txt.
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
javac -d "$out/classes" check/TestObject.java check/Codec.java
javac -d "$out/main" LoaderCheck.java
java -version 2>&1 | head -1
for warmup in 600 5000; do
  for operation in read write; do
    for i in 1 2 3 4; do
      java -cp "$out/main:$out/classes" LoaderCheck app "$operation" "$warmup" "$out/classes"
      java -cp "$out/main" LoaderCheck child "$operation" "$warmup" "$out/classes"
    done
  done
done
rm -rf "$out"
