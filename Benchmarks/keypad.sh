#!/usr/bin/env bash
# Benchmarks `convcalc keypad` through a pseudo-terminal (no timing is asserted anywhere):
# key-press-to-screen latency, bytes per key press, start-up against `convcalc -e 212`.
# usage: bash Benchmarks/keypad.sh [KEY_PRESSES]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages python3
binary=$(bash Scripts/build.sh)
python3 Benchmarks/keypad.py "$binary" "${1:-300}"
