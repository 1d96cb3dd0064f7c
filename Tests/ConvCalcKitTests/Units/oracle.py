"""Independent exact oracle for convcalc's conversions, using Python's fractions.

Reads lines "MODE<TAB>FROM<TAB>TO<TAB>PRECISION<TAB>VALUE" (VALUE may be scientific, 1.5e-4)
and prints, per line, the value converted exactly from the published definitions (written
here again, not taken from convcalc), rounded half away from zero, then a tab and "exact"
or "rounded". MODE is
  fixed     PRECISION decimal places, positional, trailing zeros trimmed, never -0;
  places    the same, but scientific with max(PRECISION, 1) significant digits when that
            would show 0 for a value not 0 or need more than 15 integer digits;
  sig       PRECISION significant digits, positional when 1e-4 <= |rounded| < 1e15;
  compound  TO is a compound unit (ft+in): whole larger units, the last rounded to
            PRECISION places (scientific when all would be 0), one sign; "none" when the
            first part needs more than 15 digits.
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

def half_up(q):
    """The non-negative q rounded half up to a whole number, and whether that was exact."""
    whole = q.numerator // q.denominator
    return (whole + 1 if q - whole >= F(1, 2) else whole), q.denominator == 1

def positional(whole, places):
    digits = str(whole).rjust(places + 1, "0")
    text = digits[:len(digits) - places] + ("." + digits[len(digits) - places:] if places else "")
    return text.rstrip("0").rstrip(".") if "." in text else text

def fixed(q, places):
    whole, exact = half_up(abs(q) * 10 ** places)
    return ("-" if q < 0 and whole else "") + positional(whole, places), exact, whole

def significant(q, digits):
    """|q| (not 0) as (mantissa of `digits` digits, its exponent, exact)."""
    a = abs(q)
    e = len(str(a.numerator)) - len(str(a.denominator))
    while F(10) ** e > a: e -= 1
    while F(10) ** (e + 1) <= a: e += 1
    m, exact = half_up(a * F(10) ** (digits - 1 - e))
    if m == 10 ** digits: m, e = m // 10, e + 1
    return m, e, exact

def scientific(q, digits):
    if q == 0: return "0", True
    m, e, exact = significant(q, digits)
    s = str(m).rstrip("0")
    return ("-" if q < 0 else "") + s[0] + ("." + s[1:] if len(s) > 1 else "") + "e" + str(e), exact

def places_mode(q, places):
    text, exact, whole = fixed(q, places)
    if (whole == 0 and q != 0) or whole >= 10 ** (15 + places):
        return scientific(q, max(places, 1))
    return text, exact

def sig_mode(q, digits):
    if q == 0: return "0", True
    m, e, exact = significant(q, digits)
    if -4 <= e < 15:
        places = max(0, digits - 1 - e)
        text, _, _ = fixed((-1 if q < 0 else 1) * m * F(10) ** (e - digits + 1), places)
        return text, exact
    return scientific(q, digits)

def compound_mode(source, target, x, places):
    parts = target.split("+")
    q = convert(source, parts[-1], x)
    total, exact = half_up(abs(q) * 10 ** places)
    whole, values = total, []
    for part in parts[:-1]:
        unit = int(FACTORS[part] / FACTORS[parts[-1]]) * 10 ** places
        values.append(str(whole // unit))
        whole %= unit
    if values and int(values[0]) >= 10 ** 15: return "none", None
    if total == 0 and q != 0:
        last, exact = scientific(abs(q), max(places, 1))
    else:
        last = positional(whole, places)
    values.append(last)
    return ("-" if q < 0 else "") + " ".join(v + " " + u for v, u in zip(values, parts)), exact

for line in sys.stdin:
    mode, source, target, precision, value = line.rstrip("\n").split("\t")
    x, p = F(value), int(precision)
    if mode == "compound":
        text, exact = compound_mode(source, target, x, p)
    else:
        q = convert(source, target, x)
        text, exact = {"fixed": lambda: fixed(q, p)[:2], "places": lambda: places_mode(q, p),
                       "sig": lambda: sig_mode(q, p)}[mode]()
    print(text + "\t" + ("-" if exact is None else "exact" if exact else "rounded"))
