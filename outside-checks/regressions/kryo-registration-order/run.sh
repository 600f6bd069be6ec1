#!/usr/bin/env bash
# Kryo 5.6.2: writer and reader register the same classes in another order, or one more class.
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
CP="$R/com/esotericsoftware/kryo/5.6.2/kryo-5.6.2.jar:$R/com/esotericsoftware/reflectasm/1.11.9/reflectasm-1.11.9.jar:$R/org/objenesis/objenesis/3.4/objenesis-3.4.jar:$R/com/esotericsoftware/minlog/1.3.1/minlog-1.3.1.jar"
out=$(mktemp -d)
javac -d "$out" -cp "$CP" RegistrationOrder.java
java -cp "$out:$CP" RegistrationOrder
rm -rf "$out"
