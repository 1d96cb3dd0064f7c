#!/usr/bin/env bash
# Benchmarks `convcalc keypad` through a pseudo-terminal (no timing is asserted anywhere):
# key-press-to-screen latency, bytes per key press, start-up against `convcalc -e 212`.
# usage: bash Benchmarks/keypad.sh [KEY_PRESSES]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages libedit-dev libncurses-dev pkg-config python3
echo "building convcalc (release, static Swift standard library, non-PIE)..." >&2
swift build -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie >&2
python3 Benchmarks/keypad.py "$PWD/.build/release/convcalc" "${1:-300}"
