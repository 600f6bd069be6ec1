#!/usr/bin/env bash
# one-nio before 2.2.0 does not start on JDK 25 (its serializer generation needs
# jdk.internal.reflect.MagicAccessorImpl, or SerializationConstructorAccessorImpl in 2.1.0), so the
# one-nio configurations declare it (unsupportedOn) and its upgrade pairs there are UNSUPPORTED;
# 2.2.0 starts with -Done.nio.serial.gen.mode=method_handles. Each version serializes and reads
# back a holder of two boxed values on JDK 25, and 1.7.1 on JDK 17. The jars come from Maven
# Central's layout under REPO, fetched there when missing.
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
JDK25="${SERIALTCK_SECOND_JDK:-/usr/lib/jvm/temurin-25-jdk-amd64}"
out=$(mktemp -d)
# A jar in REPO's Maven layout, fetched from Maven Central when missing: group (with slashes),
# artifact, version.
jar() {
  local file="$R/$1/$2/$3/$2-$3.jar"
  if [[ ! -f "$file" ]]; then
    mkdir -p "$(dirname "$file")"
    curl -sf -o "$file" "https://repo.maven.apache.org/maven2/$1/$2/$3/$2-$3.jar"
  fi
  echo "$file"
}
jar_of() { jar ru/odnoklassniki one-nio "$1"; }
DEPS="$(jar org/ow2/asm asm 9.2):$(jar org/ow2/asm asm-util 9.2):$(jar org/ow2/asm asm-tree 9.2)"
DEPS="$DEPS:$(jar org/ow2/asm asm-analysis 9.2):$(jar org/slf4j slf4j-api 1.7.36)"
javac --release 17 -cp "$(jar_of 1.7.1)" -d "$out" Probe.java
quiet() { grep -av 'SLF4J\|WARNING' || true; }
echo "== one-nio 1.7.1 on JDK 17 ($(java -version 2>&1 | head -1))"
java -Done.nio.serial.gen.mode=method_handles -cp "$(jar_of 1.7.1):$DEPS:$out" Probe 2>&1 | quiet
for v in 1.7.1 2.0.0 2.1.0 2.2.0 2.3.0; do
  echo "== one-nio $v on JDK 25 ($("$JDK25/bin/java" -version 2>&1 | head -1)), -Done.nio.serial.gen.mode=method_handles"
  "$JDK25/bin/java" -Done.nio.serial.gen.mode=method_handles -cp "$(jar_of "$v"):$DEPS:$out" Probe 2>&1 | quiet
done
rm -rf "$out"
