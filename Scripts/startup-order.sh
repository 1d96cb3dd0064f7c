#!/usr/bin/env bash
# Writes Scripts/startup-order.txt: the functions convcalc runs when it starts (`-e 212`, and
# with a user's units file from the units cache), when it replays (20,000 lines of the benchmark workload, and its 20,000 one-line conversions) and
# for the keypad's first screen, one
# `.text.NAME` section per line, for the linker (Scripts/build.sh, static build) to place
# together at link time. The kernel maps a program's code in 64 KB runs as it is first
# touched; with that code side by side instead of scattered over 11 MB, fewer runs are
# touched: fewer page faults, a faster start and a smaller peak RSS that does not grow as a
# long replay reaches rarer paths (see docs/PERFORMANCE.md).
#
# The order changes no behaviour. Names that no longer exist are ignored by the linker and new
# functions are placed as usual, so a stale list only costs start-up time; run this after
# changes to the start-up path, then rebuild.
#
# usage: bash Scripts/startup-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages valgrind python3 tmux
binary=$(bash Scripts/build.sh)
work=$(mktemp -d)
trap 'tmux -L startup-order kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
python3 Benchmarks/workload.py 20000 7 "$work" > /dev/null
# valgrind 3.19 cannot read the toolchain's DWARF: profile a copy without it (same code, same names).
strip --strip-debug -o "$work/convcalc" "$binary"
binary=$work/convcalc

# profile NAME COMMAND...: callgrind's list of the functions COMMAND ran (names as linked).
profile() {
  local name=$1; shift
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.out" "$@" > /dev/null 2>&1
}
profile e212 "$binary" -e 212
# A start with a units file of each kind of line, its units taken from the cache (made first).
printf '!kind widgetry wid\nwid !\nlen1 1.25 in ; lens\nwid2 3|8 wid\nc4 (x 2 + 1) K\n' > "$work/user.units"
XDG_CACHE_HOME=$work/cache "$binary" --units "$work/user.units" -e 212 > /dev/null
XDG_CACHE_HOME=$work/cache profile units "$binary" --units "$work/user.units" -e 212
profile replay "$binary" "$work/keys.txt" || true  # the workload has lines it rejects
profile conversions "$binary" "$work/conversions.txt"
# The keypad needs a terminal: a private tmux server, 100×40, until the first screen is drawn.
tmux -L startup-order new-session -d -x 100 -y 40 \
  "HOME=$work TERM=xterm-256color LANG=C.UTF-8 valgrind --tool=callgrind --demangle=no \
   --callgrind-out-file=$work/keypad.out $binary keypad --no-state 2>/dev/null"
for _ in $(seq 100); do
  tmux -L startup-order capture-pane -p 2>/dev/null | grep -q Convert && break
  sleep 0.2
done
tmux -L startup-order send-keys q || true
for _ in $(seq 50); do [ -s "$work/keypad.out" ] && break; sleep 0.2; done
sleep 0.5

# Every function named in the profiles, first appearance first, as its section name: the
# one-line conversions' right after the start's, as a million of them are held to 6 MB of peak
# RSS (listed after the replay's, they peaked 6,156 KB at c683899; first, 6,092 KB).
cat "$work"/e212.out "$work"/conversions.out "$work"/replay.out "$work"/units.out "$work"/keypad.out \
  | sed -n "s/^c\{0,1\}fn=([0-9]*) //p" | sed "s/'[0-9]*\$//" \
  | awk '!seen[$0]++ { print ".text." $0 }' > Scripts/startup-order.txt
echo "Scripts/startup-order.txt: $(wc -l < Scripts/startup-order.txt) functions" >&2
