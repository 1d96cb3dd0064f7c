#!/usr/bin/env python3
"""Writes a deterministic keystroke workload for convcalc and the same conversions for the
peers: a mix of number entry, C, +/-, convert N and swap (seeded; default 1,000,000 lines).

usage: workload.py LINES SEED OUTDIR
Writes OUTDIR/keys.txt (convcalc's input, exactly LINES lines, no rejected line),
OUTDIR/units.txt (the same conversions for GNU units: a 'have' and a 'want' line each) and
OUTDIR/bc.txt (the same conversions as a bc program). awk reads keys.txt (Benchmarks/peer.awk).
It also writes OUTDIR/conversions.txt: LINES one-line conversions (`N UNIT to UNIT`), a mix of
pairs of every kind, named by symbols and by names.
"""
import random
import sys

lines, seed, outdir = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = random.Random(seed)
keys, unit_lines, bc_lines = [], [], ["scale=20"]
# The keypad converters, as (from, to, bc expression of x) with exact definitions.
converters = [("tempF", "tempC", "(x-32)*5/9"), ("tempC", "tempF", "x*9/5+32"), ("mi", "km", "x*1.609344"),
              ("km", "mi", "x/1.609344"), ("m", "ft", "x/0.3048"), ("m", "yd", "x/0.9144"),
              ("m", "km", "x/1000"), ("m", "cm", "x*100")]
current = 0
negative = False  # a negative value may be below absolute zero in the next converter
while len(keys) < lines:
    roll = rng.random()
    if roll >= 0.80 and negative:
        roll = 0.0
    if roll < 0.70:
        value = f"{rng.uniform(0, 5000):.{rng.randint(0, 3)}f}"
        keys.append(value)
        negative = False
    elif roll < 0.80:
        value = str(rng.randint(0, 999))
        keys.append("C " + value)
        negative = False
    elif roll < 0.88:
        value = str(rng.randint(1, 273))  # stays above absolute zero in every scale
        keys.append(value + " +/-")
        value = "-" + value
        negative = True
    elif roll < 0.97:
        current = rng.randint(0, 7)
        keys.append(f"convert {current + 1}")
        continue
    else:
        keys.append("swap")
        continue
    source, target, expression = converters[current]
    if source.startswith("temp"):
        unit_lines += [f"{source}({value})", target]
    else:
        unit_lines += [f"{value} {source}", target]
    bc_lines.append(f"x={value}; {expression}")
# One-line conversions: pairs of every kind, old units and the unit table's newer ones.
pairs = [("psi", "kPa"), ("kWh", "J"), ("mpg", "L/100km"), ("ly", "km"), ("tbsp", "mL"), ("furlong", "m"),
         ("mi", "km"), ("ft", "in"), ("°F", "°C"), ("lb", "kg"), ("GB", "MiB"), ("hp", "kW"), ("bar", "psi"),
         ("km/h", "mph"), ("gal", "L"), ("acre", "ha"), ("N", "lbf"), ("MHz", "rpm"), ("kcal", "kJ"),
         ("atm", "mmHg"), ("miles", "kilometers"), ("feet", "meters"), ("fahrenheit", "celsius"), ("ft", "ft+in")]
conversions = []
for _ in range(lines):
    source, target = rng.choice(pairs)
    conversions.append(f"{rng.uniform(1, 5000):.{rng.randint(0, 3)}f} {source} to {target}")
with open(f"{outdir}/conversions.txt", "w") as f:
    f.write("\n".join(conversions) + "\n")
with open(f"{outdir}/keys.txt", "w") as f:
    f.write("\n".join(keys[:lines]) + "\n")
with open(f"{outdir}/units.txt", "w") as f:
    f.write("\n".join(unit_lines) + "\n")
with open(f"{outdir}/bc.txt", "w") as f:
    f.write("\n".join(bc_lines) + "\n")
