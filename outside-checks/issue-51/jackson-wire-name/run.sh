#!/usr/bin/env bash
# Jackson 2.22.4 set up as Spring Boot 3 does (the kit's jackson-spring-boot): a field renamed in Java
# (vehiclePlate -> truckPlate) while @JsonProperty("plate") keeps its wire name is read both ways;
# Java serialization, which matches fields by their Java names, drops it. Two JVMs, one release on
# each class path.
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
J="$R/com/fasterxml/jackson"
CP="$J/core/jackson-databind/2.22.4/jackson-databind-2.22.4.jar:$J/core/jackson-core/2.22.4/jackson-core-2.22.4.jar:$J/core/jackson-annotations/2.22/jackson-annotations-2.22.jar:$J/datatype/jackson-datatype-jdk8/2.22.4/jackson-datatype-jdk8-2.22.4.jar:$J/datatype/jackson-datatype-jsr310/2.22.4/jackson-datatype-jsr310-2.22.4.jar:$J/module/jackson-module-parameter-names/2.22.4/jackson-module-parameter-names-2.22.4.jar"
out=$(mktemp -d)
for v in v1 v2; do javac -d "$out/$v" -cp "$CP" WireNameCheck.java $v/Courier.java; done
echo "== 1.0 writes, 1.1 reads (backward)"
java -cp "$out/v1:$CP" WireNameCheck write "$out/b" RT-482-K
java -cp "$out/v2:$CP" WireNameCheck read "$out/b"
echo "== 1.1 writes, 1.0 reads (forward)"
java -cp "$out/v2:$CP" WireNameCheck write "$out/f" KX-907-B
java -cp "$out/v1:$CP" WireNameCheck read "$out/f"
rm -rf "$out"
