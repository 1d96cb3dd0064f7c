#!/usr/bin/python3
"""Replays events through convcalc's exported SCXML in Qt's SCXML engine.

Usage: scxml-replay.py MACHINE.scxml < EVENTS

Each line of EVENTS is `EVENT EXPECTED DATA`: an SCXML event name, the state the calculator is
in after it, and the event's data as a JSON object (which guards hold: {"placesFit": true}).
The machine is loaded with QScxmlStateMachine.fromFile and started; after each event its one
active state must equal EXPECTED. Prints `ok N` and exits 0, or names the first line where the
engine and the calculator disagree and exits 1 (2 when the document does not load).
Needs Debian's python3-pyside2.qtscxml; runs headless (QCoreApplication, no display).
"""
import json
import sys

from PySide2.QtCore import QCoreApplication
from PySide2.QtScxml import QScxmlStateMachine


def active(machine, app):
    app.processEvents()
    return sorted(machine.activeStateNames())


def main():
    app = QCoreApplication(sys.argv[:1])
    machine = QScxmlStateMachine.fromFile(sys.argv[1])
    errors = [error.toString() for error in machine.parseErrors()]
    if errors or machine.dataModel() is None:
        print("the SCXML does not load:", *errors, sep="\n  ")
        return 2
    machine.start()
    if active(machine, app) != ["ready"]:
        print("starts in", active(machine, app), "not in ready")
        return 1
    count = 0
    for number, line in enumerate(sys.stdin, start=1):
        event, expected, data = line.rstrip("\n").split(" ", 2)
        machine.submitEvent(event, json.loads(data))
        state = active(machine, app)
        if state != [expected]:
            print(f"line {number}: after {event} {data} the engine is in {state}, the calculator in {expected}")
            return 1
        count += 1
    print("ok", count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
