#!/usr/bin/env bash
# Writes convcalc's man page (mdoc) to OUT (default .build/convcalc.1): ArgumentParser's
# generate-manual plugin documents the flags and subcommands from the code; the sections it
# cannot know (keys and commands, converters, environment, files, exit status, examples)
# come from `convcalc manual-sections`, the same tables README holds (a test compares).
#
# usage: bash Scripts/manual.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
out=${1:-.build/convcalc.1}
version=$(cat VERSION)
# The date of the commit, so the same checkout always makes the same page.
date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)

# The plugin builds the package in debug (the build the tests share) and runs the tool.
swift package plugin generate-manual --configuration debug --date "$date" \
  --authors "the convcalc authors" >&2
generated=.build/plugins/GenerateManual/outputs/convcalc/convcalc.1
sections=$(mktemp)
trap 'rm -f "$sections"' EXIT
.build/debug/convcalc manual-sections > "$sections"

mkdir -p "$(dirname "$out")"
# The extra sections replace the generated EXIT STATUS (`.Ex -std` knows only 0 and >0);
# blank lines of the description become paragraphs (none before a list item); a sentence
# starts a line (mdoc's rule); .Os names the version.
awk -v sections="$sections" -v os="convcalc $version" '
  /^\.Sh "EXIT STATUS"/ { while ((getline line < sections) > 0) print line; skipping = 1; next }
  /^\.Sh / { skipping = 0 }
  !skipping { print }
' "$generated" | awk -v os="convcalc $version" '
  /^\.Os/ { print ".Os " os; next }
  /^(\.Pp)?$/ { blank = 1; next }
  blank && !/^\.(It|El)/ { print ".Pp" }
  !/^\./ { gsub(/\. /, ".\n") }
  { blank = 0; print }
' > "$out"
echo "$out"
