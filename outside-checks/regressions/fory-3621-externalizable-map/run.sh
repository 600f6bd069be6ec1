#!/bin/sh
# Fory #3621 and #3663 outside the kit: JDK + fory-core (and its guava) only, 0.16.0 then 1.6.0.
set -e
cd "$(dirname "$0")"
M=${M2:-$HOME/.m2/repository}
for v in 0.16.0 1.6.0; do
  CP="$M/org/apache/fory/fory-core/$v/fory-core-$v.jar:$M/com/google/guava/guava/32.1.2-jre/guava-32.1.2-jre.jar:$M/com/google/guava/failureaccess/1.0.1/failureaccess-1.0.1.jar"
  rm -rf out && mkdir out
  javac -nowarn -d out -cp "$CP" ExternalizableMapCheck.java 2>&1 | grep -v '^Note:' || true
  echo "== fory-core $v"
  java --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.util=ALL-UNNAMED -cp "$CP:out" ExternalizableMapCheck 2>&1 | grep -v "INFO\|WARN" 
done
