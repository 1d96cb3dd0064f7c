#!/usr/bin/env bash
# Rewrites the guide's reference tables (keys and commands, converters, files, environment, exit
# status) from the declarations they come from (`convcalc manual-sections --markdown`), for
# when a declaration changes on purpose. ReferenceTests fail until the guide matches.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >&2
.build/debug/convcalc manual-sections --markdown | python3 -c '
import sys
tables = [t for t in sys.stdin.read().split("\n\n") if t.strip()]
lines = open("docs/GUIDE.md").read().split("\n")
for table in tables:
    rows = table.strip().split("\n")
    start = lines.index(rows[0])
    end = start
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    lines[start:end] = rows
open("docs/GUIDE.md", "w").write("\n".join(lines))
'
