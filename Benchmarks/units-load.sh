#!/usr/bin/env bash
# What loading units files costs at start, as a Markdown table: GNU units' database
# (Debian's /usr/share/units/definitions.units, through `--units`) and a user's file of 1,000
# lines, each against a start without them (`-e 212`). Instructions are callgrind's (the same
# on a busy machine), time is hyperfine's mean, memory /usr/bin/time's peak resident set.
# Targets (docs/PERFORMANCE.md): the database ≤ 30 ms and ≤ 16 MB; 1,000 lines ≤ 0.5 ms more
# (a start after the first: the units cache, `Persistence/UnitsCache.swift`).
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

# Each start below has a cache folder of its own: `cold` empties it before every run (a first
# start: the files are read and the cache written), `warm` keeps what the first run wrote (the
# files' units from the cache). The callgrind copy and the build are different files, so each
# warms its own cache (the cache is made for one executable).
export XDG_CACHE_HOME="$work/cache"
# instructions MODE ARGS...: instructions convcalc executes with ARGS.
instructions() {
  local mode=$1; shift
  rm -rf "$XDG_CACHE_HOME"
  [ "$mode" = warm ] && "$work/convcalc" "$@" > /dev/null 2>&1
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/convcalc" "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
# milliseconds MODE ARGS...: hyperfine's mean wall time of convcalc with ARGS.
milliseconds() {
  local mode=$1 prepare=true; shift
  rm -rf "$XDG_CACHE_HOME"
  [ "$mode" = cold ] && prepare="rm -rf $XDG_CACHE_HOME"
  hyperfine -N --warmup 3 --runs 30 --prepare "$prepare" --export-json "$work/run.json" "$convcalc $*" > /dev/null 2>&1
  python3 -c 'import json,sys; print("%.2f" % (json.load(open(sys.argv[1]))["results"][0]["mean"] * 1000))' "$work/run.json"
}
# megabytes MODE ARGS...: peak resident memory in MB.
megabytes() {
  local mode=$1; shift
  rm -rf "$XDG_CACHE_HOME"
  [ "$mode" = warm ] && "$convcalc" "$@" > /dev/null 2>&1
  /usr/bin/time -f '%M' -o "$work/time" "$convcalc" "$@" > /dev/null 2>&1 || true
  awk '{ printf "%.1f", $1 * 1024 / 1e6 }' < <(tail -n 1 "$work/time")
}

row() {  # LABEL MODE ARGS...
  local label=$1 mode=$2; shift 2
  printf '| %s | %s M | %s ms | %s MB |\n' "$label" "$(awk '{ printf "%.2f", $1 / 1e6 }' <<< "$(instructions "$mode" "$@")")" \
    "$(milliseconds "$mode" "$@")" "$(megabytes "$mode" "$@")"
}

echo "| start | instructions | time (mean) | peak memory |"
echo "|---|---:|---:|---:|"
row '`-e 212`' cold -e 212
row '`--units` a user'"'"'s 1,000 lines `-e 212`, first start' cold --units "$work/user.units" -e 212
row '`--units` a user'"'"'s 1,000 lines `-e 212`, cached' warm --units "$work/user.units" -e 212
row '`--units` GNU units'"'"' definitions.units `-e 212`, first start' cold --units /usr/share/units/definitions.units -e 212
row '`--units` GNU units'"'"' definitions.units `-e 212`, cached' warm --units /usr/share/units/definitions.units -e 212
