#!/usr/bin/env bash
# Builds coordgen and the benchmark in release, then times `coordgen generate` on synthetic manifests.
# Usage: Benchmarks/run.sh [--sizes 10,100,1000,5000] [--runs 7]
set -euo pipefail
cd "$(dirname "$0")/.."
# coordgen is built as the README's install step builds it.
flags=(-c release -q)
swift build "${flags[@]}" --product coordgen
echo "coordgen built with: swift build ${flags[*]} --product coordgen"
swift build "${flags[@]}" --product coordgen-benchmark -Xswiftc -warnings-as-errors
.build/release/coordgen-benchmark --coordgen .build/release/coordgen "$@"
