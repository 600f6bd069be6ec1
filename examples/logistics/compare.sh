#!/usr/bin/env bash
# Compiles the three releases of the logistics model (with the jackson-annotations version the team
# pins) and compares two of them with ./serialtck compare.
#   examples/logistics/compare.sh 1.0 1.1 [compare options...]
# The jar is read from a local Maven repository (~/.m2/repository unless REPO says otherwise).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
kit="$(cd "$here/../.." && pwd)"
before="$1"
after="$2"
shift 2
repo="${REPO:-$HOME/.m2/repository}"
annotations="$repo/com/fasterxml/jackson/core/jackson-annotations/2.17.2/jackson-annotations-2.17.2.jar"
if [[ ! -f "$annotations" ]]; then
  "$kit/mvnw" -q dependency:get -Dartifact=com.fasterxml.jackson.core:jackson-annotations:2.17.2 \
    -Dmaven.repo.local="$repo" >&2
fi
build="${LOGISTICS_BUILD:-$kit/target/logistics}"
for release in "$before" "$after"; do
  rm -rf "${build:?}/$release"
  mkdir -p "$build/$release"
  javac -d "$build/$release" -cp "$annotations" $(find "$here/$release/src/main/java" -name '*.java')
done
exec "$kit/serialtck" compare --classes "$build/$before" "$build/$after" \
  --labels "$before,$after" --classpath "$annotations" \
  --roots com.example.logistics.Shipment,com.example.logistics.Courier,com.example.logistics.Dimensions,com.example.logistics.Quote \
  --configurations java-standard,jackson-spring-boot,jackson3-default,kryo-compatible,fory-compatible \
  --samples com.example.logistics.LogisticsSamples \
  "$@"
