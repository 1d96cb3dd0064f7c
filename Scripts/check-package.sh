#!/usr/bin/env bash
# CI's check of the Debian package: builds it (lintian must report no error), unpacks it with
# dpkg -x into a temporary folder and uses what it holds: the binary, the man page (which
# must render without a warning) and the bash completion.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages man-db groff-base mandoc
package=$(bash Scripts/package-deb.sh)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg -x "$package" "$root"
fail() { echo "check-package: $*" >&2; exit 1; }

[ "$("$root/usr/bin/convcalc" -e 212)" = $'100 °C\n212 °F' ] || fail "convcalc -e 212 did not convert"
"$root/usr/bin/convcalc" --version | grep -qx "convcalc $(cat VERSION).*" || fail "--version is not VERSION"
! file -b "$root/usr/bin/convcalc" | grep -q 'not stripped' || fail "the binary is not stripped: $(du -h "$root/usr/bin/convcalc")"

page=$root/usr/share/man/man1/convcalc.1.gz
MANWIDTH=80 man -l "$page" 2>&1 | grep -q "KEYS AND COMMANDS" || fail "man -l shows no KEYS AND COMMANDS"
warnings=$(zcat "$page" | groff -ww -z -mandoc 2>&1; zcat "$page" | mandoc -T lint -W warning 2>&1 || true)
[ -z "$warnings" ] || fail "the man page has warnings: $warnings"
shown=$(LC_ALL=C.UTF-8 MANWIDTH=200 man -l "$page" 2>&1)
grep -q 'states × events' <<< "$shown" || fail "the man page lost the × of 'states × events'"
grep -q 'convcalc \[subcommand\]' <<< "$shown" || fail "the man page's SYNOPSIS makes the subcommand required"
! grep -q 'manual-sections' <<< "$shown" || fail "the man page shows the hidden manual-sections"
grep -q 'the keys 9 8 \. 6;' <<< "$shown" || fail "the man page takes the point key for a sentence's end (9 8 .  6)"
grep -q 'Keys: 0-9 \.  c (C)' <<< "$shown" || fail "the man page breaks the keypad's keys after the point key"
# Every entry of a list has text: an .It followed by another .It or .El is an empty entry.
empty=$(zcat "$page" | awk '/^\.It/ { if (item != "") print item; item = $0; next } /^\.El/ { if (item != "") print item } { item = "" }')
[ -z "$empty" ] || fail "the man page has entries without text: $empty"

offered=$(PATH="$root/usr/bin:$PATH" bash -c '
  source "$1"
  COMP_WORDS=(convcalc --converter mi-) COMP_CWORD=2 COMP_LINE="convcalc --converter mi-" COMP_POINT=24
  _convcalc convcalc mi- --converter
  printf "%s\n" "${COMPREPLY[@]}"' bash "$root/usr/share/bash-completion/completions/convcalc")
grep -qx 'mi->km' <<< "$offered" || fail "bash did not complete --converter mi- to mi->km: $offered"
echo "check-package: $package installs, runs, shows its man page and completes" >&2
