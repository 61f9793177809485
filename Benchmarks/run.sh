#!/usr/bin/env bash
# Builds coordgen and the benchmark in release, then times `coordgen generate` on synthetic manifests.
# Usage: Benchmarks/run.sh [--sizes 10,100,1000,5000] [--runs 7]
set -euo pipefail
cd "$(dirname "$0")/.."
# On Linux, coordgen is built as the README's install step builds it there: as one static executable.
flags=(-c release -q)
if [ "$(uname)" = Linux ]; then
    swift build "${flags[@]}" --product coordgen -Xswiftc -static-executable
    echo "coordgen built with: swift build ${flags[*]} --product coordgen -Xswiftc -static-executable"
else
    swift build "${flags[@]}" --product coordgen
    echo "coordgen built with: swift build ${flags[*]} --product coordgen"
fi
swift build "${flags[@]}" --product coordgen-benchmark
.build/release/coordgen-benchmark --coordgen .build/release/coordgen "$@"
