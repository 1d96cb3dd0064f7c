#!/usr/bin/env bash
# Installs convcalc the usual way: the release binary Scripts/build.sh makes (on Linux fully
# static), the man page, bash/zsh/fish completions and the lessons, under PREFIX (default
# /usr/local; DESTDIR is put in front of every path, for packagers). It records what it
# installed, files and the folders it had to create, in PREFIX/share/convcalc/install-manifest,
# so that --uninstall removes exactly that and leaves PREFIX as it was.
#
# usage: bash Scripts/install.sh [--prefix DIR] [--dynamic]
#        bash Scripts/install.sh [--prefix DIR] --uninstall     (also: bash Scripts/uninstall.sh)
set -euo pipefail
caller=$PWD  # a relative --prefix is relative to where the command was typed
cd "$(dirname "$0")/.."
prefix=/usr/local
build=()
uninstall=false
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=${2:?--prefix needs a folder}; shift ;;
    --prefix=*) prefix=${1#--prefix=} ;;
    --dynamic) build=(--dynamic) ;;
    --uninstall) uninstall=true ;;
    *) echo "usage: bash Scripts/install.sh [--prefix DIR] [--dynamic] [--uninstall]" >&2; exit 64 ;;
  esac
  shift
done
case "$prefix" in "~"/*) prefix=$HOME/${prefix#"~"/} ;; esac
case "$prefix" in /*) ;; *) prefix=$caller/$prefix ;; esac
root=${DESTDIR:-}
# DESTDIR is a packager's staging folder: it is made (unrecorded) when missing.
[ -n "$root" ] && mkdir -p "$root"
manifest=$prefix/share/convcalc/install-manifest

# Removes what the manifest lists: the files, then the folders it created, deepest first,
# each only if it is empty.
remove_installed() {
  [ -f "$root$manifest" ] || { echo "convcalc: nothing installed under $prefix (no $manifest)" >&2; exit 1; }
  local kind path files=() folders=()
  while read -r kind path; do
    case "$kind" in file) files+=("$path") ;; dir) folders=("$path" "${folders[@]}") ;; esac
  done < "$root$manifest"
  for path in "${files[@]}" "$manifest"; do rm -f "$root$path"; done
  for path in "${folders[@]}"; do rmdir "$root$path" 2>/dev/null || true; done
}

if $uninstall; then
  remove_installed
  echo "convcalc: removed from $root$prefix" >&2
  exit 0
fi
# A second install replaces the first, so the manifest keeps the folders the first created.
[ -f "$root$manifest" ] && remove_installed

binary=$(bash Scripts/build.sh "${build[@]}")
page=$(bash Scripts/manual.sh .build/convcalc.1)
staged=.build/completions
mkdir -p "$staged"
# Completion scripts, from the one generator (see Scripts/completions.sh).
for shell in bash zsh fish; do bash Scripts/completions.sh "$binary" "$shell" > "$staged/$shell"; done

entries=()
# make_folder DIR: creates DIR and its missing parents, recording each one created.
make_folder() {
  [ -d "$root$1" ] || [ "$1" = / ] && return 0
  make_folder "$(dirname "$1")"
  mkdir -m 755 "$root$1"
  entries+=("dir $1")
}
# put SOURCE DEST MODE: installs one file, recording it.
put() {
  make_folder "$(dirname "$2")"
  install -m "$3" "$1" "$root$2"
  entries+=("file $2")
}
put "$binary" "$prefix/bin/convcalc" 755
put "$page" "$prefix/share/man/man1/convcalc.1" 644
put "$staged/bash" "$prefix/share/bash-completion/completions/convcalc" 644
put "$staged/zsh" "$prefix/share/zsh/site-functions/_convcalc" 644
put "$staged/fish" "$prefix/share/fish/vendor_completions.d/convcalc.fish" 644
for lesson in Examples/*.txt; do
  put "$lesson" "$prefix/share/doc/convcalc/examples/$(basename "$lesson")" 644
done
make_folder "$(dirname "$manifest")"
printf '%s\n' "${entries[@]}" > "$root$manifest"
echo "convcalc: installed in $root$prefix ($(grep -c '^file ' "$root$manifest") files); remove with: ${root:+DESTDIR='$root' }bash Scripts/install.sh --prefix '$prefix' --uninstall" >&2
