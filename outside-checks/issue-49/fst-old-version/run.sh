#!/usr/bin/env bash
# FST 2.04 with fst-default's set-up (createDefaultConfiguration) on JDK 17: with the --add-opens
# fst-default states for FST 3 it cannot even be created (it registers java.awt classes), so the
# kit's upgrade pair fst-default:2.04..3.0.4-jdk17 measured nothing; with java.awt and java.awt.geom
# opened too, as fst-default now states for FST before 2.18, it round-trips.
set -euo pipefail
cd "$(dirname "$0")"
R="${REPO:-$HOME/.m2/repository}"
jar() {
  local file="$R/$1/$2/$3/$2-$3.jar"
  if [[ ! -f "$file" ]]; then
    mkdir -p "$(dirname "$file")"
    curl -sf -o "$file" "https://repo.maven.apache.org/maven2/$1/$2/$3/$2-$3.jar"
  fi
  echo "$file"
}
CP="$(jar de/ruedigermoeller fst 2.04):$(jar org/javassist javassist 3.18.1-GA)"
out=$(mktemp -d)
javac -d "$out" -cp "$CP" Plain.java
OPENS=()
for pkg in java.base/java.lang java.base/java.math java.base/java.util java.base/java.util.concurrent \
  java.base/java.net java.base/java.text java.sql/java.sql; do
  OPENS+=("--add-opens=$pkg=ALL-UNNAMED")
done
java -version 2>&1 | head -1
echo "== FST 2.04 with fst-default's flags for FST 3"
java "${OPENS[@]}" -cp "$out:$CP" Plain
echo "== FST 2.04 with java.awt and java.awt.geom opened too"
java "${OPENS[@]}" --add-opens=java.desktop/java.awt=ALL-UNNAMED \
  --add-opens=java.desktop/java.awt.geom=ALL-UNNAMED -cp "$out:$CP" Plain
rm -rf "$out"
