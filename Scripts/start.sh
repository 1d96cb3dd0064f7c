#!/usr/bin/env bash
# Quick start: installs libedit-dev if needed, builds convcalc (release: static Swift standard
# library and a non-PIE executable, which halve start-up) and starts it.
# Arguments are passed to convcalc: bash Scripts/start.sh --format json
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages libedit-dev pkg-config
swift build -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie >&2
exec .build/release/convcalc "$@"
