#!/bin/sh
# Kryo #851 outside the kit: JDK + kryo (and its minlog, objenesis, reflectasm) only.
set -e
cd "$(dirname "$0")"
M=${M2:-$HOME/.m2/repository}
for v in ${VERSIONS:-5.1.1 5.6.2}; do
  CP="$M/com/esotericsoftware/kryo/$v/kryo-$v.jar:$(ls $M/com/esotericsoftware/minlog/1.3.1/minlog-1.3.1.jar):$(ls $M/org/objenesis/objenesis/3.*/objenesis-3.*.jar | head -1):$(ls $M/com/esotericsoftware/reflectasm/1.11.9/reflectasm-1.11.9.jar)"
  rm -rf out && mkdir out
  javac -d out -cp "$CP" NullOverInitializer.java
  echo "== kryo $v"
  java -cp "$CP:out" NullOverInitializer
done
