#!/usr/bin/env bash
# Peak memory and time of `convcalc check`, `play` and `check --update` on transcripts of
# `> ?` lines (help: 41 lines printed for each 4-byte line) and of `> 1` lines, SIZE KiB
# each, of one exchange whose expected lines are control bytes and of traced lines of keys, as a Markdown table; fails when `check` takes more than 64 MB at any size (docs/PERFORMANCE.md,
# Performance: transcripts stream, so their memory does not grow with the expansion).
#
# usage: bash Benchmarks/transcript-memory.sh [KIB...]   (default: 1024 4096 16384)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages time

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1024 4096 16384)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
convcalc=$(bash Scripts/build.sh)
limit_kib=62500  # 64 MB (64,000,000 bytes) in the KiB /usr/bin/time reports

# measure COMMAND...: "KIB SECONDS", the peak resident memory and wall time of COMMAND.
measure() {
  /usr/bin/time -f '%M %e' -o "$work/time" "$@" > /dev/null 2>&1 || true
  tail -n 1 "$work/time"  # after a 'Command exited with non-zero status' line
}
# shown "KIB SECONDS": "8.4 MB, 9.0 s".
shown() {
  awk '{ printf "%.1f MB, %.1f s", $1 * 1024 / 1e6, $2 }' <<< "$1"
}

echo "| transcript | check | play | check --update |"
echo "|---|---:|---:|---:|"
failed=0
for kib in "${sizes[@]}"; do
  label=$([ $((kib % 1024)) -eq 0 ] && echo "$((kib / 1024)) MiB" || echo "$kib KiB")
  for line in '> ?' '> 1'; do
    head -c $((kib * 1024)) < <(yes "$line") > "$work/transcript.txt"
    check=$(measure "$convcalc" check "$work/transcript.txt")
    play=$(measure "$convcalc" play "$work/transcript.txt")
    cp "$work/transcript.txt" "$work/update.txt"
    update=$(measure "$convcalc" check --update "$work/update.txt")
    echo "| $label of \`$line\` | $(shown "$check") | $(shown "$play") | $(shown "$update") |"
    if [ "${check%% *}" -gt "$limit_kib" ]; then
      echo "check took $(shown "$check") on $label of '$line': more than 64 MB" >&2
      failed=1
    fi
  done
  # One exchange whose expected lines are long and all control bytes (each escaped as four
  # characters in the report): `> 5`, then lines of 1 MiB (or of the size, if smaller) of 0x01.
  python3 -c 'import sys; n = int(sys.argv[1]) * 1024; w = min(n, 1 << 20) - 1
sys.stdout.buffer.write(b"> 5\n" + (b"\x01" * w + b"\n") * max(1, (n - 8) // (w + 1)))' "$kib" > "$work/hostile.txt"
  check=$(measure "$convcalc" check "$work/hostile.txt")
  echo "| $label: one exchange, lines of control bytes | $(shown "$check") | | |"
  if [ "${check%% *}" -gt "$limit_kib" ]; then
    echo "check took $(shown "$check") on $label of one exchange of control bytes: more than 64 MB" >&2
    failed=1
  fi
  # Traced lines of keys (`C C C …`, up to 1 MiB each): each event a line of the trace.
  python3 -c 'import sys; n = int(sys.argv[1]) * 1024; w = min(n, 1 << 20) - 3
sys.stdout.buffer.write(b"#! convcalc 1 --trace\n" + (b"> " + (b"C " * (w // 2 + 1))[:w - 1] + b"\n") * max(1, (n - 24) // (w + 2)))' "$kib" > "$work/traced.txt"
  check=$(measure "$convcalc" check "$work/traced.txt")
  echo "| $label: traced lines of keys | $(shown "$check") | | |"
  if [ "${check%% *}" -gt "$limit_kib" ]; then
    echo "check took $(shown "$check") on $label of traced lines of keys: more than 64 MB" >&2
    failed=1
  fi
  # Lines of one number of a million keys, a key a step until the line is applied (`1e000…`,
  # `-000…`: leading zeros are keys like any other; 78 MB at 15 MiB before steps were 16 bytes
  # and a long number's room taken at once).
  for lead in '1e' '-' '1e-'; do
    python3 -c 'import sys; n = int(sys.argv[1]) * 1024; lead = sys.argv[2].encode(); w = min(n, 1 << 20) - 4 - len(lead)
sys.stdout.buffer.write((b"> " + lead + b"0" * w + b"\n") * max(1, (n - 8) // (w + 3 + len(lead))))' "$kib" "$lead" > "$work/zeros.txt"
    check=$(measure "$convcalc" check "$work/zeros.txt")
    echo "| $label: lines of one number \`${lead}000…\` | $(shown "$check") | | |"
    if [ "${check%% *}" -gt "$limit_kib" ]; then
      echo "check took $(shown "$check") on $label of lines of one number '${lead}000…': more than 64 MB" >&2
      failed=1
    fi
  done
done
exit "$failed"
