#!/usr/bin/env bash
# A damaged or planted manifest never makes an uninstall remove anything outside the prefix:
# a line with `..`, a line outside the prefix, a line through a link that leads out. Each is
# named, the uninstall exits non-zero and removes nothing at all. Run by CI after an install:
#   bash Scripts/test-uninstall-confinement.sh EMPTY-FOLDER
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:?an empty folder to work in}
prefix=$work/prefix outside=$work/outside
manifest=$prefix/share/convcalc/install-manifest
trap 'rm -rf "$prefix" "$outside"' EXIT
for line in 'file PREFIX/../outside/precious.txt' 'file OUTSIDE/precious.txt' 'file PREFIX/./../outside/precious.txt' \
            'file PREFIX/way/precious.txt' 'dir PREFIX/way/folder' 'file PREFIX//../outside/precious.txt'; do
  rm -rf "$prefix" "$outside"
  mkdir -p "$outside/folder" && echo keep > "$outside/precious.txt"
  bash Scripts/install.sh --prefix "$prefix" >/dev/null 2>&1
  ln -s "$outside" "$prefix/way"
  line=${line//PREFIX/$prefix} && line=${line//OUTSIDE/$outside}
  printf '%s\n' "$line" >> "$manifest"
  installed=$(find "$prefix" | sort)
  if errors=$(bash Scripts/uninstall.sh --prefix "$prefix" 2>&1); then
    echo "uninstall took the manifest line '$line'" >&2; exit 1
  fi
  grep -qF -- "$line" <<< "$errors" || { echo "uninstall did not name '$line': $errors" >&2; exit 1; }
  [ "$(cat "$outside/precious.txt")" = keep ] && [ -d "$outside/folder" ] \
    || { echo "uninstall removed outside the prefix for '$line'" >&2; exit 1; }
  [ "$(find "$prefix" | sort)" = "$installed" ] || { echo "uninstall removed files despite '$line'" >&2; exit 1; }
done
# An install that created its prefix records it (`dir PREFIX`), and uninstalling removes it.
rm -rf "$prefix"
bash Scripts/install.sh --prefix "$prefix" >/dev/null 2>&1
grep -qxF "dir $prefix" "$manifest" || { echo "install did not record the prefix it created" >&2; exit 1; }
bash Scripts/uninstall.sh --prefix "$prefix" 2>/dev/null || { echo "uninstall refused an install that created its prefix" >&2; exit 1; }
[ ! -e "$prefix" ] || { echo "uninstall left the prefix it created: $(find "$prefix")" >&2; exit 1; }
# A prefix whose parent the install created, and one written with a trailing slash.
for given in "$prefix/inner" "$prefix/"; do
  rm -rf "$prefix"
  bash Scripts/install.sh --prefix "$given" >/dev/null 2>&1
  bash Scripts/uninstall.sh --prefix "$given" 2>/dev/null || { echo "uninstall refused its own install into $given" >&2; exit 1; }
  [ ! -e "$prefix" ] || { echo "uninstall left $(find "$prefix") for $given" >&2; exit 1; }
done
echo "uninstall confinement: 6 hostile manifest lines refused, nothing removed; created prefixes (and parents) removed whole" >&2
