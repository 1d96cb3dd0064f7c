#!/usr/bin/env bash
# What loading units files costs at start, as a Markdown table: GNU units' database
# (Debian's /usr/share/units/definitions.units, through `--units`) and a user's file of 1,000
# lines, each against a start without them (`-e 212`). Instructions are callgrind's (the same
# on a busy machine), time is hyperfine's mean, memory /usr/bin/time's peak resident set.
# Targets (docs/PERFORMANCE.md): the database ≤ 30 ms and ≤ 16 MB; 1,000 lines ≤ 0.5 ms more.
#
# usage: bash Benchmarks/units-load.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages units valgrind hyperfine time
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
convcalc=$(bash Scripts/build.sh)
# valgrind 3.19 cannot read the Swift toolchain's DWARF: count on a copy without it.
strip --strip-debug -o "$work/convcalc" "$convcalc"

# A user's file of 1,000 lines: a kind of its own, then units of it and of built-in kinds,
# each on a built-in unit or on one defined a line before.
{
  echo "!kind widgetry wid"
  echo "wid !"
  for i in $(seq 1 998); do
    case $((i % 4)) in
      0) echo "len$i $i.25 in" ;;
      1) echo "vol$i 1|$i gal ; vol${i}s" ;;
      2) echo "wid$i $((i % 9 + 1))|8 wid" ;;
      3) echo "pres$i $i psi # a comment" ;;
    esac
  done
} > "$work/user.units"

# instructions ARGS...: instructions convcalc executes with ARGS.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/convcalc" "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
# milliseconds ARGS...: hyperfine's mean wall time of convcalc with ARGS.
milliseconds() {
  hyperfine -N --warmup 3 --runs 30 --export-json "$work/run.json" "$convcalc $*" > /dev/null 2>&1
  python3 -c 'import json,sys; print("%.2f" % (json.load(open(sys.argv[1]))["results"][0]["mean"] * 1000))' "$work/run.json"
}
# megabytes ARGS...: peak resident memory in MB.
megabytes() {
  /usr/bin/time -f '%M' -o "$work/time" "$convcalc" "$@" > /dev/null 2>&1 || true
  awk '{ printf "%.1f", $1 * 1024 / 1e6 }' < <(tail -n 1 "$work/time")
}

row() {  # LABEL ARGS...
  local label=$1; shift
  printf '| %s | %s M | %s ms | %s MB |\n' "$label" "$(awk '{ printf "%.2f", $1 / 1e6 }' <<< "$(instructions "$@")")" \
    "$(milliseconds "$@")" "$(megabytes "$@")"
}

echo "| start | instructions | time (mean) | peak memory |"
echo "|---|---:|---:|---:|"
row '`-e 212`' -e 212
row '`--units` a user'"'"'s 1,000 lines `-e 212`' --units "$work/user.units" -e 212
row '`--units` GNU units'"'"' definitions.units `-e 212`' --units /usr/share/units/definitions.units -e 212
