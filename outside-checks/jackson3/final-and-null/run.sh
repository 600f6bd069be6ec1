#!/usr/bin/env bash
# Finding: with Jackson 3's defaults (fields visible) a private final field is written but never set
# on read, silently (ALLOW_FINAL_FIELDS_AS_MUTATORS off, unknown properties ignored), and a null
# written for an Integer that became an int is refused (FAIL_ON_NULL_FOR_PRIMITIVES on); Jackson 2
# read both. builderWithJackson2Defaults() restores both. Release 1 of the class is written, release
# 2 read (its limit became an int); two JVMs per exchange, one per Jackson.
set -euo pipefail
cd "$(dirname "$0")"
source ../jars.sh
out=$(mktemp -d)
javac -d "$out/j2v1" -cp "$J2" v1/Account.java J2.java
javac -d "$out/j2v2" -cp "$J2" v2/Account.java J2.java
javac -d "$out/j3v1" -cp "$J3" v1/Account.java J3.java
javac -d "$out/j3v2" -cp "$J3" v2/Account.java J3.java
java -cp "$out/j2v1:$J2" J2 write "$out/j2.json"
java -cp "$out/j3v1:$J3" J3 write default "$out/j3.json"
echo "release 1 holds:                          count=9, limit=null"
echo "Jackson 2 writes release 1:               $(cat "$out/j2.json")"
echo "Jackson 3 default writes release 1:       $(cat "$out/j3.json")"
echo "Jackson 2 reads its own into release 1:   $(java -cp "$out/j2v1:$J2" J2 read "$out/j2.json")"
echo "Jackson 3 default reads J2 into release 1: $(java -cp "$out/j3v1:$J3" J3 read default "$out/j2.json")"
echo "Jackson 3 2defaults, J2 into release 1:    $(java -cp "$out/j3v1:$J3" J3 read 2defaults "$out/j2.json")"
echo "Jackson 3 default reads its own, rel. 1:  $(java -cp "$out/j3v1:$J3" J3 read default "$out/j3.json")"
echo "-- release 2 reads (limit is an int now)"
echo "Jackson 2 reads J2:                       $(java -cp "$out/j2v2:$J2" J2 read "$out/j2.json")"
echo "Jackson 3 default reads J2 (backward):    $(java -cp "$out/j3v2:$J3" J3 read default "$out/j2.json")"
echo "Jackson 3 2defaults reads J2 (backward):  $(java -cp "$out/j3v2:$J3" J3 read 2defaults "$out/j2.json")"
echo "Jackson 2 reads J3 default (forward):     $(java -cp "$out/j2v2:$J2" J2 read "$out/j3.json")"
rm -rf "$out"
