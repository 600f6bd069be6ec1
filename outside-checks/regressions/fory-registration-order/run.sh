#!/bin/sh
# Fory 1.6.0 outside the kit: JDK + fory-core (and its guava) only. Kit: registration-order cells of
# fory-registered (all four ILL_TYPED: the reader reads another registered class, no error).
set -e
cd "$(dirname "$0")"
M=${M2:-$HOME/.m2/repository}
CP="$M/org/apache/fory/fory-core/1.6.0/fory-core-1.6.0.jar:$M/com/google/guava/guava/32.1.2-jre/guava-32.1.2-jre.jar:$M/com/google/guava/failureaccess/1.0.1/failureaccess-1.0.1.jar"
rm -rf out && mkdir out
javac -nowarn -d out -cp "$CP" RegistrationOrder.java 2>&1 | grep -v '^Note:' || true
java --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.util=ALL-UNNAMED -cp "$CP:out" RegistrationOrder 2>&1 | grep -v "INFO\|WARN"
rm -rf out
