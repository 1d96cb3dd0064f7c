#!/usr/bin/env bash
# The one way convcalc's release binary is built; start.sh, install.sh, package-deb.sh,
# the benchmarks and CI all call it. Prints the binary's path on stdout (the build's own
# output goes to stderr).
#
# usage: bash Scripts/build.sh [--static | --dynamic]
#   --static   (default on Linux) one self-contained executable: the Swift runtime, glibc,
#              libedit and its dependencies linked from Debian's static archives (.a). The
#              loader has nothing to do, so it starts several times faster; the code start-up
#              runs is laid out together (Scripts/startup-order.txt).  -> .build/release/convcalc
#   --dynamic  (default on macOS) libedit and libc as shared libraries; the Swift standard
#              library still static and the executable non-PIE.       -> .build-dynamic/release/convcalc
#
# The two builds use different scratch folders, so switching never recompiles the other.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh

# The pkg-config modules linked statically. libbsd is named because libedit.pc lists -lbsd
# without its own dependency -lmd. The keypad adds "ncursesw" here.
static_modules=(libedit libbsd)

link=static
[ "$(uname -s)" = Linux ] || link=dynamic
for argument in "$@"; do
  case "$argument" in
    --static) link=static ;;
    --dynamic) link=dynamic ;;
    *) echo "usage: bash Scripts/build.sh [--static | --dynamic]" >&2; exit 64 ;;
  esac
done

# --version shows the commit when built from a git checkout (Package.swift reads this).
if commit=$(git rev-parse --short=12 HEAD 2>/dev/null); then
  git diff --quiet HEAD 2>/dev/null || commit+="-dirty"
  export CONVCALC_COMMIT=$commit
fi

if [ "$link" = static ]; then
  require_packages libedit-dev libbsd-dev libmd-dev libncurses-dev pkg-config
  scratch=.build
  flags=(--static-swift-stdlib -Xswiftc -static-executable)
  # Each function in a section of its own, and the ones start-up runs placed side by side
  # (Scripts/startup-order.sh makes the list): fewer pages of code to fault in at start.
  flags+=(-Xswiftc -Xfrontend -Xswiftc -function-sections)
  [ -s Scripts/startup-order.txt ] && flags+=(-Xlinker "--section-ordering-file=$PWD/Scripts/startup-order.txt")
  # The build system does not see the list change (the linker's arguments are the same): a
  # list newer than the binary removes it, so it is linked again in the new order.
  [ Scripts/startup-order.txt -nt "$scratch/release/convcalc" ] && rm -f "$scratch/release/convcalc"
  for library in $(pkg-config --static --libs-only-l "${static_modules[@]}"); do
    flags+=(-Xlinker "$library")
  done
else
  [ "$(uname -s)" = Linux ] && require_packages libedit-dev libncurses-dev pkg-config
  scratch=.build-dynamic
  # Non-PIE: the loader has no relocations to apply to the 25 MB binary (half the start-up).
  flags=(--static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie)
fi

# Either way, generic types' metadata is made by accessor functions, not by demangling their
# names at run time: about an eighth of the instructions of a start (-e 212), 0.2 M of the keypad's.
flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
# And a value of many fields (a line's `Outcome`) is destroyed by code made for its type, not
# through its type's value witness: replay 11 instructions a line fewer, `-e 212` 243 k -> 237 k
# when measured (a start's count also moves with layout); the binary's size is unchanged.
flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-type-layout)

# glibc's linker notes for a static executable: the Swift runtime and Foundation reference
# dlopen and the passwd/group look-ups, which would need glibc's shared NSS modules at run
# time. convcalc never calls them (the home folder comes from HOME), so these lines are noise.
static_notes='in statically linked applications requires at runtime the shared libraries|_ThreadLocal.swift.o:function .*the use of `mktemp'"'"' is dangerous'
swift build -c release --product convcalc --scratch-path "$scratch" "${flags[@]}" 2>&1 \
  | { grep -Ev "$static_notes" || true; } >&2
echo "$PWD/$scratch/release/convcalc"
