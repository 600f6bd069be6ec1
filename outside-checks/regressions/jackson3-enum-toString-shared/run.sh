#!/bin/sh
# Jackson 2.22.4 and 3.3.0 outside the kit: JDK + jackson-databind, -core, -annotations only.
set -e
cd "$(dirname "$0")"
M=${M2:-$HOME/.m2/repository}
C2="$M/com/fasterxml/jackson/core/jackson-databind/2.22.4/jackson-databind-2.22.4.jar:$M/com/fasterxml/jackson/core/jackson-core/2.22.4/jackson-core-2.22.4.jar:$M/com/fasterxml/jackson/core/jackson-annotations/2.22/jackson-annotations-2.22.jar"
C3="$M/tools/jackson/core/jackson-databind/3.3.0/jackson-databind-3.3.0.jar:$M/tools/jackson/core/jackson-core/3.3.0/jackson-core-3.3.0.jar:$M/com/fasterxml/jackson/core/jackson-annotations/2.22/jackson-annotations-2.22.jar"
rm -rf o2 o3 && mkdir o2 o3
javac -d o2 -cp "$C2" EnumLabels.java j2/Mapper.java
javac -d o3 -cp "$C3" EnumLabels.java j3/Mapper.java
java -cp "$C2:o2" EnumLabels
java -cp "$C3:o3" EnumLabels
