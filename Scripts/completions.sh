#!/usr/bin/env bash
# Writes convcalc's completion script for SHELL (bash, zsh or fish) to stdout, from the binary's
# own --generate-completion-script (ArgumentParser), so flags, values and subcommands come from
# the same declarations as --help. One correction for bash: ArgumentParser's script counts the
# root command's file arguments as unlimited, so a subcommand's name (`convcalc keypad --…`) was
# read as a file and its own flags were never offered. Files still complete, through bash's
# default completion when the script offers nothing. Two for its lists (`-W`): `-o filenames`
# quotes what is inserted, a pair's `>` included, but lists `km/L->` as `L->`, its part after
# the slash, as it lists a path; a list with a slash is quoted by the script instead (`%q`), with
# `-o filenames` off for that word, so it is listed whole; and a pair begun (`mph->`) gets no
# blank after it (bash added one, and the target could not be typed or completed); a value that
# no list offers gets no file names either.
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
  # Defined after ArgumentParser's own, which it replaces: the same, then the quoting above.
  script=$(printf '%s\n' "$script" | sed '/^complete -o default/i\
__convcalc_add_completions() {\
    local completion quoted\
    local -a found=()\
    while IFS= read -r completion; do\
        found+=("${completion}")\
    done < <(IFS=$'"'"'\\n'"'"' compgen "${@}" -- "${cur}")\
    # A value no list offers (`--converter sm`) is no file either: the default completion gave file names.\
    if [[ ${1} == -W && ${#found[@]} -eq 0 ]]; then compopt +o default 2>/dev/null; fi\
    # A pair begun (`mph->`) is no whole word: no blank after it.\
    if [[ ${1} == -W && ${#found[@]} -eq 1 && ${found[0]} == *-\\> ]]; then compopt -o nospace 2>/dev/null; fi\
    if [[ ${1} == -W && ${found[*]} == */* ]]; then\
        compopt +o filenames 2>/dev/null\
        for completion in "${found[@]}"; do printf -v quoted %q "${completion}"; COMPREPLY+=("${quoted}"); done\
    else\
        COMPREPLY+=("${found[@]}")\
    fi\
}\
')
fi
printf '%s\n' "$script"
