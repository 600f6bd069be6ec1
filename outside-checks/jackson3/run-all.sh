#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
for d in locale depth final-and-null; do echo "######## $d"; ./$d/run.sh; done
