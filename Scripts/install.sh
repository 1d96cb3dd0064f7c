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
    --prefix) [ $# -ge 2 ] || { echo "convcalc: --prefix needs a folder" >&2; exit 64; }; prefix=$2; shift ;;
    --prefix=*) prefix=${1#--prefix=} ;;
    --dynamic) build=(--dynamic) ;;
    --uninstall) uninstall=true ;;
    *) echo "usage: bash Scripts/install.sh [--prefix DIR] [--dynamic] [--uninstall]" >&2; exit 64 ;;
  esac
  shift
done
# The manifest is one path a line: a name with a line break (or any control character) in it
# could make an uninstall remove something else.
case "$prefix${DESTDIR:-}" in
  *[[:cntrl:]]*) echo "convcalc: the prefix or DESTDIR has a control character (a line break?) in it; choose another" >&2; exit 64 ;;
esac
[ -n "$prefix" ] || { echo "convcalc: --prefix needs a folder, not an empty name" >&2; exit 64; }
case "$prefix" in "~"/*) prefix=$HOME/${prefix#"~"/} ;; esac
case "$prefix" in /*) ;; *) prefix=$caller/$prefix ;; esac
# One spelling of the prefix in the manifest: no trailing slash (`/tmp/q/` is `/tmp/q`).
while [ "${prefix%/}" != "$prefix" ] && [ "$prefix" != / ]; do prefix=${prefix%/}; done
root=${DESTDIR:-}
case "$root" in ""|/*) ;; *) root=$caller/$root ;; esac  # relative to where the command was typed, as --prefix
# DESTDIR is a packager's staging folder: it is made (unrecorded) when missing.
[ -n "$root" ] && mkdir -p "$root"
manifest=$prefix/share/convcalc/install-manifest

# Removes what the manifest lists: the files, then the folders it created, deepest first,
# each only if it is empty.
# manifest_entries: the manifest's lines as "KIND PATH", kept whole (a path may end in a
# space). Every line must be a file or dir inside the prefix (the prefix itself only as the
# dir an install created), written plainly (no `.` or `..` component, no `//`) and, with links
# resolved, still inside it: a line that is not (a damaged or planted manifest) is named and
# nothing is removed or installed (exit 1).
manifest_entries() {
  local entry path kind bad=0
  while IFS= read -r entry; do
    kind=${entry%% *} path=${entry#* }
    case "$kind" in file|dir) ;; *) echo "convcalc: manifest line not understood: $entry" >&2; bad=1; continue ;; esac
    # The prefix, and the folders above it, only as folders the install created.
    if [ "$kind" = dir ]; then
      case "$prefix/" in "$path"/*) printf '%s\n' "$entry"; continue ;; esac
    fi
    case "$path" in
      "$prefix"/*) ;;
      *) echo "convcalc: manifest line outside the prefix $prefix: $entry" >&2; bad=1; continue ;;
    esac
    case "/${path#"$prefix"/}/" in
      *//*|*/./*|*/../*) echo "convcalc: manifest line with a '.', '..' or '//' in its path: $entry" >&2; bad=1; continue ;;
    esac
    confined "$path" || { echo "convcalc: manifest line that leads outside the prefix through a link: $entry" >&2; bad=1; continue; }
    printf '%s\n' "$entry"
  done < "$root$manifest"
  [ $bad -eq 0 ] || { echo "convcalc: $root$manifest is damaged; nothing was removed" >&2; return 1; }
}

# confined PATH: true when PATH's folder, links resolved, is the prefix or inside it, and no
# folder between the prefix and PATH is a symbolic link. Asked of every line when the manifest
# is read, and again right before each removal: a folder swapped for a link in between (by
# whoever else may write in the prefix) stops that removal. (What is left is the moment
# between this check and `rm`'s own look-up.)
confined() {
  local folder inside
  inside=$(realpath -m -- "$root$prefix")
  folder=$(dirname -- "$1")
  case "$(realpath -m -- "$root$folder")/" in "$inside"/*) ;; *) return 1 ;; esac
  while [ "$folder" != "$prefix" ] && [ ${#folder} -gt ${#prefix} ]; do
    [ -L "$root$folder" ] && return 1
    folder=$(dirname -- "$folder")
  done
  return 0
}

remove_installed() {
  if [ -L "$root$manifest" ] || { [ -e "$root$manifest" ] && [ ! -f "$root$manifest" ]; }; then
    echo "convcalc: $root$manifest is not a regular file, so it is not read or removed" >&2; exit 1
  fi
  [ -f "$root$manifest" ] || { echo "convcalc: nothing installed under $prefix (no $manifest)" >&2; exit 1; }
  local entry entries files=() folders=() failed=0
  entries=$(manifest_entries) || exit 1
  while IFS= read -r entry; do
    case "${entry%% *}" in file) files+=("${entry#* }") ;; dir) folders=("${entry#* }" "${folders[@]}") ;; esac
  done <<< "$entries"
  for path in "${files[@]}" "$manifest"; do
    confined "$path" || { echo "convcalc: $root$path now leads outside the prefix through a link; not removed" >&2; failed=1; continue; }
    rm -f -- "$root$path" 2>/dev/null || { echo "convcalc: could not remove $root$path" >&2; failed=1; }
  done
  for path in "${folders[@]}"; do
    case "$prefix/" in "$path"/*) ;; *) confined "$path" || continue ;; esac
    rmdir -- "$root$path" 2>/dev/null || true
  done
  return $failed
}

if $uninstall; then
  remove_installed
  echo "convcalc: removed from $root$prefix" >&2
  exit 0
fi
# Everything is built first: a failed build leaves an earlier install as it was.
built=$(bash Scripts/build.sh "${build[@]}")
page=$(bash Scripts/manual.sh .build/convcalc.1)
staged=.build/completions
mkdir -p "$staged"
# The binary is installed stripped of its symbols and debug information (the static build:
# 31 MB as built, 16 MB stripped); the build's own copy keeps them, for a debugger.
binary=$staged/convcalc
cp "$built" "$binary"
case "$(uname -s)" in
  Linux) strip --strip-unneeded --remove-section=.comment --remove-section=.note "$binary" ;;
  *) strip -x "$binary" ;;
esac
# Completion scripts, from the one generator (see Scripts/completions.sh).
for shell in bash zsh fish; do bash Scripts/completions.sh "$built" "$shell" > "$staged/$shell"; done

# Where each file goes: SOURCE, DEST and MODE joined by tabs (no path here holds one).
tab=$'\t'
plan=("$binary$tab$prefix/bin/convcalc${tab}755" "$page$tab$prefix/share/man/man1/convcalc.1${tab}644"
      "$staged/bash$tab$prefix/share/bash-completion/completions/convcalc${tab}644"
      "$staged/zsh$tab$prefix/share/zsh/site-functions/_convcalc${tab}644"
      "$staged/fish$tab$prefix/share/fish/vendor_completions.d/convcalc.fish${tab}644")
for lesson in Examples/*.txt; do plan+=("$lesson$tab$prefix/share/doc/convcalc/examples/$(basename "$lesson")${tab}644"); done

# A file in the way that an earlier install did not put there is someone else's: refused
# before anything changes (an uninstall would otherwise remove it).
ours=()
if [ -f "$root$manifest" ] && [ ! -L "$root$manifest" ]; then
  listed=$(manifest_entries) || exit 1
  while IFS= read -r entry; do [ "${entry%% *}" = file ] && ours+=("${entry#* }"); done <<< "$listed"
fi
for step in "${plan[@]}"; do
  IFS=$tab read -r _ dest _ <<< "$step"
  folder=$(dirname "$dest")
  while [ "$folder" != / ] && [ ! -d "$root$folder" ]; do
    if [ -e "$root$folder" ] || [ -L "$root$folder" ]; then
      echo "convcalc: $root$folder is in the way: a folder is needed there; move it away or choose another --prefix" >&2
      exit 1
    fi
    folder=$(dirname "$folder")
  done
  if [ -e "$root$dest" ] || [ -L "$root$dest" ]; then
    printf '%s\n' "${ours[@]}" | grep -qxF -- "$dest" || {
      echo "convcalc: $root$dest is already there and was not installed by convcalc; move it away or choose another --prefix" >&2
      exit 1
    }
  fi
done

if [ -L "$root$manifest" ] || { [ -e "$root$manifest" ] && [ ! -f "$root$manifest" ]; }; then
  echo "convcalc: $root$manifest is not a regular file (a link?); move it away or choose another --prefix" >&2
  exit 1
fi
# A second install replaces the first, so the manifest keeps the folders the first created.
[ -f "$root$manifest" ] && remove_installed

entries=()
# record ENTRY: notes a file or folder installed, in the manifest too once it exists, so an
# install that fails halfway (a full disk) still leaves a manifest an uninstall can use.
record() {
  entries+=("$1")
  if [ -f "$root$manifest" ]; then printf '%s\n' "$1" >> "$root$manifest"; fi
}
# make_folder DIR: creates DIR and its missing parents, recording each one created.
make_folder() {
  [ -d "$root$1" ] || [ "$1" = / ] && return 0
  make_folder "$(dirname "$1")"
  mkdir -m 755 "$root$1"
  record "dir $1"
}
# put SOURCE DEST MODE: installs one file, recording it first (a half-written one goes too).
put() {
  make_folder "$(dirname "$2")"
  record "file $2"
  install -m "$3" "$1" "$root$2"
}
# The manifest first: its folder, then the list, kept up to date from here on.
make_folder "$(dirname "$manifest")"
printf '%s\n' "${entries[@]}" > "$root$manifest"
for step in "${plan[@]}"; do
  IFS=$tab read -r source dest mode <<< "$step"
  put "$source" "$dest" "$mode"
done
printf 'convcalc: installed in %s (%s files); remove with: %sbash Scripts/install.sh --prefix %q --uninstall\n' \
  "$root$prefix" "$(grep -c '^file ' "$root$manifest")" "${root:+DESTDIR=$(printf %q "$root") }" "$prefix" >&2
