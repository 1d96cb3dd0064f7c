#!/usr/bin/env bash
# Compiles the unit table, Sources/ConvCalcKit/Units/BuiltInUnits.units, into the Swift source the
# binary is built from (BuiltInUnits.swift beside it), then what is written from it: the guide's unit
# tables and the fuzzer's dictionary. Run it after editing the table; a problem in
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
# What is written from the table too: the guide's unit tables, the fuzzer's dictionary.
bash Scripts/readme-tables.sh
swift build --build-tests >&2
CONVCALC_WRITE_FUZZ_DICT=1 swift test --skip-build --filter FuzzDictionaryTests >&2
echo "wrote docs/GUIDE.md's tables and Fuzz/words.dict" >&2
