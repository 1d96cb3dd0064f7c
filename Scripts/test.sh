#!/usr/bin/env bash
# Quick start: installs what the tests need if missing, then runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages libedit-dev pkg-config python3 graphviz
swift build --build-tests
swift test --skip-build
