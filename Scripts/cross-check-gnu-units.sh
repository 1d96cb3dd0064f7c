#!/usr/bin/env bash
# GNU units' database against GNU units itself: installs Debian's `units` if missing, then
# (1) every unit convcalc loads from /usr/share/units/definitions.units agrees with
# `units -t -d 15 NAME` (one `units` process answers all ~3,000) to 12 significant digits and
# in its dimensions — GNUDatabaseCrossCheckTests, which must run here, not be skipped — and
# every built-in unit pair agrees with it (GNUUnitsCrossCheckTests); (2) the release binary
# loads the file with one summary line and exit status 0.
#
# usage: bash Scripts/cross-check-gnu-units.sh [BINARY]   (BINARY: default Scripts/build.sh's)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages units
database=/usr/share/units/definitions.units
swift build --build-tests >&2
output=$(swift test --skip-build --filter 'GNUDatabaseCrossCheckTests|GNUUnitsCrossCheckTests' 2>&1) \
  || { echo "$output" >&2; exit 1; }
echo "$output" | grep 'units agree' || { echo "$output" >&2; echo "the cross-check was skipped" >&2; exit 1; }
binary=${1:-$(bash Scripts/build.sh)}
summary=$("$binary" units --check "$database")
echo "$summary"
[[ $summary =~ ^$database:\ [0-9,]+\ units\ loaded,\ [0-9,]+\ lines\ left\ out:\  ]] \
  || { echo "not the one-line summary" >&2; exit 1; }
