#!/usr/bin/env bash
# Quick start: installs what the tests need if missing, then runs the whole test suite, and
# the end-to-end suites again against the release binary Scripts/build.sh makes (on Linux the
# fully static one), through CONVCALC_BINARY. tmux is the terminal the keypad tests drive.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages libedit-dev libncurses-dev pkg-config python3 graphviz ncurses-bin tmux acl attr time python3-pyside2.qtscxml locales strace
swift build --build-tests
swift test --skip-build
# The release build prints no compiler warning (a new user's first build shows them all).
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
binary=$(bash Scripts/build.sh 2> "$build_log") || { cat "$build_log" >&2; exit 1; }
cat "$build_log" >&2
if grep -q "warning:" "$build_log"; then echo "the release build printed compiler warnings (above)" >&2; exit 1; fi
echo "end-to-end suites against $binary" >&2
CONVCALC_BINARY=$binary swift test --skip-build \
  --filter 'convcalcTests\.(InteractiveTests|StreamingReplayTests|TerminalDisplayTests|FaultTests|PlatformTests|ReplayTests|CompletionScriptTests|VersionTests|HostileKeysTests|TerminalRestoreTests|SignalResponseTests|BlockedOutputSignalTests|NonUTF8TerminalTests|SuspendTests|PromptFuzzTests|LineEndingTests|KeypadTerminalTests|KeypadTerminalNumbersTests|ExportedMachineEngineTests|KeypadQuizTerminalTests|KeypadLessonTerminalTests|EditorSettingsTests|UnknownTerminalTypeTests|HugeTerminalPromptTests|KeypadHangupTests|CommandLineArgumentsTests|LocaleDataTests)'
