#!/usr/bin/env bash
# Removes what Scripts/install.sh installed, by its manifest: bash Scripts/uninstall.sh [--prefix DIR]
exec bash "$(dirname "$0")/install.sh" "$@" --uninstall
