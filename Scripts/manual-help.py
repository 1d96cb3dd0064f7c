#!/usr/bin/env python3
"""Prints convcalc's help dump (`convcalc --experimental-dump-help`, the JSON ArgumentParser's
generate-manual reads) made ready for the man page, for Scripts/manual.sh:

- a subcommand hidden from help (`manual-sections`) is left out, and so is an argument with no
  help text (the `subcommands...` of `help`), which would be an empty entry;
- every non-ASCII character becomes the roff escape `\\[uXXXX]`: generate-manual drops non-ASCII
  characters (`states × events` became `states  events`) and writes a backslash as `\\e`, so
  manual.sh turns `\\e[uXXXX]` back into `\\[uXXXX]`.

usage: python3 Scripts/manual-help.py CONVCALC
"""
import json
import subprocess
import sys


def roff_escaped(text):
    return "".join(c if ord(c) < 128 else "\\[u%04X]" % ord(c) for c in text)


def ready(node):
    if isinstance(node, str):
        return roff_escaped(node)
    if isinstance(node, list):
        return [ready(item) for item in node]
    if not isinstance(node, dict):
        return node
    node = {key: ready(value) for key, value in node.items()}
    if "subcommands" in node:
        node["subcommands"] = [command for command in node["subcommands"] if command.get("shouldDisplay", True)]
    for argument in node.get("arguments", []):
        if not argument.get("abstract"):
            argument["shouldDisplay"] = False
    return node


dump = subprocess.run([sys.argv[1], "--experimental-dump-help"], check=True, capture_output=True).stdout
print(json.dumps(ready(json.loads(dump))))
