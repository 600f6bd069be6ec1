#!/bin/sh
# Kryo #1098 / #907 outside the kit: v1 writes in one JVM, v2 (maps removed) reads in another.
set -e
cd "$(dirname "$0")"
M=${M2:-$HOME/.m2/repository}
v=${VERSION:-5.6.2}
CP="$M/com/esotericsoftware/kryo/$v/kryo-$v.jar:$M/com/esotericsoftware/minlog/1.3.1/minlog-1.3.1.jar:$M/org/objenesis/objenesis/3.4/objenesis-3.4.jar:$M/com/esotericsoftware/reflectasm/1.11.9/reflectasm-1.11.9.jar"
rm -rf out1 out2 && mkdir out1 out2
javac -d out1 -cp "$CP" v1/Sample.java Main.java
javac -d out2 -cp "$CP" v2/Sample.java Main.java
echo "== kryo $v, CompatibleFieldSerializer (its default config)"
java -cp "$CP:out1" Main write bytes.bin
java -cp "$CP:out2" Main read bytes.bin
