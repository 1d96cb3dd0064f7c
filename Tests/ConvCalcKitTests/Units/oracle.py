"""Independent exact oracle for convcalc's conversions, using Python's fractions.

Reads lines "MODE<TAB>FROM<TAB>TO<TAB>PRECISION<TAB>VALUE" (VALUE may be scientific, 1.5e-4)
and prints, per line, the value converted exactly from the published definitions
(oracle_units.py, written from their sources, not taken from convcalc), rounded half away
from zero, then a tab and "exact" or "rounded". MODE is
  fixed     PRECISION decimal places, positional, trailing zeros trimmed, never -0;
  places    the same, but scientific with max(PRECISION, 1) significant digits when that
            would show 0 for a value not 0 or need more than 15 integer digits;
  sig       PRECISION significant digits, positional when 1e-4 <= |rounded| < 1e15;
  compound  TO is a compound unit (ft+in): whole larger units, the last rounded to
            PRECISION places (scientific when all would be 0), one sign; "none" and "-"
            when the first part needs more than 15 digits.
Where the value has no result in TO (0 mpg in L/100km: the pole of a reciprocal), the line
is "—" and "-", as convcalc shows it.

A pair whose unit needs pi (rad, pc) is computed twice, with pi to 60 digits and with the
convergent convcalc documents, and its line has two more fields: the second result's text,
and "same" (the texts agree), "straddle" (they differ, but the exact values are at most one
unit of the last place apart: they lie either side of one rounding boundary), "digits"
(further apart, with more than 16 significant digits shown: more than convcalc's pi, 8e-17
off, makes right) or "apart" (further apart with fewer digits: a pi worse than documented).
"""
import sys
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from fractions import Fraction as F
from oracle_units import definitions, PI, CONVCALC_PI

UNITS, CONVCALC_UNITS = definitions(PI), definitions(CONVCALC_PI)


def convert(units, source, target, x):
    """x of source in target, or None at the pole. The base value is kept as a pair n/m, so
    an infinite one (0 L/100km in km/L) still converts back (to 0 L/100km)."""
    a, b, c, d = units[source]
    n, m = a * x + b, c * x + d
    a, b, c, d = units[target]
    n, m = d * n - b * m, a * m - c * n  # the inverse of target's map: its adjugate
    return None if m == 0 else n / m


def half_up(q):
    """The non-negative q rounded half up to a whole number, and whether that was exact."""
    whole = q.numerator // q.denominator
    return (whole + 1 if q - whole >= F(1, 2) else whole), q.denominator == 1


def positional(whole, places):
    digits = str(whole).rjust(places + 1, "0")
    text = digits[:len(digits) - places] + ("." + digits[len(digits) - places:] if places else "")
    return text.rstrip("0").rstrip(".") if "." in text else text


def fixed(q, places):
    """(text, exact, unit of the last place, the rounded magnitude in those units)."""
    whole, exact = half_up(abs(q) * 10 ** places)
    return ("-" if q < 0 and whole else "") + positional(whole, places), exact, F(1, 10 ** places), whole


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
    """(text, exact, unit of the last place)."""
    if q == 0: return "0", True, F(0)
    m, e, exact = significant(q, digits)
    s = str(m).rstrip("0")
    text = ("-" if q < 0 else "") + s[0] + ("." + s[1:] if len(s) > 1 else "") + "e" + str(e)
    return text, exact, F(10) ** (e - digits + 1)


def places_mode(q, places):
    text, exact, ulp, whole = fixed(q, places)
    if (whole == 0 and q != 0) or whole >= 10 ** (15 + places):
        return scientific(q, max(places, 1))
    return text, exact, ulp


def sig_mode(q, digits):
    if q == 0: return "0", True, F(0)
    m, e, exact = significant(q, digits)
    if -4 <= e < 15:
        places = max(0, digits - 1 - e)
        text = fixed((-1 if q < 0 else 1) * m * F(10) ** (e - digits + 1), places)[0]
        return text, exact, F(10) ** (e - digits + 1)
    return scientific(q, digits)


def compound_mode(units, source, target, x, places):
    """(text, exact, unit of the last place, the value in the last part)."""
    parts = target.split("+")
    q = convert(units, source, parts[-1], x)
    total, exact = half_up(abs(q) * 10 ** places)
    ulp, whole, values = F(1, 10 ** places), total, []
    for part in parts[:-1]:
        unit = int(units[part][0] / units[parts[-1]][0]) * 10 ** places
        values.append(str(whole // unit))
        whole %= unit
    if values and int(values[0]) >= 10 ** 15: return "none", None, ulp, q
    if total == 0 and q != 0:
        last, exact, ulp = scientific(abs(q), max(places, 1))
    else:
        last = positional(whole, places)
    values.append(last)
    return ("-" if q < 0 else "") + " ".join(v + " " + u for v, u in zip(values, parts)), exact, ulp, q


# convcalc's rule for a unit that needs π: at most this many significant digits are shown
# (places give way to significant digits; a compound output to a single unit).
PI_DIGITS = 15


def digit_count(text):
    """The significant digits of a positional or scientific text: 0.00120 has 3, 1.5e-4 has 2."""
    mantissa = text.lstrip("-").split("e")[0].replace(".", "").lstrip("0")
    return len(mantissa) if mantissa else 1


def result(units, mode, source, target, p, x, pi=False):
    """(text, exact or None, unit of the last place, the exact value) of one case; `pi` when a
    unit of the pair needs π, so convcalc's cap on its digits applies."""
    if mode == "compound":
        found = compound_mode(units, source, target, x, p)
        if pi and found[0] != "none":
            # The digits of the whole value in the last part, at its places (5 ft 10.25 in: 7025).
            total, _ = half_up(abs(found[3]) * 10 ** p)
            if len(str(total)) > PI_DIGITS: return "none", None, found[2], found[3]
            return found[0], False, found[2], found[3]
        return found
    q = convert(units, source, target, x)
    if q is None:
        return "—", None, F(0), None
    rounding = {"fixed": lambda: fixed(q, p)[:3], "places": lambda: places_mode(q, p), "sig": lambda: sig_mode(q, p)}
    found = rounding[mode]()
    if pi and mode != "fixed" and digit_count(found[0]) > PI_DIGITS:
        found = sig_mode(q, PI_DIGITS)
    return found + (q,)


def flag(exact):
    return "-" if exact is None else "exact" if exact else "rounded"


for line in sys.stdin:
    mode, source, target, precision, value = line.rstrip("\n").split("\t")
    x, p = F(value), int(precision)
    pi = any(UNITS[unit] != CONVCALC_UNITS[unit] for unit in [source] + target.split("+"))
    text, exact, ulp, q = result(UNITS, mode, source, target, p, x, pi)
    fields = [text, flag(exact)]
    if pi:
        other, _, _, other_q = result(CONVCALC_UNITS, mode, source, target, p, x, pi)
        agreement = ("same" if other == text else "straddle" if abs(q - other_q) <= ulp
                     else "digits" if abs(q) >= 10 ** 16 * ulp else "apart")
        fields += [other, agreement]
    print("\t".join(fields))
