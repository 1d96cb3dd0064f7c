#!/usr/bin/env bash
# Writes convcalc's man page (mdoc) to OUT (default .build/convcalc.1): ArgumentParser's
# generate-manual plugin documents the flags and subcommands from the code; the sections it
# cannot know (keys and commands, converters, environment, files, exit status, examples)
# come from `convcalc manual-sections`, the same tables the guide holds (a test compares).
#
# usage: bash Scripts/manual.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
out=${1:-.build/convcalc.1}
command -v python3 >/dev/null 2>&1 || { echo "convcalc: python3 is needed to make the man page (Scripts/manual-help.py)" >&2; exit 1; }
version=$(cat VERSION)
# The date of the commit, so the same checkout always makes the same page.
date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)

# The plugin builds convcalc in debug (the build the tests share) and its tool,
# generate-manual. The tool is then run again on the help dump Scripts/manual-help.py makes
# ready for a man page (hidden commands and entries without text left out, non-ASCII
# characters as roff escapes, which the tool would drop).
swift package plugin generate-manual --configuration debug --date "$date" \
  --authors "the convcalc authors" >&2
bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '#!/bin/sh\nexec python3 %q %q\n' "$PWD/Scripts/manual-help.py" "$bin/convcalc" > "$work/convcalc"
chmod +x "$work/convcalc"
"$bin/generate-manual-tool" "$work/convcalc" --date "$date" --authors "the convcalc authors" \
  --output-directory "$work" >&2
generated=$work/convcalc.1
sections=$work/sections
"$bin/convcalc" manual-sections > "$sections"
characters=$work/characters
"$bin/convcalc" manual-sections --ascii-characters > "$characters"

mkdir -p "$(dirname "$out")"
# The extra sections replace the generated EXIT STATUS (`.Ex -std` knows only 0 and >0);
# the synopsis shows the subcommand as optional (convcalc alone is the calculator); the
# escapes manual-help.py wrote get their backslash back; blank lines of the description
# become paragraphs (none before a list item); a sentence starts a line (mdoc's rule), a lone
# point (the key in `9 8 . 6`, `0-9 .  C`) is none and keeps an unbreakable space; .Os names the
# version, and after it come the ASCII forms of °, ≈… for a locale that is not UTF-8.
awk -v sections="$sections" -v os="convcalc $version" '
  /^\.Sh "EXIT STATUS"/ { while ((getline line < sections) > 0) print line; skipping = 1; next }
  /^\.Sh / { skipping = 0; synopsis = ($0 == ".Sh SYNOPSIS") }
  synopsis && /^\.Ar subcommand$/ { print ".Op Ar subcommand"; next }
  !skipping { gsub(/\\e\[u/, "\\[u"); print }
' "$generated" | awk -v os="convcalc $version" -v characters="$characters" '
  /^\.Os/ { print ".Os " os; while ((getline line < characters) > 0) print line; next }
  /^(\.Pp)?$/ { blank = 1; next }
  blank && !/^\.(It|El)/ { print ".Pp" }
  !/^\./ { gsub(/ \. /, " .\\ "); gsub(/\. /, ".\n") }
  { blank = 0; print }
' > "$out"
echo "$out"
