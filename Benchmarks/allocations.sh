#!/usr/bin/env bash
# Runs the micro-benchmarks (ordo-one/benchmark) and fails unless every one of them — a key
# event through Machine.transition and Session.send, a plain line through Session.handle, the
# plain display, an exact conversion — allocates nothing on the heap in its steady state
# (the p99 of "Malloc (total)" per operation is 0).
set -euo pipefail
cd "$(dirname "$0")"
source ../Scripts/require.sh
report=$(swift package --allow-writing-to-package-directory benchmark --format markdown 2>/dev/null)
printf '%s\n' "$report" | grep -E '^## |^### |Malloc' >&2
rows=$(printf '%s\n' "$report" | grep -c 'Malloc (total)' || true)
[ "$rows" -ge 5 ] || { echo "allocations.sh: expected 5 benchmarks, found $rows" >&2; exit 1; }
# Columns: metric | p0 | p25 | p50 | p75 | p90 | p99 | p100 | samples
if printf '%s\n' "$report" | grep 'Malloc (total)' | awk -F'|' '{ gsub(/ /, "", $8); if ($8 != "0") bad = 1 } END { exit bad }'; then
  echo "allocations.sh: 0 heap allocations per operation in all $rows benchmarks" >&2
else
  echo "allocations.sh: a benchmark allocates on the heap (see the Malloc rows above)" >&2
  exit 1
fi
