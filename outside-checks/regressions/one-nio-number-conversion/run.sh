#!/bin/sh
# one-nio 2.3.0 persist mode outside the kit: JDK + one-nio and its asm/slf4j dependencies only.
# The README: "Certain type changes are auto-converted (primitive<->primitive, wrapper<->primitive,
# Number<->Number, ...)". A BigInteger field that becomes a BigDecimal, both ways.
set -e
cd "$(dirname "$0")"
M=${M2:-$HOME/.m2/repository}
CP="$M/ru/odnoklassniki/one-nio/2.3.0/one-nio-2.3.0.jar:$M/org/ow2/asm/asm/9.8/asm-9.8.jar:$M/org/ow2/asm/asm-util/9.8/asm-util-9.8.jar:$M/org/ow2/asm/asm-tree/9.8/asm-tree-9.8.jar:$M/org/ow2/asm/asm-analysis/9.8/asm-analysis-9.8.jar:$M/org/slf4j/slf4j-api/1.7.36/slf4j-api-1.7.36.jar"
J="java -Done.nio.serial.gen.mode=method_handles"
rm -rf out1 out2 && mkdir out1 out2
javac -d out1 -cp "$CP" v1/Sample.java Main.java
javac -d out2 -cp "$CP" v2/Sample.java Main.java
echo "== v1 (BigInteger) writes, v2 (BigDecimal) reads"
$J -cp "$CP:out1" Main write bytes.bin 12345678901234567890 2>/dev/null
$J -cp "$CP:out2" Main read bytes.bin 2>/dev/null
echo "== v2 (BigDecimal) writes, v1 (BigInteger) reads"
$J -cp "$CP:out2" Main write bytes.bin 12345678901234567890 2>/dev/null
$J -cp "$CP:out1" Main read bytes.bin 2>/dev/null
