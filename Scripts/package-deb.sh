#!/usr/bin/env bash
# Builds the Debian package convcalc_VERSION_ARCH.deb (in .build/deb/) with dpkg-deb, from
# what Scripts/install.sh installs under /usr, and checks it with lintian.
#
# usage: bash Scripts/package-deb.sh [--dynamic]
# The binary is stripped (install.sh installs it so). Depends: is computed by dpkg-shlibdeps from what the binary links:
# the default, fully static, binary needs no other package (not even libc6); the --dynamic
# one depends on libc6 and libedit2.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/require.sh
require_packages dpkg-dev lintian file
build=()
[ "${1:-}" = --dynamic ] && build=(--dynamic)

version=$(cat VERSION)
arch=$(dpkg --print-architecture)
out=.build/deb
stage=$out/convcalc_${version}_$arch
rm -rf "$stage"
mkdir -p "$stage"
DESTDIR=$PWD/$stage bash Scripts/install.sh --prefix /usr "${build[@]}"

# What dpkg tracks itself, or where Debian wants it.
rm -r "$stage/usr/share/convcalc"
mkdir -p "$stage/usr/share/zsh/vendor-completions"
mv "$stage/usr/share/zsh/site-functions/_convcalc" "$stage/usr/share/zsh/vendor-completions/"
rmdir "$stage/usr/share/zsh/site-functions"
gzip -9n "$stage/usr/share/man/man1/convcalc.1"
doc=$stage/usr/share/doc/convcalc
cat > "$doc/copyright" <<'COPYRIGHT'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: convcalc
Comment: The fully static build also contains, from Debian's static archives, glibc
 (LGPL-2.1+), libedit (BSD-3-clause), libbsd and libmd (BSD and public domain), ncurses'
 libtinfo (MIT/X11), and the Swift runtime and swift-argument-parser (Apache-2.0 with
 Runtime Library Exception).

Files: *
Copyright: the convcalc authors
License: unspecified
 No license has been chosen for convcalc yet.
COPYRIGHT
date_rfc=$(date -R -d "@$(git log -1 --format=%ct 2>/dev/null || date +%s)")
printf 'convcalc (%s) unstable; urgency=low\n\n  * Release %s.\n\n -- convcalc authors <convcalc@example.org>  %s\n' \
  "$version" "$version" "$date_rfc" | gzip -9n > "$doc/changelog.gz"  # a native package: changelog.gz

# A static binary is the point of the default build: it embeds glibc, libedit and libtinfo.
mkdir -p "$stage/usr/share/lintian/overrides"
if file -b "$stage/usr/bin/convcalc" | grep -q 'statically linked'; then
  printf '%s\n' "# Built fully static on purpose (Scripts/build.sh): it starts several times faster." \
    "convcalc: statically-linked-binary [usr/bin/convcalc]" \
    "convcalc: embedded-library ncurses [usr/bin/convcalc]" > "$stage/usr/share/lintian/overrides/convcalc"
fi

# Depends: from the shared libraries the binary needs (none for a static binary).
depends=""
if ! file -b "$stage/usr/bin/convcalc" | grep -q 'statically linked'; then
  shlibs=$(mktemp -d)
  mkdir "$shlibs/debian"
  printf 'Source: convcalc\n\nPackage: convcalc\nArchitecture: any\n' > "$shlibs/debian/control"
  depends=$(cd "$shlibs" && dpkg-shlibdeps -O -e "$OLDPWD/$stage/usr/bin/convcalc" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
  rm -rf "$shlibs"
fi

mkdir -p "$stage/DEBIAN"
{
  echo "Package: convcalc"
  echo "Version: $version"
  echo "Architecture: $arch"
  echo "Maintainer: convcalc authors <convcalc@example.org>"
  echo "Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)"
  [ -n "$depends" ] && echo "Depends: $depends"
  echo "Section: utils"
  echo "Priority: optional"
  echo "Description: keypad conversion calculator for the terminal"
  echo " convcalc converts temperatures, lengths, masses and times exactly (rational"
  echo " arithmetic, rounded once) through an explicit state machine: an interactive"
  echo " calculator with line editing, a teaching tool with replayable lessons, and a"
  echo " filter for scripts (plain or JSON output)."
} > "$stage/DEBIAN/control"
find "$stage" -type d -exec chmod 755 {} +
package=$out/convcalc_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$package" >&2
lintian --fail-on error "$package" >&2 || { echo "convcalc: lintian found errors" >&2; exit 1; }
echo "$package"
