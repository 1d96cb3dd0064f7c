#!/usr/bin/env bash
# Times convcalc against awk, bc and GNU units on the same machine in one run, counts its
# instructions under callgrind, and prints Markdown tables: replay throughput, start-up,
# peak memory, instructions, and the targets (issues 16, 25 and 26) met or not.
#
# usage: bash Benchmarks/compare.sh [--dynamic] [LINES] [PEER_LINES]
#   --dynamic   measure the dynamically linked build (default: what Scripts/build.sh builds,
#               on Linux the fully static executable)
#   LINES       lines of the keystroke workload for convcalc and awk (default 1,000,000)
#   PEER_LINES  lines given to bc and GNU units, which are much slower (default: LINES, at most 100,000);
#               their throughput is measured on that many lines and reported per line.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages python3 hyperfine time bc units valgrind

build=()
if [ "${1:-}" = --dynamic ]; then build=(--dynamic); shift; fi
lines=${1:-1000000}
peer_lines=${2:-$(( lines < 100000 ? lines : 100000 ))}
callgrind_lines=$(( lines < 100000 ? lines : 100000 ))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

convcalc=$(bash Scripts/build.sh "${build[@]}")
build_used=$(file -b "$convcalc" | grep -q 'statically linked' && echo "fully static (-static-executable)" \
  || echo "dynamic (static Swift standard library, non-PIE)")
printf 'print("hello")\n' > "$work/hello.swift"
swiftc -O -static-executable "$work/hello.swift" -o "$work/hello-static" 2> /dev/null
swiftc -O -static-stdlib "$work/hello.swift" -o "$work/hello" >&2

mkdir -p "$work/all" "$work/peer" "$work/callgrind"
python3 Benchmarks/workload.py "$lines" 7 "$work/all"
python3 Benchmarks/workload.py "$peer_lines" 7 "$work/peer"
python3 Benchmarks/workload.py "$callgrind_lines" 7 "$work/callgrind"
"$convcalc" < "$work/all/keys.txt" > /dev/null || { echo "convcalc rejected workload lines" >&2; exit 1; }
"$convcalc" < "$work/all/conversions.txt" > /dev/null || { echo "convcalc rejected conversion lines" >&2; exit 1; }

runs=(--warmup 1 --runs 7 --export-json)
hyperfine "${runs[@]}" "$work/replay.json" --style basic \
  -n "convcalc plain" "$convcalc < $work/all/keys.txt > /dev/null" \
  -n "convcalc json" "$convcalc --format json < $work/all/keys.txt > /dev/null" \
  -n "convcalc one-line conversions" "$convcalc < $work/all/conversions.txt > /dev/null" \
  -n "awk" "awk -f Benchmarks/peer.awk $work/all/keys.txt > /dev/null" >&2
hyperfine --warmup 1 --runs 5 --export-json "$work/peers.json" --style basic \
  -n "bc" "bc -l $work/peer/bc.txt < /dev/null > /dev/null" \
  -n "GNU units" "units -t < $work/peer/units.txt > /dev/null" >&2
# One run, so every start-up is measured under the same conditions.
hyperfine --warmup 5 --runs 50 -N --export-json "$work/startup.json" --style basic \
  -n "convcalc -e 212" "$convcalc -e 212" \
  -n "convcalc -e '5 m to ft'" "$convcalc -e '5 m to ft'" \
  -n "convcalc -e '5 psi to kPa'" "$convcalc -e '5 psi to kPa'" \
  -n "Swift hello world (-static-executable)" "$work/hello-static" \
  -n "Swift hello world (-static-stdlib)" "$work/hello" \
  -n "awk" "awk 'BEGIN{print 1}'" \
  -n "bc" "bc -q /dev/null" \
  -n "units -t 1m ft" "units -t 1m ft" >&2

# peak INPUT COMMAND...: the peak resident memory (kB) of COMMAND reading INPUT.
peak() {
  local input=$1; shift
  /usr/bin/time -f %M -o "$work/rss" "$@" < "$input" > /dev/null 2>&1 || true
  cat "$work/rss"
}
rss_start=$(peak /dev/null "$convcalc" -e 212)
# Flat in input length: the 100,000-line workload against the whole one (ten times longer);
# a much shorter one would not reach every code path (a unit's name first looked up, the menu),
# and would measure the code touched rather than the memory that grows.
rss_small=$(peak "$work/callgrind/keys.txt" "$convcalc")
rss_large=$(peak "$work/all/keys.txt" "$convcalc")
rss_conversions=$(peak "$work/all/conversions.txt" "$convcalc")
rss_awk=$(peak /dev/null awk 'BEGIN{print 1}')
rss_hello=$(peak /dev/null "$work/hello-static")

# instructions INPUT COMMAND...: instructions executed, counted by callgrind (the same count on
# a busy machine, unlike seconds), whatever the command's status (refused lines exit 1).
instructions() {
  local input=$1; shift
  { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$input" 2>&1 >/dev/null || true; } \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
# valgrind 3.19 cannot read the Swift toolchain's DWARF: count on a copy without it
# (the same code; the symbols stay, so a profile still names the functions).
strip --strip-debug -o "$work/convcalc" "$convcalc"
ir_start=$(instructions /dev/null "$work/convcalc" -e 212)
ir_named=$(instructions /dev/null "$work/convcalc" -e '5 m to ft')  # units named: the spellings' index is made
ir_psi=$(instructions /dev/null "$work/convcalc" -e '5 psi to kPa')
ir_hello=$(instructions /dev/null "$work/hello-static")
ir_replay=$(instructions "$work/callgrind/keys.txt" "$work/convcalc")
ir_conversions=$(instructions "$work/callgrind/conversions.txt" "$work/convcalc")
# Refused lines: the error path, which looks for hints and suggestions (a suggestion compared
# every spelling, and a file of junk lines ran 50 µs a line). 10,000 lines of four kinds.
refused_lines=10000
python3 -c "import sys; open(sys.argv[1], 'w').write(('5 qqqqqqqqqq\nq\n5 xyzzy to km\nkilomtr\n') * (int(sys.argv[2]) // 4))" \
  "$work/callgrind/refused.txt" "$refused_lines"
ir_refused=$(instructions "$work/callgrind/refused.txt" "$work/convcalc")

python3 Benchmarks/report.py "$work" "$lines" "$peer_lines" "$build_used" \
  "$rss_start" "$rss_small" "$rss_large" "$rss_awk" "$rss_hello" \
  "$ir_start" "$ir_hello" "$ir_replay" "$callgrind_lines" "$ir_named" \
  "$rss_conversions" "$ir_psi" "$ir_conversions" "$ir_refused" "$refused_lines"
