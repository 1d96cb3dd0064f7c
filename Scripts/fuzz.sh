#!/usr/bin/env bash
# Runs the libFuzzer target for SECONDS (default 60) from the committed seed corpus.
# usage: bash Scripts/fuzz.sh [SECONDS] [more libFuzzer flags, e.g. -jobs=2 -runs=10000000]
# Findings are written to fuzz-artifacts/ (git-ignored); replay one with:
#   .build-fuzz/release/ConvCalcFuzz fuzz-artifacts/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
seconds=${1:-60}
shift || true
swift build -c release --sanitize=fuzzer --product ConvCalcFuzz --scratch-path .build-fuzz >&2
mkdir -p .build-fuzz/corpus fuzz-artifacts
# SWIFT_BACKTRACE=enable=no: with the backtracer on, libFuzzer never writes the crash file.
SWIFT_BACKTRACE=enable=no .build-fuzz/release/ConvCalcFuzz .build-fuzz/corpus Fuzz/corpus \
  -dict=Fuzz/words.dict -max_total_time="$seconds" -max_len=4096 -artifact_prefix=fuzz-artifacts/ -print_final_stats=1 "$@"
