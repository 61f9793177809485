#!/usr/bin/env bash
# Builds coordgen and the benchmark in release, then times `coordgen generate` on synthetic manifests.
# Usage: Benchmarks/run.sh [--sizes 10,100,1000,5000] [--runs 7]
set -euo pipefail
cd "$(dirname "$0")/.."
# On Linux, coordgen is built as the README's install step builds it there: with the Swift runtime linked in.
flags=(-c release -q)
if [ "$(uname)" = Linux ]; then
    flags+=(--static-swift-stdlib)
fi
swift build "${flags[@]}" --product coordgen
swift build "${flags[@]}" --product coordgen-benchmark
echo "coordgen built with: swift build ${flags[*]}"
.build/release/coordgen-benchmark --coordgen .build/release/coordgen "$@"
