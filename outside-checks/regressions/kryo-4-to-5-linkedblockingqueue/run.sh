#!/usr/bin/env bash
# Kryo 4.0.3 writes a holder of two LinkedBlockingQueues; Kryo 5.6.2 reads it (the kit's
# kryo-default set-up on both sides, two JVMs). Kit: --upgrade kryo-default:4.0.3..5.6.2,
# library:LinkedBlockingQueue backward, across ILL_TYPED [type confusion].
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
K4="$R/com/esotericsoftware/kryo/4.0.3/kryo-4.0.3.jar:$R/com/esotericsoftware/reflectasm/1.11.3/reflectasm-1.11.3.jar:$R/org/objenesis/objenesis/2.5.1/objenesis-2.5.1.jar:$R/com/esotericsoftware/minlog/1.3.0/minlog-1.3.0.jar:$R/org/ow2/asm/asm/5.0.4/asm-5.0.4.jar"
K5="$R/com/esotericsoftware/kryo/5.6.2/kryo-5.6.2.jar:$R/com/esotericsoftware/reflectasm/1.11.9/reflectasm-1.11.9.jar:$R/org/objenesis/objenesis/3.4/objenesis-3.4.jar:$R/com/esotericsoftware/minlog/1.3.1/minlog-1.3.1.jar"
out=$(mktemp -d)
mkdir -p "$out/w" "$out/r"
javac -d "$out/w" -cp "$K4" Mailbox.java Write4.java
javac -d "$out/r" -cp "$K5" Mailbox.java Read5.java
java -cp "$out/w:$K4" Write4 "$out/bytes"
java -cp "$out/r:$K5" Read5 "$out/bytes"
rm -rf "$out"
