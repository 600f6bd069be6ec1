#!/usr/bin/env bash
# The features each mapper has on and off, as each JVM reports them: Jackson 2.22.4's new
# ObjectMapper(), Jackson 3.3.0's JsonMapper.builder() and JsonMapper.builderWithJackson2Defaults().
# Prints a table of every feature whose value differs between any two of them (a feature a version
# does not have is "-"), and the nesting limits. Two JVMs: one with Jackson 2 only, one with
# Jackson 3 only.
set -euo pipefail
cd "$(dirname "$0")"
source ../jars.sh
out=$(mktemp -d)
javac -d "$out/j2" -cp "$J2" D2.java
javac -d "$out/j3" -cp "$J3" D3.java
java -cp "$out/j2:$J2" D2 | sort > "$out/j2.tsv"
java -cp "$out/j3:$J3" D3 default | sort > "$out/j3.tsv"
java -cp "$out/j3:$J3" D3 2defaults | sort > "$out/j3-2d.tsv"
join -a1 -a2 -e - -t $'\t' -o 0,1.2,2.2 "$out/j2.tsv" "$out/j3.tsv" \
  | join -a1 -a2 -e - -t $'\t' -o 0,1.2,1.3,2.2 - "$out/j3-2d.tsv" > "$out/all.tsv"
printf '%-58s %-10s %-10s %-10s\n' "feature" "2.22.4" "3 default" "3 2defaults"
awk -F'\t' '$2 != $3 || $3 != $4 { printf "%-58s %-10s %-10s %-10s\n", $1, $2, $3, $4 }' "$out/all.tsv"
echo "($(wc -l < "$out/all.tsv") features and limits in all; those equal in all three are not shown)"
