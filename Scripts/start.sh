#!/usr/bin/env bash
# Quick start: installs what the build needs if missing, builds convcalc (release; on Linux one
# fully static executable, see Scripts/build.sh) and starts it.
# Arguments are passed to convcalc: bash Scripts/start.sh --format json
# --dynamic first builds against the shared libedit instead: bash Scripts/start.sh --dynamic
set -euo pipefail
cd "$(dirname "$0")/.."
build=()
if [ "${1:-}" = --dynamic ] || [ "${1:-}" = --static ]; then build=("$1"); shift; fi
binary=$(bash Scripts/build.sh "${build[@]}")
exec "$binary" "$@"
