#!/usr/bin/env bash
# Compiles the unit table, Sources/ConvCalcKit/Units/BuiltInUnits.units, into the Swift source the
# binary is built from (BuiltInUnits.swift beside it). Run it after editing the table; a problem in
# the table is printed as FILE:LINE:COLUMN and nothing is written. UnitTableTests checks it was run.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
table=Sources/ConvCalcKit/Units/BuiltInUnits.units
generated=Sources/ConvCalcKit/Units/BuiltInUnits.swift
swift build --product unit-table-generator >&2
next=$(mktemp)
trap 'rm -f "$next"' EXIT
"$(swift build --show-bin-path)/unit-table-generator" "$table" > "$next"
mv "$next" "$generated"
trap - EXIT
echo "wrote $generated" >&2
