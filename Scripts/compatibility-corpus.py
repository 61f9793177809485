#!/usr/bin/env python3
"""Collects the manifests of earlier versions into Tests/Compatibility: every fixture, the package example, the
built-in examples and each full manifest (a JSON block with "version") of README.md and docs/, at each commit named,
one file per distinct manifest, named <commit>-<where>.json. CompatibilityTests checks that each still validates.

usage: Scripts/compatibility-corpus.py COMMIT...   (run from the repository; writes Tests/Compatibility)"""
import hashlib, json, os, re, subprocess, sys

repository = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True).stdout.strip()
folder = os.path.join(repository, "Tests", "Compatibility")
os.makedirs(folder, exist_ok=True)
seen = {}
for name in os.listdir(folder):
    if name.endswith(".json"):
        text = open(os.path.join(folder, name)).read()
        seen[hashlib.sha1(json.dumps(json.loads(text), sort_keys=True).encode()).hexdigest()] = name


def git(*arguments):
    return subprocess.run(["git", "-C", repository, *arguments], capture_output=True, text=True).stdout


def add(label, text):
    try:
        manifest = json.loads(text)
    except ValueError:
        return
    if not isinstance(manifest, dict) or "version" not in manifest:
        return
    key = hashlib.sha1(json.dumps(manifest, sort_keys=True).encode()).hexdigest()
    if key not in seen:
        seen[key] = label
        with open(os.path.join(folder, label + ".json"), "w") as file:
            file.write(text if text.endswith("\n") else text + "\n")


for commit in sys.argv[1:]:
    short = git("rev-parse", "--short=7", commit).strip()
    for path in git("ls-tree", "-r", "--name-only", commit).split("\n"):
        if path.startswith("Tests/Fixtures/") and path.endswith("/coordgen.json"):
            add(f"{short}-fixture-{path.split('/')[2]}", git("show", f"{commit}:{path}"))
        elif path.startswith("Examples/") and path.endswith("coordgen.json"):
            add(f"{short}-example-package", git("show", f"{commit}:{path}"))
        elif path.endswith(".md") and (path.startswith("docs/") or path == "README.md"):
            text = git("show", f"{commit}:{path}")
            for match in re.finditer(r"```json\n(.*?)\n```", text, re.S):
                line = text[: match.start()].count("\n") + 1
                add(f"{short}-{path.replace('/', '-')[:-3]}-{line}", match.group(1))
        elif path == "Sources/Generator/Authoring/BuiltInExamples.swift":
            text = git("show", f"{commit}:{path}")
            for match in re.finditer(r'static let (\w+) = """\n(.*?)\n( *)"""', text, re.S):
                indent = len(match.group(3))
                add(f"{short}-builtin-{match.group(1)}", "\n".join(line[indent:] for line in match.group(2).split("\n")))
print(f"{len(seen)} manifests in {folder}")
