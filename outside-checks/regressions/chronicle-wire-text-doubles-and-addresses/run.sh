#!/bin/sh
# Chronicle Wire 2026.7 outside the kit: JDK + chronicle-wire and its dependencies (jars.txt) only.
set -e
cd "$(dirname "$0")"
M=${M2:-$HOME/.m2/repository}
CP=$(sed "s|^|$M/|" jars.txt | tr '\n' ':')
FLAGS="--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED --add-exports=java.base/jdk.internal.ref=ALL-UNNAMED --add-exports=java.base/jdk.internal.util=ALL-UNNAMED --add-exports=java.base/sun.nio.ch=ALL-UNNAMED --add-exports=jdk.unsupported/sun.misc=ALL-UNNAMED --add-opens=java.base/java.io=ALL-UNNAMED --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.util=ALL-UNNAMED"
rm -rf out && mkdir out
javac -d out -cp "$CP" TextWireCheck.java
java $FLAGS -cp "$CP:out" TextWireCheck 2>&1 | grep -v "^\[\|SLF4J"
