"""The oracle's unit definitions, each written from its published source, never from convcalc's
table (Sources/ConvCalcKit/Units/BuiltInUnits.units): the test compares the two.

A unit is its map to its kind's base unit, base = (a*x + b) / (c*x + d), four Fractions: a unit
that only scales is (k, 0, 0, 1), a temperature also shifts, L/100km is a reciprocal. Keys are
convcalc's symbols. `definitions(pi)` builds the table for a value of pi, so the oracle can
compute with pi itself and with convcalc's stand-in for it.
"""
from fractions import Fraction as F

# pi to 60 significant digits (checked against Machin's formula, 16 atan(1/5) - 4 atan(1/239));
# its error, below 5e-60, is out of reach of the 38 digits any result is written with.
PI = F("3.14159265358979323846264338327950288419716939937510582097494")
# The pi convcalc documents (DefinitionsResolver.pi): the convergent 245850922/78256779, 8e-17 off.
CONVCALC_PI = F(245850922, 78256779)

# SI prefixes: SI Brochure, 9th ed. (2019), Table 7.
MICRO, MILLI, CENTI, DECI = F(1, 10 ** 6), F(1, 1000), F(1, 100), F(1, 10)
KILO, MEGA, GIGA, TERA = F(10 ** 3), F(10 ** 6), F(10 ** 9), F(10 ** 12)

# International yard and pound agreement (1959; US Federal Register 24 FR 5348).
YD, LB = F("0.9144"), F("0.45359237")
FT, IN, MI = YD / 3, YD / 36, 1760 * YD
# Standard acceleration of free fall, 3rd CGPM (1901); NIST SP 811 (2008) B.8.
GN = F("9.80665")
# NIST Handbook 44 (2024) Appendix C: the US gallon is 231 in^3, the US bushel 2150.42 in^3.
GAL, BU = 231 * IN ** 3, F("2150.42") * IN ** 3
# UK Weights and Measures Act 1985, Sch. 1; NIST SP 811 B.8 (gallon, Canadian and UK): 4.546 09 L.
IMP_GAL = F("4.54609") / 1000
# Julian year (IAU; the light-year is defined with it): 365.25 days of 86 400 s.
JULIAN_YEAR = F("365.25") * 86400


def scale(k):
    """The map of a unit that only scales: base = k * x."""
    return (F(k), F(0), F(0), F(1))


def definitions(pi):
    """Every unit's map to its kind's base, with `pi` for the units that need it."""
    units = {}
    for kind in (length(pi), mass(), time(), speed(), volume(), area(), pressure(), energy(),
                 power(), force(), data(), frequency(), angle(pi)):
        units.update({symbol: scale(k) for symbol, k in kind.items()})
    units.update(temperature())
    units.update(fuel_economy())
    return units


def length(pi):
    """Base m."""
    au = F(149597870700)  # IAU 2012 Resolution B2
    survey_ft = F(1200, 3937)  # US survey foot: Mendenhall Order 1893, kept by 24 FR 5348 (1959)
    return {
        "km": KILO, "m": 1, "dm": DECI, "cm": CENTI, "mm": MILLI, "µm": MICRO, "nm": F(1, 10 ** 9),
        "Å": F(1, 10 ** 10),  # NIST SP 811 (2008) B.8: angstrom = 1.0 E-10 m exactly
        "pm": F(1, 10 ** 12),  # SI Brochure 9th ed. Table 7: pico = 10^-12
        "mi": MI, "yd": YD, "ft": FT, "in": IN,
        "mil": IN / 1000,  # NIST SP 811 (2008) B.8: mil = 2.54 E-05 m exactly (0.001 in)
        "nmi": F(1852),  # SI Brochure 8th ed. Table 8; NIST SP 811 B.8 (nautical mile, 1852 m)
        # NIST HB 44 Appendix C: rod 16.5 ft, chain (Gunter's) 66 ft, furlong 660 ft, fathom 6 ft;
        # of the international foot (NIST/NOAA, 85 FR 62698: the survey foot retired 2023-01-01;
        # UK WMA 1985 Sch. 1: chain 22 yd, furlong 220 yd). SP 811 (2008) B.8 still gives them
        # on the survey foot, 2 ppm longer.
        "rod": F(33, 2) * FT, "chain": 66 * FT, "furlong": 660 * FT, "fathom": 6 * FT,
        "league": 3 * MI,  # the English land league, 3 statute miles (no SI or NIST definition)
        "au": au,
        "ly": 299792458 * JULIAN_YEAR,  # c (SI Brochure 9th ed.) times the Julian year; IAU
        "pc": 648000 / pi * au,  # IAU 2015 Resolution B2: 648 000/pi au exactly
        "survey ft": survey_ft, "survey mi": 5280 * survey_ft,  # HB 44 Appendix C: 5280 survey feet
    }


def mass():
    """Base kg."""
    grain = LB / 7000  # 1959 agreement: the grain is 64.798 91 mg
    troy_ounce = 480 * grain  # NIST HB 44 Appendix C: troy ounce 480 grains, troy pound 12 troy ounces
    return {
        "t": 1000,  # SI Brochure 9th ed. Table 8
        "kg": 1, "g": MILLI, "mg": MICRO, "µg": F(1, 10 ** 9),
        "lb": LB, "oz": LB / 16, "gr": grain,
        "st": 14 * LB,  # UK WMA 1985 Sch. 1
        # NIST HB 44 Appendix C: short ton 2000 lb, long ton 2240 lb, hundredweights 100 and 112 lb.
        "short ton": 2000 * LB, "long ton": 2240 * LB, "cwt": 100 * LB, "long cwt": 112 * LB,
        "oz t": troy_ounce, "lb t": 12 * troy_ounce,
        "ct": F(2, 10 ** 4),  # NIST SP 811 B.8: carat, metric = 200 mg
    }


def time():
    """Base s. SI Brochure 9th ed. Table 8: min 60 s, h 3600 s, d 86 400 s."""
    day = F(86400)
    return {
        "ns": F(1, 10 ** 9), "µs": MICRO, "ms": MILLI, "s": 1, "min": 60, "h": 3600, "d": day,
        "wk": 7 * day, "fortnight": 14 * day,
        "yr": JULIAN_YEAR,  # IAU: the Julian year, 365.25 d (what the light-year uses)
        "Gregorian yr": F("365.2425") * day,  # the Gregorian calendar: 146 097 days in 400 years
        # No standard defines a month of time; the mean month of the Julian year, 30.4375 d.
        "mo": JULIAN_YEAR / 12,
    }


def speed():
    """Base m/s."""
    hour = 3600
    return {"m/s": 1, "km/h": KILO / hour, "mph": MI / hour, "kn": F(1852) / hour, "ft/s": FT,
            "km/s": KILO, "mi/s": MI}


def volume():
    """Base m^3. L = dm^3 (SI Brochure 9th ed. Table 8, 12th CGPM 1964)."""
    litre = MILLI
    us_pint, imp_pint = GAL / 8, IMP_GAL / 8
    fl_oz = GAL / 128
    return {
        "m³": 1, "dm³": litre, "L": litre, "mL": MILLI * litre, "µL": MICRO * litre, "cL": CENTI * litre, "dL": DECI * litre, "cm³": MICRO,
        "in³": IN ** 3, "ft³": FT ** 3, "yd³": YD ** 3,
        # NIST HB 44 Appendix C: quart 1/4 gal, pint 1/8 gal, cup 8 fl oz, gill 4 fl oz,
        # fluid ounce 1/128 gal, tablespoon 1/2 fl oz, teaspoon 1/3 tablespoon, dry pint 1/64 bushel.
        "gal": GAL, "qt": GAL / 4, "pt": us_pint, "cup": 8 * fl_oz, "gill": 4 * fl_oz, "fl oz": fl_oz,
        "tbsp": fl_oz / 2, "tsp": fl_oz / 6, "bu": BU, "dry pt": BU / 64,
        "bbl": 42 * GAL,  # NIST SP 811 B.8: barrel for petroleum, 42 US gallons
        "hogshead": 63 * GAL,  # NIST HB 44 Appendix C (table 5, US liquid measure): 63 gallons
        # UK WMA 1985 Sch. 1: quart 1/4 gal, pint 1/8 gal, gill 1/4 pint, fluid ounce 1/20 pint,
        # bushel 8 gal.
        "imp gal": IMP_GAL, "imp qt": IMP_GAL / 4, "imp pt": imp_pint, "imp gill": imp_pint / 4,
        "imp fl oz": imp_pint / 20, "imp bu": 8 * IMP_GAL,
        "imp fl dr": imp_pint / 160,  # UK WMA 1963 Sch. 1 Part VI: fluid drachm, 1/8 fluid ounce
    }


def area():
    """Base m^2."""
    return {
        "m²": 1, "km²": KILO ** 2, "dm²": DECI ** 2, "cm²": CENTI ** 2, "mm²": MILLI ** 2,
        "ha": F(10 ** 4),  # SI Brochure 9th ed. Table 8
        "acre": 43560 * FT ** 2,  # NIST HB 44 Appendix C: 43 560 ft^2 (international foot, see rod)
        "ft²": FT ** 2, "in²": IN ** 2, "yd²": YD ** 2, "mi²": MI ** 2,
    }


def pressure():
    """Base Pa. NIST SP 811 B.8 unless said."""
    atm = F(101325)  # standard atmosphere, 10th CGPM (1954)
    mercury = F("13595.1") * GN  # conventional mercury: 13 595.1 kg/m^3 under g_n, per metre
    return {
        "Pa": 1, "hPa": 100, "kPa": KILO, "MPa": MEGA,
        "bar": F(10 ** 5), "mbar": 100, "atm": atm,
        "torr": atm / 760,
        "psi": LB * GN / IN ** 2,  # pound-force per square inch
        "mmHg": mercury * MILLI, "inHg": mercury * IN,  # conventional millimetre and inch of mercury
    }


def energy():
    """Base J."""
    calorie = F("4.184")  # NIST SP 811 B.8: calorie_th (thermochemical) = 4.184 J exactly
    calorie_it = F("4.1868")  # International Table calorie (5th Int. Conf. on Properties of Steam, 1956)
    return {
        "J": 1, "kJ": KILO, "MJ": MEGA, "Wh": 3600, "kWh": 3600 * KILO, "MWh": 3600 * MEGA,
        "cal": calorie, "kcal": 1000 * calorie,
        # Btu_IT: cal_IT per gram kelvin, times a pound, times 5/9 K (NIST SP 811 B.8: 1.055 056 E+03)
        "BTU": calorie_it * 1000 * LB * F(5, 9),
        "thm": F(105480400),  # NIST SP 811 B.8 note: US therm, 33 FR 10755 (1968), 105 480 400 J
        "eV": F("1.602176634e-19"),  # SI Brochure 9th ed.: e exact; CODATA 2018
    }


def power():
    """Base W. NIST SP 811 B.8: horsepower 550 ft lbf/s; metric horsepower 75 kgf m/s."""
    return {"W": 1, "mW": F(1, 1000), "kW": KILO, "MW": MEGA, "GW": GIGA, "hp": 550 * FT * LB * GN, "PS": 75 * GN}


def force():
    """Base N. NIST SP 811 B.8: pound-force lb g_n, ounce-force (avoirdupois) oz g_n, kilogram-force kg g_n."""
    return {"N": 1, "kN": KILO, "lbf": LB * GN, "ozf": LB / 16 * GN, "kgf": GN}


def data():
    """Base bit. IEC 80000-13:2008: byte 8 bit (13-9), SI prefixes decimal, Ki Mi Gi Ti 2^10n."""
    byte = 8
    return {
        "bit": 1, "kbit": KILO, "Mbit": MEGA, "Gbit": GIGA, "Tbit": TERA,
        "B": byte, "kB": KILO * byte, "MB": MEGA * byte,
        "GB": GIGA * byte, "TB": TERA * byte, "KiB": 2 ** 10 * byte, "MiB": 2 ** 20 * byte,
        "GiB": 2 ** 30 * byte, "TiB": 2 ** 40 * byte,
    }


def frequency():
    """Base Hz. rpm: rotational frequency, 1 r/min = 1/60 s^-1 (ISO 80000-3:2006, 3-17)."""
    return {"Hz": 1, "kHz": KILO, "MHz": MEGA, "GHz": GIGA, "rpm": F(1, 60)}


def angle(pi):
    """Base turn. SI Brochure 9th ed.: 1 rad = 1 m/m, so a turn is 2 pi rad; Table 8: degree
    pi/180 rad, minute 1/60 degree, second 1/60 minute. ISO 80000-3, 3-5: gon, 1/400 turn."""
    return {"turn": 1, "rad": 1 / (2 * pi), "°": F(1, 360), "arcmin": F(1, 360 * 60),
            "arcsec": F(1, 360 * 3600), "grad": F(1, 400)}


def temperature():
    """Base K. SI Brochure 9th ed. 2.3.1: t/°C = T/K - 273.15; NIST SP 811 B.8 and HB 44:
    t/°C = (t/°F - 32)/1.8, so T/K = (t/°F + 459.67) * 5/9."""
    return {"K": scale(1), "°C": (F(1), F("273.15"), F(0), F(1)),
            "°F": (F(5, 9), F("459.67") * F(5, 9), F(0), F(1))}


def fuel_economy():
    """Base km/L. mpg: a mile per US gallon; mpg UK: per imperial gallon (above). L/100km is
    litres per 100 km, the reciprocal: x L/100km is 100/x km/L."""
    per_litre = lambda distance, volume: scale(distance / KILO / (volume / MILLI))
    return {"km/L": scale(1), "mpg": per_litre(MI, GAL), "mpg UK": per_litre(MI, IMP_GAL),
            "L/100km": (F(0), F(100), F(1), F(0))}
