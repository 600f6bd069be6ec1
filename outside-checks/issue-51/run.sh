#!/usr/bin/env bash
# Two verdicts of issue 51 checked without the kit (see ../README.md): a field renamed in Java whose
# @JsonProperty keeps its wire name (Jackson PASS, Java serialization drops it), and a subtype only
# the newer release has, read by the older one with Fory compatible (a placeholder, no error).
set -euo pipefail
cd "$(dirname "$0")"
echo "### jackson-wire-name"
jackson-wire-name/run.sh
echo
echo "### fory-new-subtype"
fory-new-subtype/run.sh
