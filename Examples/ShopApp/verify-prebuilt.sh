#!/usr/bin/env bash
# Builds coordgen.artifactbundle with Scripts/build-artifactbundle.sh into a copy of this checkout, then builds the
# ShopApp example against that copy, and checks that:
#   1. the bundle has the SwiftPM layout: info.json naming one executable variant that runs;
#   2. the plugin ran coordgen from the bundle, and the app starts and behaves;
#   3. the build compiled none of coordgen's own targets (Templates, Generator, coordgen).
#
# Usage: Examples/ShopApp/verify-prebuilt.sh        (from anywhere; needs only the Swift toolchain)
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

step() { printf '\n== %s\n' "$1"; }
fail() { printf 'FAIL: %s\n' "$1" >&2; exit 1; }

# The copy holds coordgen's sources without any build folder, so nothing of coordgen is built already.
mkdir "$work/coordgen"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - 2>/dev/null) | tar -xf - -C "$work/coordgen"

step "1. the bundle"
"$repo/Scripts/build-artifactbundle.sh" "$work/coordgen/coordgen.artifactbundle"
bundle="$work/coordgen/coordgen.artifactbundle"
python3 - "$bundle" <<'PY' || fail "info.json is not the artifact bundle layout"
import json, os, sys
bundle = sys.argv[1]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0"
artifact = info["artifacts"]["coordgen"]
assert artifact["type"] == "executable"
for variant in artifact["variants"]:
    assert os.access(os.path.join(bundle, variant["path"]), os.X_OK), variant
    assert variant["supportedTriples"], variant
print("info.json:", len(artifact["variants"]), "variant(s), version", artifact["version"])
PY
"$bundle"/coordgen-*-linux-*/bin/coordgen --version

step "2. the example builds with the prebuilt plugin tool, and runs"
cp -RL "$repo/Examples/ShopApp" "$work/ShopApp"
rm -rf "$work/ShopApp/.build" "$work/ShopApp/.swiftpm"
sed -i.bak "s|path: \"../..\"|path: \"$work/coordgen\"|" "$work/ShopApp/Package.swift"
cd "$work/ShopApp"
swift build -v >build.log 2>&1 || { tail -n 40 build.log; fail "the example does not build with the bundle"; }
# A verbose build prints the command each plugin ran, not its display name.
grep -E -q "coordgen.artifactbundle/coordgen-[^/]*/bin/coordgen generate " build.log \
    || { grep -n "coordgen" build.log | tail -n 20; fail "the plugin did not run the bundle's coordgen"; }
swift run ShopDemo 2>/dev/null | tee run.log
grep -q "after buying: 2 screens, selectedProduct 3, 1 child" run.log || fail "buying did not start the child flow"

step "3. none of coordgen's targets was compiled"
for target in Templates Generator coordgen; do
    if grep -E -q "module-name $target( |$)" build.log; then
        grep -E "module-name $target( |$)" build.log | head -n 3
        fail "the build compiled coordgen's $target target"
    fi
done
echo "compiled modules: $(grep -E -o 'module-name [A-Za-z_]+' build.log | sort -u | cut -d' ' -f2 | tr '\n' ' ')"

printf '\nPASS: the plugin ran the prebuilt coordgen from the artifact bundle, and coordgen was not compiled\n'
