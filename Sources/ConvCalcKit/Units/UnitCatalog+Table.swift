/// The table itself: every unit with its exact definition and spellings, one line each.
extension UnitCatalog {
    private static let inch = Ratio(254, 10000), foot = Ratio(3048, 10000), yard = Ratio(9144, 10000)
    private static let mile = Ratio(1_609_344, 1000), pound = Ratio(45_359_237, 100_000_000)
    private static let gallon = inch * inch * inch * 231, imperialGallon = Ratio(454_609, 100_000_000)

    /// Every unit, grouped by kind, in the order `units` lists them: one table, built once
    /// (per-kind tables joined at start-up cost more than the rest of the set-up).
    public static let all: [MeasurementUnit] = [
        // Lengths.
        unit("km", "kilometers", .length, 1000, ["kilometer", "kilometre", "kilometres"]),
        unit("m", "meters", .length, 1, ["meter", "metre", "metres"]),
        unit("cm", "centimeters", .length, Ratio(1, 100), ["centimeter", "centimetre", "centimetres"]),
        unit("mm", "millimeters", .length, Ratio(1, 1000), ["millimeter", "millimetre", "millimetres"]),
        unit("mi", "miles", .length, mile, ["mile"]),
        unit("yd", "yards", .length, yard, ["yard"]),
        unit("ft", "feet", .length, foot, ["foot", "'"]),
        unit("in", "inches", .length, inch, ["inch", "\""]),
        unit("nmi", "nautical miles", .length, 1852, ["nautical mile"]),

        // Temperatures: `find` also takes these names after `degree`, `degrees`, `deg` or `°`.
        temperature("°C", "celsius", scale: .one, offset: Ratio(27315, 100), ["c", "degc", "℃", "celcius", "centigrade"]),
        temperature("°F", "fahrenheit", scale: Ratio(5, 9), offset: Ratio(45967, 180), ["f", "degf", "℉"]),
        temperature("K", "kelvin", scale: .one, offset: .zero, ["kelvins", "degk"]),

        // Masses.
        unit("t", "tonnes", .mass, 1000, ["tonne", "metric ton", "metric tons"]),
        unit("kg", "kilograms", .mass, 1, ["kilogram", "kilo", "kilos", "kilogramme", "kilogrammes"]),
        unit("g", "grams", .mass, Ratio(1, 1000), ["gram", "gramme", "grammes"]),
        unit("mg", "milligrams", .mass, Ratio(1, 1_000_000), ["milligram"]),
        unit("lb", "pounds", .mass, pound, ["lbs", "pound"]),
        unit("oz", "ounces", .mass, pound / 16, ["ounce"]),
        unit("st", "stones", .mass, pound * 14, ["stone"]),
        unit("short ton", "short tons", .mass, pound * 2000, ["us ton", "us tons", "shortton"]),
        unit("long ton", "long tons", .mass, pound * 2240, ["uk ton", "uk tons", "imperial ton", "longton"]),

        // Times.
        unit("ms", "milliseconds", .time, Ratio(1, 1000), ["millisecond", "msec", "msecs"]),
        unit("s", "seconds", .time, 1, ["second", "sec", "secs"]),
        unit("min", "minutes", .time, 60, ["minute", "mins"]),
        unit("h", "hours", .time, 3600, ["hour", "hr", "hrs"]),
        unit("d", "days", .time, 86400, ["day"]),
        unit("wk", "weeks", .time, 604_800, ["week", "wks"]),

        // Speeds.
        unit("m/s", "meters per second", .speed, 1, ["m/sec", "meter per second", "metre per second", "metres per second"]),
        unit("km/h", "kilometers per hour", .speed, Ratio(1000, 3600),
             ["kph", "kmh", "kmph", "km/hr", "kilometer per hour", "kilometre per hour", "kilometres per hour"]),
        unit("mph", "miles per hour", .speed, mile / 3600, ["mi/h", "mi/hr", "mile per hour"]),
        unit("kn", "knots", .speed, Ratio(1852, 3600), ["knot", "kt", "kts"]),
        unit("ft/s", "feet per second", .speed, foot, ["ft/sec", "fps", "foot per second"]),

        // Volumes.
        unit("m³", "cubic meters", .volume, 1, cubed("m", ["meter", "meters", "metre", "metres"])),
        unit("L", "liters", .volume, Ratio(1, 1000), ["liter", "litre", "litres", "ltr"]),
        unit("mL", "milliliters", .volume, Ratio(1, 1_000_000), ["milliliter", "millilitre", "millilitres"]),
        unit("cm³", "cubic centimeters", .volume, Ratio(1, 1_000_000),
             ["cc"] + cubed("cm", ["centimeter", "centimeters", "centimetre", "centimetres"])),
        unit("gal", "US gallons", .volume, gallon, ["us gal", "gallon", "gallons", "us gallon"]),
        unit("qt", "US quarts", .volume, gallon / 4, ["us qt", "quart", "quarts", "us quart"]),
        unit("pt", "US pints", .volume, gallon / 8, ["us pt", "pint", "pints", "us pint"]),
        unit("cup", "US cups", .volume, gallon / 16, ["us cup", "cups", "us cups"]),
        unit("fl oz", "US fluid ounces", .volume, gallon / 128,
             ["us fl oz", "floz", "fluid ounce", "fluid ounces", "us fluid ounce"]),
        unit("imp gal", "imperial gallons", .volume, imperialGallon,
             ["imperial gal", "imperial gallon", "uk gal", "uk gallon", "uk gallons"]),
        unit("imp pt", "imperial pints", .volume, imperialGallon / 8, ["imperial pt", "imperial pint", "uk pt", "uk pint", "uk pints"]),
        unit("in³", "cubic inches", .volume, inch * inch * inch, cubed("in", ["inch", "inches"])),
        unit("ft³", "cubic feet", .volume, foot * foot * foot, cubed("ft", ["foot", "feet"])),

        // Areas.
        unit("m²", "square meters", .area, 1, squared("m", ["meter", "meters", "metre", "metres"])),
        unit("cm²", "square centimeters", .area, Ratio(1, 10000),
             squared("cm", ["centimeter", "centimeters", "centimetre", "centimetres"])),
        unit("km²", "square kilometers", .area, 1_000_000, squared("km", ["kilometer", "kilometers", "kilometre", "kilometres"])),
        unit("ha", "hectares", .area, 10000, ["hectare"]),
        unit("acre", "acres", .area, Ratio(40_468_564_224, 10_000_000), ["ac"]),
        unit("ft²", "square feet", .area, foot * foot, squared("ft", ["foot", "feet"])),
        unit("in²", "square inches", .area, inch * inch, squared("in", ["inch", "inches"])),
        unit("yd²", "square yards", .area, yard * yard, squared("yd", ["yard", "yards"])),
        unit("mi²", "square miles", .area, mile * mile, squared("mi", ["mile", "miles"])),
    ]
}
