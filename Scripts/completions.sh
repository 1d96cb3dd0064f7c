#!/usr/bin/env bash
# Writes convcalc's completion script for SHELL (bash, zsh or fish) to stdout, from the binary's
# own --generate-completion-script (ArgumentParser), so flags, values and subcommands come from
# the same declarations as --help. One correction for bash: ArgumentParser's script counts the
# root command's file arguments as unlimited, so a subcommand's name (`convcalc keypad --…`) was
# read as a file and its own flags were never offered. Files still complete, through bash's
# default completion when the script offers nothing. (`-o filenames` stays on for every word: it
# quotes what is inserted, a pair's `>` included; it lists `km/L->` as `L->`, its part after the
# slash, as it lists a path.)
#
# usage: bash Scripts/completions.sh BINARY SHELL
set -euo pipefail
binary=${1:?usage: completions.sh BINARY SHELL}
shell=${2:?usage: completions.sh BINARY SHELL}
script=$("$binary" --generate-completion-script "$shell" | sed '1{/^#!/d}')  # sourced, not run: no #! line
if [ "$shell" = bash ]; then
  script=$(printf '%s\n' "$script" \
    | sed '0,/__convcalc_offer_flags_options -1/s//__convcalc_offer_flags_options 0/' \
    | sed 's/^complete -o filenames -F _convcalc convcalc$/complete -o default -o filenames -F _convcalc convcalc/')
fi
printf '%s\n' "$script"
