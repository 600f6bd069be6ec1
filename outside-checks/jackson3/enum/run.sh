#!/usr/bin/env bash
# Finding: enums whose toString() is not their name are refused in both directions between Jackson 2 (by name) and Jackson 3 (by toString) at defaults;
# builderWithJackson2Defaults() restores the names.
# Two JVMs per exchange: one with Jackson 2.22.4 only, one with Jackson 3.3.0 only.
set -euo pipefail
cd "$(dirname "$0")"
source ../jars.sh
out=$(mktemp -d)
javac -d "$out/j2" -cp "$J2" Model.java J2.java
javac -d "$out/j3" -cp "$J3" Model.java J3.java
java -cp "$out/j2:$J2" J2 write "$out/j2.json"
java -cp "$out/j3:$J3" J3 write default "$out/j3.json"
java -cp "$out/j3:$J3" J3 write 2defaults "$out/j3-2d.json"
echo "Jackson 2 writes:                  $(cat "$out/j2.json")"
echo "Jackson 3 default writes:          $(cat "$out/j3.json")"
echo "Jackson 3 2defaults writes:        $(cat "$out/j3-2d.json")"
echo "backward, Jackson 2 -> 3 default:   $(java -cp "$out/j3:$J3" J3 read default "$out/j2.json")"
echo "backward, Jackson 2 -> 3 2defaults: $(java -cp "$out/j3:$J3" J3 read 2defaults "$out/j2.json")"
echo "forward,  Jackson 3 default -> 2:   $(java -cp "$out/j2:$J2" J2 read "$out/j3.json")"
echo "forward,  Jackson 3 2defaults -> 2: $(java -cp "$out/j2:$J2" J2 read "$out/j3-2d.json")"
echo "control,  Jackson 2 -> 2:           $(java -cp "$out/j2:$J2" J2 read "$out/j2.json")"
echo "control,  Jackson 3 -> 3 default:   $(java -cp "$out/j3:$J3" J3 read default "$out/j3.json")"
rm -rf "$out"
