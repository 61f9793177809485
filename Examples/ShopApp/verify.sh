#!/usr/bin/env bash
# Builds the ShopApp example with the CoordgenPlugin build-tool plugin, from a clean copy, and checks that:
#   1. the first build runs coordgen and the generated coordinators start and behave (ShopDemo);
#   2. a second build with no change does not run coordgen again;
#   3. touching coordgen.json makes the next build run coordgen;
#   4. a manifest error fails the build with a `coordgen.json:LINE:COL: error:` line in the build output.
# Then it times no-change builds with the plugin and without it (generated code committed instead), and checks
# that the command plugin (`swift package generate-coordinators`) writes generated files the target builds from, and
# that a target with no manifest, or two, or with a Generated/ folder coordgen wrote, gets a clear error, and a missing
# view controller a warning naming what creates it.
#
# Usage: Examples/ShopApp/verify.sh        (from anywhere; needs only the Swift toolchain)
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
marker="coordgen: generating coordinators for ShopApp"

step() { printf '\n== %s\n' "$1"; }
fail() { printf 'FAIL: %s\n' "$1" >&2; exit 1; }

# A copy that depends on this checkout by absolute path, with the UIKit stand-in copied in (no symlinks).
cp -RL "$repo/Examples/ShopApp" "$work/ShopApp"
rm -rf "$work/ShopApp/.build" "$work/ShopApp/.swiftpm"
sed -i.bak "s|path: \"../..\"|path: \"$repo\"|" "$work/ShopApp/Package.swift"
cd "$work/ShopApp"

step "1. first build runs coordgen; the app starts"
swift build >build1.log 2>&1 || { cat build1.log; fail "the example does not build"; }
grep -q "$marker" build1.log || { cat build1.log; fail "the first build did not run coordgen"; }
swift run ShopDemo 2>/dev/null | tee run.log
grep -q "after buying: 2 screens, selectedProduct 3, 1 child" run.log || fail "buying did not start the child flow"
grep -q "after going back: 1 screen, 0 children" run.log || fail "going back did not remove the child"

step "2. a build with no change does not run coordgen"
swift build >build2.log 2>&1
if grep -q "$marker" build2.log; then cat build2.log; fail "coordgen ran on a build with no change"; fi
tail -n 1 build2.log

step "3. touching the manifest runs coordgen again"
sleep 1
touch Sources/ShopApp/coordgen.json
swift build >build3.log 2>&1
grep -q "$marker" build3.log || { cat build3.log; fail "coordgen did not run after the manifest changed"; }
grep "$marker" build3.log

step "4. a manifest error fails the build with a linkable diagnostic"
cp Sources/ShopApp/coordgen.json manifest.bak
sed -i.tmp 's/"push": "CreateAccount"/"push": "CreateAcount"/' Sources/ShopApp/coordgen.json
if swift build >build4.log 2>&1; then cat build4.log; fail "the build succeeded with a bad manifest"; fi
grep -E "coordgen\.json:[0-9]+:[0-9]+: error: no screen named 'CreateAcount'; did you mean 'CreateAccount'\?" build4.log \
    || { cat build4.log; fail "the build output has no coordgen.json:line:col: error: line"; }
cp manifest.bak Sources/ShopApp/coordgen.json
swift build >/dev/null 2>&1

step "5. no-change build time, with the plugin and without it"
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
time_builds() {
    for _ in 1 2 3 4 5 6 7 8 9; do
        start=$(date +%s%N)
        swift build >/dev/null 2>&1
        end=$(date +%s%N)
        echo $(( (end - start) / 1000000 ))
    done | median
}
with_plugin=$(time_builds)
# The same app with the generated file committed and no plugin.
"$repo/.build/debug/coordgen" generate Sources/ShopApp/coordgen.json --single-file Coordinators.swift \
    --no-scaffolds --quiet >/dev/null 2>&1 || swift run --package-path "$repo" coordgen generate \
    Sources/ShopApp/coordgen.json --single-file Coordinators.swift --no-scaffolds --quiet >/dev/null
sed -i.tmp 's|plugins: \[.plugin(name: "CoordgenPlugin", package: "coordgen")\]|plugins: []|' Package.swift
swift build >/dev/null 2>&1
without_plugin=$(time_builds)
echo "median no-change build: ${with_plugin} ms with the plugin, ${without_plugin} ms without it"

step "6. the command plugin writes the generated files into the target, for teams that commit them"
rm -r Sources/ShopApp/Generated
swift package --allow-writing-to-package-directory generate-coordinators --target ShopApp >plugin.log 2>&1 \
    || { cat plugin.log; fail "swift package generate-coordinators failed"; }
test -f Sources/ShopApp/Generated/MainCoordinator.swift || fail "the command plugin wrote no MainCoordinator.swift"
swift build >build6.log 2>&1 || { cat build6.log; fail "the example does not build from committed files"; }
tail -n 1 plugin.log

step "7. a target with no coordgen.json, or with two, fails with a message naming the target"
cp Package.swift.tmp Package.swift
rm -r Sources/ShopApp/Generated
mv Sources/ShopApp/coordgen.json manifest.moved
if swift build >build7.log 2>&1; then fail "a target without a manifest built"; fi
grep "CoordgenPlugin: target 'ShopApp' has no coordgen.json" build7.log || { cat build7.log; fail "no clear error"; }
cp manifest.moved Sources/ShopApp/coordgen.json
mkdir -p Sources/ShopApp/More
cp manifest.moved Sources/ShopApp/More/coordgen.json
if swift build >build8.log 2>&1; then fail "a target with two manifests built"; fi
grep "CoordgenPlugin: target 'ShopApp' has 2 files named coordgen.json" build8.log || { cat build8.log; fail "no clear error"; }
rm -r Sources/ShopApp/More

step "8. code coordgen generate wrote into the plugin's target fails the build with one message naming it"
"$repo/.build/debug/coordgen" generate Sources/ShopApp/coordgen.json --no-scaffolds --quiet >/dev/null 2>&1 \
    || swift run --package-path "$repo" coordgen generate Sources/ShopApp/coordgen.json --no-scaffolds --quiet
if swift build >build9.log 2>&1; then fail "a target with the plugin and Generated/ built"; fi
grep "CoordgenPlugin: target 'ShopApp' holds code that coordgen generate wrote" build9.log \
    || { cat build9.log; fail "no clear error about Generated/"; }

step "9. a screen without its view controller: the build first warns, at the screen, of what creates it"
rm -r Sources/ShopApp/Generated
mv Sources/ShopApp/SettingsViewController.swift settings.moved
if swift build >build10.log 2>&1; then fail "a target without SettingsViewController built"; fi
grep -E "coordgen\.json:[0-9]+:[0-9]+: warning: screen 'Settings' has no SettingsViewController\.swift in .*; create it with 'coordgen generate .*coordgen\.json --plugin'" build10.log \
    || { cat build10.log; fail "no warning naming the missing view controller and the command"; }
mv settings.moved Sources/ShopApp/SettingsViewController.swift

printf '\nPASS: the example builds with the plugin, regenerates only on change, and fails on a bad manifest\n'
