#!/usr/bin/env bash
# Follows the README's "In a Swift package" section as a new user would, in a throwaway package beside a clone:
#   1. `swift package init` makes the package; the README's third dependency form (`.package(path: "../coordgen")`)
#      and its target snippet, copied from README.md as written, go into Package.swift;
#   2. `coordgen init Sources/MyApp` writes the manifest and view controllers, and no Generated/ (the target uses the
#      plugin), and the schema beside Package.swift;
#   3. `swift build` runs the plugin, and a host build (Linux, or macOS outside Xcode) stops where the README says:
#      at `no such module 'UIKit'`, with no error of coordgen's and no "ambiguous" type.
#
# Usage: Examples/readme-plugin.sh        (from anywhere; needs the Swift toolchain and python3)
#        COORDGEN=path/to/coordgen Examples/readme-plugin.sh   (another build's coordgen runs `init`)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { printf 'FAIL: %s\n' "$1" >&2; exit 1; }
coordgen="${COORDGEN:-$repo/.build/debug/coordgen}"
[ -x "$coordgen" ] || swift build --package-path "$repo" --product coordgen >/dev/null
# "A clone next to your package".
ln -s "$repo" "$work/coordgen"
mkdir "$work/MyApp"
cd "$work/MyApp"

printf '== 1. a package with the README'"'"'s dependency and target\n'
swift package init --type library --name MyApp >/dev/null
python3 - "$repo/README.md" Package.swift <<'EOF'
import re, sys
readme = open(sys.argv[1]).read()
section = readme[readme.index("### In a Swift package"):readme.index("### In an Xcode project")]
blocks = re.findall(r"```swift\n(.*?)```", section, re.S)
dependency = next(line.strip() for line in blocks[0].splitlines() if line.strip().startswith(".package(path:"))
target = blocks[1].strip().rstrip(",")
package = open(sys.argv[2]).read()
package, count = re.subn(
    r"^    targets: \[", "    dependencies: [\n        " + dependency + "\n    ],\n    targets: [", package, count=1, flags=re.M)
assert count == 1, "the package has no top-level targets where swift package init puts them"
package, count = re.subn(r'\.target\(\s*name: "MyApp"\s*\)', target, package, count=1)
assert count == 1, "the package's target is not where swift package init puts it"
open(sys.argv[2], "w").write(package)
EOF
grep -q '.plugin(name: "CoordgenPlugin", package: "coordgen")' Package.swift || fail "the README's target was not applied"

printf '== 2. coordgen init in the target\n'
"$coordgen" init Sources/MyApp
[ ! -e Sources/MyApp/Generated ] || fail "init wrote Generated/ into a target that uses the plugin"
[ -f Sources/MyApp/HomeViewController.swift ] || fail "init wrote no view controller"
[ -f coordgen.schema.json ] || fail "init did not put the schema beside Package.swift"

printf '== 3. swift build runs the plugin and stops at UIKit, as the README says of a host build\n'
if swift build >build.log 2>&1; then fail "a host build of a UIKit app succeeded"; fi
grep -q "coordgen: generating coordinators for MyApp" build.log || { cat build.log; fail "the plugin did not run"; }
grep -q "no such module 'UIKit'" build.log || { cat build.log; fail "the build did not stop at UIKit"; }
if grep -E "ambiguous|coordgen\.json:[0-9]+:[0-9]+: error|CoordgenPlugin:" build.log; then
    fail "the build reported more than the missing UIKit"
fi
if grep -q "unhandled" build.log; then cat build.log; fail "SwiftPM warned of a file it does not handle"; fi

printf '\nPASS: the README'"'"'s plugin section, followed as written, builds up to UIKit\n'
