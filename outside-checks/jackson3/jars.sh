# Class paths of the two JVMs: Jackson 2.22.4 alone, Jackson 3.3.0 alone (each with the annotations
# version its own POM names). Jars from a local Maven repository (default: the one this was run with).
REPO="${REPO:-$HOME/.m2/repository}"
J2="$REPO/com/fasterxml/jackson/core/jackson-databind/2.22.4/jackson-databind-2.22.4.jar:$REPO/com/fasterxml/jackson/core/jackson-core/2.22.4/jackson-core-2.22.4.jar:$REPO/com/fasterxml/jackson/core/jackson-annotations/2.22/jackson-annotations-2.22.jar"
J3="$REPO/tools/jackson/core/jackson-databind/3.3.0/jackson-databind-3.3.0.jar:$REPO/tools/jackson/core/jackson-core/3.3.0/jackson-core-3.3.0.jar:$REPO/com/fasterxml/jackson/core/jackson-annotations/2.23/jackson-annotations-2.23.jar"
