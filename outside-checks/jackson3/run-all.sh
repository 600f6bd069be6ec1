#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
for d in locale depth final-and-null enum defaults; do echo "######## $d"; ./$d/run.sh; done
