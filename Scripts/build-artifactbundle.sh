#!/usr/bin/env bash
# Builds coordgen.artifactbundle: the SwiftPM artifact bundle (SE-0305) that the CoordgenPlugin build-tool plugin runs
# instead of building coordgen from source, when the bundle sits beside coordgen's Package.swift.
#
# Each run adds the variant for the platform it runs on: on Linux the host's architecture, with the Swift runtime
# linked in (--static-swift-stdlib), so it runs without a toolchain; on macOS one universal binary (arm64 and x86_64).
# Run it on each platform into the same folder, and info.json lists every variant the bundle holds. A release binary
# is built with warnings as errors (CI's check that coordgen's sources compile without a warning).
#
# Usage: Scripts/build-artifactbundle.sh [BUNDLE]     (default: coordgen.artifactbundle beside Package.swift)
set -euo pipefail
cd "$(dirname "$0")/.."
bundle="${1:-coordgen.artifactbundle}"
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' Sources/coordgen/CoordgenTool.swift)
test -n "$version" || { echo "build-artifactbundle: no version in Sources/coordgen/CoordgenTool.swift" >&2; exit 1; }

case "$(uname -s)" in
    Linux)
        variant="linux-$(uname -m)"
        triples="\"$(uname -m)-unknown-linux-gnu\""
        flags=(-c release --product coordgen --static-swift-stdlib -Xswiftc -warnings-as-errors)
        ;;
    Darwin)
        variant="macos"
        triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
        flags=(-c release --product coordgen --arch arm64 --arch x86_64 -Xswiftc -warnings-as-errors)
        ;;
    *)
        echo "build-artifactbundle: no variant for $(uname -s)" >&2
        exit 1
        ;;
esac

swift build "${flags[@]}"
binary="$(swift build "${flags[@]}" --show-bin-path)/coordgen"
folder="coordgen-$version-$variant"
rm -rf "${bundle:?}/$folder"
mkdir -p "$bundle/$folder/bin"
cp "$binary" "$bundle/$folder/bin/coordgen"
# Which triples the variant runs on, read back below when info.json is written.
echo "$triples" >"$bundle/$folder/triples"
cp LICENSE "$bundle/LICENSE"

# info.json lists every variant in the bundle: this run's and any an earlier run on another platform added.
variants=""
for triplesFile in "$bundle"/coordgen-"$version"-*/triples; do
    dir=$(basename "$(dirname "$triplesFile")")
    entry="        { \"path\": \"$dir/bin/coordgen\", \"supportedTriples\": [$(cat "$triplesFile")] }"
    variants="${variants:+$variants,
}$entry"
done
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "coordgen": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
JSON
echo "built $bundle ($folder)"
