"""Independent exact oracle for convcalc's conversions, using Python's fractions.

Reads lines "FROM<TAB>TO<TAB>PLACES<TAB>VALUE" and prints, per line, the value converted
exactly from the published definitions (written here again, not taken from convcalc),
rounded half away from zero to PLACES decimals, trailing zeros trimmed, never -0,
followed by a tab and "exact" or "rounded".
"""
import sys
from fractions import Fraction as F

LB = F("0.45359237")
IN, FT, YD, MI = F("0.0254"), F("0.3048"), F("0.9144"), F("1609.344")
GAL, IMP_GAL = 231 * IN ** 3, F("4.54609") / 1000
FACTORS = {
    "km": F(1000), "m": F(1), "cm": F("0.01"), "mm": F("0.001"), "mi": MI,
    "yd": YD, "ft": FT, "in": IN, "nmi": F(1852),
    "t": F(1000), "kg": F(1), "g": F("0.001"), "mg": F("0.000001"), "lb": LB, "oz": LB / 16, "st": 14 * LB,
    "short ton": 2000 * LB, "long ton": 2240 * LB,
    "ms": F("0.001"), "s": F(1), "min": F(60), "h": F(3600), "d": F(86400), "wk": F(604800),
    "m/s": F(1), "km/h": F(1000, 3600), "mph": MI / 3600, "kn": F(1852, 3600), "ft/s": FT,
    "m³": F(1), "L": F(1, 1000), "mL": F(1, 10 ** 6), "cm³": F(1, 10 ** 6), "gal": GAL, "qt": GAL / 4,
    "pt": GAL / 8, "cup": GAL / 16, "fl oz": GAL / 128, "imp gal": IMP_GAL, "imp pt": IMP_GAL / 8,
    "in³": IN ** 3, "ft³": FT ** 3,
    "m²": F(1), "cm²": F(1, 10 ** 4), "km²": F(10 ** 6), "ha": F(10 ** 4), "acre": F("4046.8564224"),
    "ft²": FT ** 2, "in²": IN ** 2, "yd²": YD ** 2, "mi²": MI ** 2,
}

def celsius(unit, x):
    if unit == "°C": return x
    if unit == "°F": return (x - 32) * F(5, 9)
    if unit == "K": return x - F("273.15")
    raise KeyError(unit)

def from_celsius(unit, c):
    if unit == "°C": return c
    if unit == "°F": return c * F(9, 5) + 32
    if unit == "K": return c + F("273.15")
    raise KeyError(unit)

def convert(source, target, x):
    if source in FACTORS:
        return x * FACTORS[source] / FACTORS[target]
    return from_celsius(target, celsius(source, x))

def rounded(q, places):
    scaled = abs(q) * 10 ** places
    whole = scaled.numerator // scaled.denominator
    if scaled - whole >= F(1, 2):
        whole += 1
    digits = str(whole).rjust(places + 1, "0")
    text = digits[:len(digits) - places] + ("." + digits[len(digits) - places:] if places else "")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    if q < 0 and whole != 0:
        text = "-" + text
    return text, scaled.denominator == 1

for line in sys.stdin:
    source, target, places, value = line.rstrip("\n").split("\t")
    text, exact = rounded(convert(source, target, F(value)), int(places))
    print(text + "\t" + ("exact" if exact else "rounded"))
