import Testing
import Seeding
@testable import ConvCalcKit

/// An unknown unit is named a unit wherever one is expected, and a suggestion is offered only
/// when it fits where the word stands.
@Suite(.seeded) struct UnknownUnitTests {
    @Test(arguments: [
        ("5 blorf", "unknown unit 'blorf' at column 3; 'units' lists them, 'units length' one kind"),
        // `in` and the word after it are a unit of the source's kind, not the connector and a unit (it
        // suggested 'square dm' for `squared`; `hg` got the units of pressure). 5 ft² = 720 in².
        ("5 ft2 in squared", "unknown unit 'squared' at column 10; 'in squared' is a unit of area (in²), not the connector in"
            + " and a unit; join the units with to: 5 ft² to in squared"),
        ("1 atm in hg", "unknown unit 'hg' at column 10; 'in hg' is a unit of pressure (inHg), not the connector in and a unit;"
            + " join the units with to: 5 atm to in hg"),
        ("convert ft3 in cubed", "unknown unit 'cubed' at column 16; 'in cubed' is a unit of volume (in³), not the connector in"
            + " and a unit; join the units with to: convert ft³ to in cubed"),
        // Not when more words follow (`squared inches` is square inches misspelt), nor a unit of another kind.
        ("5 ft2 in squared inches", "unknown unit 'squared inches' at column 10; did you mean 'square inches' (in²)?"),
        ("5 m in squared", "unknown unit 'squared' at column 8; 'units length' lists the units of length, 'units' all"),
        // kWh and mpg are units now: their lookalikes are suggested only where they fit.
        ("1 kVAh to J", "unknown unit 'kVAh' at column 3; 'units energy' lists the units of energy, 'units' all"),
        ("5 kVAh", "unknown unit 'kVAh' at column 3; 'units' lists them, 'units length' one kind"),
        ("5 mi to kVAh", "unknown unit 'kVAh' at column 9; 'units length' lists the units of length, 'units' all"),
        // A symbol is suggested as it is written, not folded (it said 'kwh' (kWh)).
        ("5 kWhh to J", "unknown unit 'kWhh' at column 3; did you mean 'kWh'?"),
        ("5 KWHH to J", "unknown unit 'KWHH' at column 3; did you mean 'kWh'?"),
        // The plural of a misspelling is the singular's (fets: fet: feet).
        ("5 fets", "unknown unit 'fets' at column 3; did you mean 'feet' (ft)?"),
        ("5 fets to m", "unknown unit 'fets' at column 3; did you mean 'feet' (ft)?"),
        ("30 mpge to km", "unknown unit 'mpge' at column 4; 'units length' lists the units of length, 'units' all"),
        // mpge (miles per gallon equivalent) is no mpg: a letter dropped is another unit.
        ("30 mpge to L/100km", "unknown unit 'mpge' at column 4; 'units fuel economy' lists the units of fuel economy, 'units' all"),
        ("30 mpge", "unknown unit 'mpge' at column 4; 'units' lists them, 'units length' one kind"),
        ("convert mi to blorf", "unknown unit 'blorf' at column 15; 'units length' lists the units of length, 'units' all"),
        ("5 pount to kg", "unknown unit 'pount' at column 3; did you mean 'pound' (lb)?"),
        ("5 pount", "unknown unit 'pount' at column 3; 'units' lists them, 'units length' one kind"),
        ("5 mi to kilometr", "unknown unit 'kilometr' at column 9; did you mean 'kilometre' (km)?"),
        ("convert kilometr m", "unknown unit 'kilometr' at column 9; did you mean 'kilometre' (km)?"),
    ])
    func anUnknownUnitIsAUnitAndItsSuggestionFits(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// A country before a misspelt unit is the unit's: the two words get the suggestion, in
    /// every place. `us` alone is µs: `5 us galon` listed the units of time, and `5 L to us
    /// galon` was refused as a volume to a time; `US` alone and `uk` were said to be no unit.
    @Test(arguments: [
        ("5 us galon", "unknown unit 'us galon' at column 3; did you mean 'us gallon' (gal)?"),
        ("5 US galon", "unknown unit 'US galon' at column 3; did you mean 'us gallon' (gal)?"),
        ("5 uk galon", "unknown unit 'uk galon' at column 3; did you mean 'uk gallon' (imp gal)?"),
        ("5 imp galon to L", "unknown unit 'imp galon' at column 3; did you mean 'imperial gallon' (imp gal)?"),
        ("5 L to us galon", "unknown unit 'us galon' at column 8; did you mean 'us gallon' (gal)?"),
        ("5 L to imp qaurt", "unknown unit 'imp qaurt' at column 8; did you mean 'imperial quart' (imp qt)?"),
        ("convert us galon to L", "unknown unit 'us galon' at column 9; did you mean 'us gallon' (gal)?"),
        ("convert L to US galon", "unknown unit 'US galon' at column 14; did you mean 'us gallon' (gal)?"),
        // A unit of two words after the country, misspelt: its three words (`imp fl` was offered `imp bu`,
        // `imp ffl` `imp gal`, and `dry` after `us` `day`).
        ("5 imp fl ooz to dry pt", "unknown unit 'imp fl ooz' at column 3; did you mean 'imp fl oz'?"),
        ("5 L to imp ffl dr", "unknown unit 'imp ffl dr' at column 8; did you mean 'imp fl dr'?"),
        ("5 us dry pintt", "unknown unit 'us dry pintt' at column 3; did you mean 'us dry pint' (dry pt)?"),
        // A mark after the unit, once `us` is no time: it was a volume refused as no time.
        ("5 L to us gal:", "unknown unit 'gal:' at column 11; no ':' after a unit: write 5 L to us gal"),
        ("5 L to us gal.", "unknown unit 'gal.' at column 11; no period after a unit: write 5 L to us gal"),
    ])
    func aCountryBeforeAMisspeltUnitIsTheUnits(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
        // µs is still written us.
        var micro = Session()
        #expect(micro.handle("5 us to ms").error == nil)
    }

    /// A country after a unit is the unit's only when its word stands for one (not the connector
    /// `in`), is said as the table writes it (`british`: UK), and is said to be needless where the
    /// unit's names give it already; a unit takes one country, however it is written.
    @Test(arguments: [
        // `in` the connector, as `to` is (it said inches have no US measure).
        ("5 km in US mi", "unknown unit 'US' at column 9; 'US' alone is no unit: for microseconds write µs or us; a US unit"
            + " names it (US gal, US cup, US pt); the mile and foot are mi and ft in the US too; the old US survey ones are"
            + " survey mi and survey ft (mi US, ft US)"),
        // It said no imperial gallon is kept.
        ("5 gal british", "unknown unit 'british' at column 7; a country is written US, UK or imp here: write 5 gal UK"),
        ("5 fl oz british to mL", "unknown unit 'british' at column 9; a country is written US, UK or imp here: write 5 fl oz UK to mL"),
        // It said no other hp is kept for imperial, though `imperial horsepower` is hp; and named ft for survey ft.
        ("5 hp imperial", "unknown unit 'imperial' at column 6; hp is horsepower already; no country is written after it"),
        ("5 survey ft US", "unknown unit 'US' at column 13; survey ft is US survey feet already; no country is written after it"),
        ("5 gal american", "unknown unit 'american' at column 7; gal is US gallons already; no country is written after it"),
        ("5 cup british", "unknown unit 'british' at column 7; no other cup is kept for british: cup is US cups alone; the"
            + " imperial measures are imp pt, imp qt, imp gal, imp fl oz, imp gill, imp bu (pt UK is imp pt)"),
        ("5 US gal UK", "unknown unit 'UK' at column 10; a unit takes one country: US gal or gal UK"),
        ("5 gal US UK", "unknown unit 'UK' at column 10; a unit takes one country: gal US or gal UK"),
        // One country twice (it offered `gal UK or gal UK`).
        ("5 gal UK UK", "unknown unit 'UK' at column 10; the country is written twice; a unit takes it once: gal UK"),
        ("5 gal UK imperial", "unknown unit 'imperial' at column 10; the country is written twice; a unit takes it once: gal UK"),
        ("5 UK gal UK", "unknown unit 'UK' at column 10; the country is written twice; a unit takes it once: UK gal or gal UK"),
    ])
    func aCountryAfterAUnitIsSaidAsTheTableWritesIt(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// A suggestion reached by dropping a letter or digit would change the dimension (kbps is
    /// data per time, kps speed; m/s2 acceleration, m/s speed); a plural's s or a doubled
    /// letter may be dropped, and a bare unit gets the suggestion it gets with a target.
    @Test(arguments: [
        ("1 kbps", "unknown unit 'kbps' at column 3; 'kbps' is a data rate, and rates of data have no unit here: convert the"
            + " data (kbit, kB) and the time apart"),
        ("9.81 m/s2", "unknown unit 'm/s2' at column 6; 'm/s2' is an acceleration, which has no kind here (a units file can"
            + " add one: docs/GUIDE.md, your own units)"),
        ("5 fet", "unknown unit 'fet' at column 3; did you mean 'feet' (ft)?"),
        ("5 fet to m", "unknown unit 'fet' at column 3; did you mean 'feet' (ft)?"),
        ("5 lbz", "unknown unit 'lbz' at column 3; did you mean 'lbs' (lb)?"),
        ("5 lbz to kg", "unknown unit 'lbz' at column 3; did you mean 'lbs' (lb)?"),
        ("5 kilogramm", "unknown unit 'kilogramm' at column 3; did you mean 'kilogram' (kg)?"),  // a doubled letter once
        // A doubled first letter is a prefix: millimetres per second are no m/s, cubic centimetres no cm.
        // A mark is no slip on a letter (`m.2` was offered mi², 2.6 million times as large), a blank more
        // is an edit (`Wkh` was offered `w h`, Wh: the k dropped), two letters swapped come first (`GBi` was
        // offered Gbit, 8 times smaller), a connector glued after a unit does not make the word before it
        // another unit (`8 oz tas g` offered `oz t`, troy ounces).
        ("5 m.2 to ft2", "unknown unit 'm.2' at column 3; 'units area' lists the units of area, 'units' all"),
        ("5 m⁻² to ft²", "unknown unit 'm⁻²' at column 3; 'units area' lists the units of area, 'units' all"),
        ("5 Wkh to MJ", "unknown unit 'Wkh' at column 3; did you mean 'kWh'?"),
        ("1 GBi to MB", "unknown unit 'GBi' at column 3; did you mean 'GiB'?"),
        ("5 lbz to kg", "unknown unit 'lbz' at column 3; did you mean 'lbs' (lb)?"),
        ("1 fluidounce to mL", "unknown unit 'fluidounce' at column 3; did you mean 'fluid ounce' (fl oz)?"),
        ("8 oz tas g", "unknown unit 'tas' at column 6; 'units mass' lists the units of mass, 'units' all"),
        ("5 mm/s", "unknown unit 'mm/s' at column 3; a line takes the units 'units' lists, not expressions of them: 'units speed'"
            + " lists the units of speed; a units file can define mm/s (docs/GUIDE.md, Your own units)"),
        ("5 ccm", "unknown unit 'ccm' at column 3; 'units' lists them, 'units length' one kind"),
        // A value in a converter's name is offered as a line takes it (spaced, glued `5mi` was offered as typed).
        ("convert 5mi km", "'5mi km' at column 9 starts with a number, which a converter's name has not; to convert a"
            + " value, write it as a line of its own, without convert: 5 mi km"),
        // A compound with a + too many, a + between a value's parts, m for minutes (they listed units, or compounds).
        ("1.8 m to ft++in", "unknown unit 'ft++in' at column 10; a compound's parts are joined by one +: write 1.8 m to ft+in"),
        ("1.8 m to ft+in+", "unknown unit 'ft+in+' at column 10; a compound's parts are joined by one +: write 1.8 m to ft+in"),
        ("5 ft+10 in", "unknown unit 'ft+10' at column 3; no + between the parts of a value: write 5 ft 10 in"),
        ("1 h+30 min to min", "unknown unit 'h+30' at column 3; no + between the parts of a value: write 1 h 30 min to min"),
        ("1 h+ 30 min to min", "unknown unit 'h+' at column 3; no + between the parts of a value: write 1 h 30 min to min"),
        ("convert ½ mi to km", "'½ mi to km' at column 9 starts with a number, which a converter's name has not; to convert a value,"
            + " type it as a line of its own, which refuses it too: unknown key '½'; a number is written as a decimal, ½ as 0.5:"
            + " write 0.5 mi to km"),
        // A temperature's scale written wrong after the degree word (it listed the units of angle, `degrees` read as °).
        ("5 degrees farenheit to C", "unknown unit 'farenheit' at column 11; did you mean 'fahrenheit' (°F)?"),
        ("convert deg kelvn to C", "unknown unit 'kelvn' at column 13; did you mean 'kelvin' (K)?"),
        ("5 degrees blorf", "unknown unit 'blorf' at column 11; 'units angle' lists the units of angle, 'units' all"),  // a compound alone: not a + too many
        // A rate said in words, each side's unit read whole (`nautical mile`: it offered mile/hour, mph, for knots),
        // a word after `per` written wrong named (it said what `per` is).
        ("5 miles per galon to L/100km", "unknown unit 'miles per galon' at column 3; did you mean 'miles per gallon' (mpg)?"),
        // A word of a unit of two or three written wrong after the others (`hors` offered horsepower;
        // `inhc` listed the units), and not one cut short to reach another unit (`tas` is no troy `t`).
        ("5 kilowatt hors", "unknown unit 'kilowatt hors' at column 3; did you mean 'kilowatt hours' (kWh)?"),
        ("5 kilowatt hors to MJ", "unknown unit 'kilowatt hors' at column 3; did you mean 'kilowatt hours' (kWh)?"),
        ("5 inch of mercurry to kPa", "unknown unit 'inch of mercurry' at column 3; did you mean 'inch of mercury' (inHg)?"),
        // Parts joined by a + glued to the next part's unit, or by `plus` (a unit, or the units listed).
        ("5 ft+10in to cm", "unknown unit 'ft+10in' at column 3; no + between the parts of a value: write 5 ft 10 in to cm"),
        ("1 h+30min", "unknown unit 'h+30min' at column 3; no + between the parts of a value: write 1 h 30 min"),
        ("5 ft plus 3 in", "unknown unit 'plus' at column 6; a value in parts has no 'plus' between them: write 5 ft 3 in"),
        // The next part's number and unit glued to a unit (it listed the units): the word spaced,
        // or why the line spaced is refused too (1° 30′ = 90′; 13 in = 1 ft 1 in).
        ("5 ft10in to cm", "unknown unit 'ft10in' at column 3; a number stands apart from its unit: write 5 ft 10 in to cm"),
        ("6 st4lb in kg", "unknown unit 'st4lb' at column 3; a number stands apart from its unit: write 6 st 4 lb in kg"),
        ("1°30′", "unknown unit '°30′' at column 2; spaced, it reads 1° 30 ′, which is refused too: ° and arcmin are not"
            + " written together: angle is not written in parts; write the total in one unit: 90 arcmin"),
        ("5 ft13in", "unknown unit 'ft13in' at column 3; spaced, it reads 5 ft 13 in, which is refused too: 13 in is 1 ft or"
            + " more; write 6 ft 1 in, or the total in one unit (73 in)"),
        // A unit of two words misspelt with no target (it blamed the first word, right, and listed lengths).
        ("5 nautical mle", "unknown unit 'nautical mle' at column 3; did you mean 'nautical mile' (nmi)?"),
        // A power apart after a unit with no smaller part (it said the 3 would add digits), and in a name.
        ("5 cm 3 to mL", "'3' at column 6: a power is written against its unit: write 5 cm³ to mL"),
        ("convert m 2 to ft 2", "unknown unit '2' at column 11; a power is written against its unit: convert m² to ft²"),
        // A part's number glued with no unit after it: the line spaced says which unit is missing.
        ("5 ft10", "unknown unit 'ft10' at column 3; spaced, it reads 5 ft 10, which is refused too: a unit is missing after"
            + " '10'; write e.g. 5 ft 10 in"),
        // A compound first on a line, with no number (it listed the keys).
        ("ft+in", "unknown key 'ft+in' at column 1; ft+in is an output only (1000 in to ft+in); a value in parts names"
            + " each part (5 ft 10 in)"),
        // A hyphen starting the target, as `5 mi - km` (it listed the units of length).
        ("5 mi -km", "'-' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        // A connector after the hyphen is the connector (it offered `5 mi to in`, inches for km).
        ("5 mi -in km", "'-' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi in km"),
        ("5000 s to h+m+s", "'h+m+s' is no compound output; m is metres; for minutes write min: h+min+s"),
        ("5 m to m+s", "'m+s' is no compound output; length has ft+in, yd+ft+in, mi+yd, m+cm"),
        // So with one word, a value and its unit (it said only: not a converter); a number alone is none.
        ("convert 5mi", "'5mi' at column 9 starts with a number, which a converter's name has not; to convert a"
            + " value, write it as a line of its own, without convert: 5 mi"),
        ("convert 6'2\"", "'6'2\"' at column 9 starts with a number, which a converter's name has not; to convert a"
            + " value, write it as a line of its own, without convert: 6'2\""),
        // With a sign, and glued to its unit before a number (they said only: not a converter).
        ("convert -1/2 mi", "'-1/2 mi' at column 9 starts with a number, which a converter's name has not; to convert a value,"
            + " type it as a line of its own, which refuses it too: unknown key '-1/2'; a number is written as a decimal,"
            + " -1/2 as -0.5: write -0.5 mi"),
        ("convert 1° 30′", "'1° 30′' at column 9 starts with a number, which a converter's name has not; to convert a value,"
            + " type it as a line of its own, which refuses it too: ° and arcmin are not written together: angle is not"
            + " written in parts; write the total in one unit: 90 arcmin"),
        ("convert 3 5", "'3 5' at column 9 is not a converter; type a menu number, a name like 'miles to kilometers',"
            + " a unit pair like 'mi->km', or 'units' for the units"),
        ("convert 3.5", "'3.5' at column 9 is not a converter; type a menu number, a name like 'miles to kilometers',"
            + " a unit pair like 'mi->km', or 'units' for the units"),
        // Glued, spaced, below absolute zero: the machine's refusal is named, not the line offered.
        ("-500F", "unknown key '-500F' at column 1; spaced, it reads -500 F, which is refused too: '-500': -500 °F is below"
            + " absolute zero (-459.67 °F)"),
        // An m after hours: minutes, said.
        ("5 h 30 m", "'5 h 30 m' at column 5: h measures time and m length; a value in parts is of one kind (5 ft 10 in,"
            + " 2 lb 8 oz); for minutes write min"),
        ("units weigth", "the argument of units at column 7: 'weigth' is not a kind; did you mean weight? Use length,"
            + " temperature, mass, time, speed, volume, area, pressure, energy, power, force, data, fuel economy, frequency or angle"),
        // Capitals of a name only case tells apart; a ring or a degree sign out of place; a power
        // as Python writes it; points between a unit's words; `into` for a connector.
        ("5 CALORIES", "unknown unit 'CALORIES' at column 3; case tells units apart here: calories is calories,"
            + " Calories is kilocalories"),
        ("5 ˚C", "unknown unit '˚C' at column 3; its '˚' is U+02DA RING ABOVE, not the sign °; did you mean °C?"),
        ("5 C°", "unknown unit 'C°' at column 3; the degree sign comes first: write 5 °C"),
        ("5 ft**2", "unknown unit 'ft**2' at column 3; a power is written with ^ or as a digit: write 5 ft^2"),
        ("5 fl.oz.", "unknown unit 'fl.oz.' at column 3; no period in a unit: write 5 fl oz"),
        // A unit glued to what stands apart from it: no suggestion of another unit (`ft-->mi` was
        // offered fathoms, `toL` tablespoons, `lb8` pounds with the 8 lost).
        ("5280 ft-->mi", "'-->' at column 8 is no connector; join the units with to, in, as, ->, →, => or >: 5280 ft to mi"),
        ("3 oz t-->g", "'-->' at column 7 is no connector; join the units with to, in, as, ->, →, => or >: 3 oz t to g"),
        ("5 gal-->imp gal", "'-->' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 gal to imp gal"),
        // Punctuation or an arrow of Unicode glued to a unit, a connector glued after one, a spaced
        // broken arrow: no suggestion of another unit, and the target kept (`ft。` was fathoms, `kBin` kbit).
        ("1250 m to ft。", "unknown unit 'ft。' at column 11; no '。' after a unit: write 1250 m to ft"),
        ("5 ft⇒ m", "'⇒' at column 5 is no connector; join the units with to, in, as, ->, →, => or >: 5 ft to m"),
        ("1500 kBin KiB", "unknown unit 'kBin' at column 6; the connector is glued to the unit: write 1500 kB in KiB"),
        ("0 °C - > K", "'-' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 0 °C to K"),
        ("2.5 gal toL", "unknown unit 'toL' at column 9; the connector is glued to the unit: write 2.5 gal to L"),
        ("2 lb8 oz", "unknown unit 'lb8' at column 3; a number stands apart from its unit: write 2 lb 8 oz"),
        ("5 tons", "unknown unit 'tons' at column 3; 'ton' is ambiguous: write t (tonne, 1000 kg), short ton (2000 lb) or long ton (2240 lb)"),
        // A stray connector's target after a sentence's end is kept (`mi.` gave way to m).
        ("5280 ft = mi.", "'=' at column 9 is no connector; join the units with to, in, as, ->, →, => or >: 5280 ft to mi"),
        ("-40 to C", "a unit is missing before 'to' at column 5; write the unit after the number, e.g. -40 °F to °C"),
        ("5 mi onto km", "'onto' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        // GNU units' answer in parts (`ft;in`), and hms for it.
        ("1.8 m to ft;in", "unknown unit 'ft;in' at column 10; an answer in parts is written with + here: ft+in"),
        ("5000 s to h;min;s", "unknown unit 'h;min;s' at column 11; an answer in parts is written with + here: h+min+s"),
        ("1.8 m to ft,in", "unknown unit 'ft,in' at column 10; an answer in parts is written with + here: ft+in"),
        ("5000 s to hms", "unknown unit 'hms' at column 11; 'hms' is no unit here: for hours, minutes and seconds write h+min+s"),
        ("1 Gb", "unknown unit 'Gb' at column 3; b is bits and B bytes: Gb would be gigabits, written Gbit here;"
            + " GB is gigabytes (1 GB is 8 gigabits)"),
        // A misspelt later word of a unit of two words (it listed the units of length for `nautical`).
        ("1 nautical mle to km", "unknown unit 'nautical mle' at column 3; did you mean 'nautical mile' (nmi)?"),
        ("1 km to survey mle", "unknown unit 'survey mle' at column 9; did you mean 'survey mile' (survey mi)?"),
        ("5 xx in m", "unknown unit 'xx' at column 3; 'units length' lists the units of length, 'units' all"),
        // A misspelt first word (it offered `cubic m`, 35 times as large, and `longton`, then refused `ton` after it).
        ("5 cubics feet to L", "unknown unit 'cubics feet' at column 3; did you mean 'cubic feet' (ft³)?"),
        ("1 lon ton to lb", "unknown unit 'lon ton' at column 3; did you mean 'long ton'?"),
        ("5 mle km", "unknown unit 'mle' at column 3; did you mean 'mile' (mi)?"),
        // Two countries on one unit (`US gal UK` was read as imperial gallons, the UK taking the US's place).
        ("5 US gal UK to L", "unknown unit 'UK' at column 10; a unit takes one country: US gal or gal UK"),
        ("5 gal US UK", "unknown unit 'UK' at column 10; a unit takes one country: gal US or gal UK"),
        ("5 UK US cup to tbsp", "unknown unit 'UK' at column 3; 'units volume' lists the units of volume, 'units' all"),
    ])
    func aSuggestionKeepsTheMeaning(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// GNU units' plurals: 5 kg = 11.023… lb; 5 yd = 4.572 m; 5 km = 3.1068… mi.
    @Test func thePluralsPeopleTypeAreUnits() {
        #expect(Given.plain(Given.session(after: ["5 kgs"])) == "≈ 11.02 lb\n5 kg\n")
        #expect(Given.plain(Given.session(after: ["5 yds"])) == "≈ 4.57 m\n5 yd\n")
        #expect(Given.plain(Given.session(after: ["5 kms"])) == "≈ 3.11 mi\n5 km\n")
    }

    /// Only a last s or one of a doubled pair may be dropped on the way to a suggestion.
    @Test func aDroppedCharacterIsHarmlessOnlyAsAPluralOrADouble() {
        func drops(_ key: String, _ candidate: String) -> Bool {
            UnitCatalog.dropsMeaning(Array(key.unicodeScalars), Array(candidate.unicodeScalars), limit: 1)
        }
        #expect(drops("kbps", "kps") && drops("m/s2", "m/s") && drops("mpge", "mpg"))
        #expect(!drops("kgs", "kg") && !drops("meterr", "meter") && !drops("fet", "feet"))
        #expect(drops("mm/s", "m/s") && drops("ccm", "cm"))
    }

    /// An output that does not exist says which do (the compounds of time: h+min+s, h+min, min+s,
    /// d+h+min+s and d+h+min, the table's); a compound of another kind is named; a mass where a volume is meant (oz,
    /// the avoirdupois ounce) points to the fluid ounce, either way round.
    @Test(arguments: [
        ("1.5 h to h+s", "'h+s' is no compound output; time has h+min+s, h+min, min+s, d+h+min+s, d+h+min"),
        ("1 m to in+ft", "'in+ft' is no compound output; write the larger unit first: ft+in"),
        ("convert m in+ft", "'in+ft' is no compound output; write the larger unit first: ft+in"),
        ("1 m to st+lb", "cannot convert length (m) to mass (st+lb)"),
        ("1 oz to mL", "cannot convert mass (oz) to volume (mL); for fluid ounces write fl oz"),
        ("8 oz to cup", "cannot convert mass (oz) to volume (cup); for fluid ounces write fl oz"),
        ("convert mL oz", "cannot convert volume (mL) to mass (oz); for fluid ounces write fl oz"),
        ("1 kg to mL", "cannot convert mass (kg) to volume (mL)"),
        // The fluid ounce already written on the other side (it was told to write fl oz).
        ("1 oz to fl oz", "cannot convert mass (oz) to volume (fl oz); oz measures mass, fl oz volume: no value is both"),
    ])
    func anOutputThatCannotBeSaysWhatCan(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    @Test func aSuggestionNeverCrossesKinds() {
        #expect(UnitCatalog.hint(for: "kWh", context: .kind(UnitKind(named: "length")!)) == nil)
        #expect(UnitCatalog.hint(for: "kmhh", context: .kind(UnitKind(named: "speed")!)) != nil)
        #expect(UnitCatalog.hint(for: "kmhh", context: .kind(UnitKind(named: "length")!)) == nil)
        #expect(UnitCatalog.hint(for: "kilometr", context: .unsure) == nil)
        #expect(UnitCatalog.hint(for: "ton", context: .unsure) != nil, "the ton hint is no guess")
    }

    /// qalc's and numbat's ways of writing a number are answered with convcalc's: a power of
    /// ten as e, a sign touching its number; arithmetic is not done. The typed text the hint
    /// repeats is escaped (an ESC there reached the terminal raw).
    @Test(arguments: [
        ("1.5*10^3", "unknown key '1.5*10^3' at column 1; write a power of ten with e: 1.5e3"),
        // Parts glued with + or a comma, each a number and its unit: spaced, the line whole (it said only to see help).
        ("5ft+10in to cm", "unknown key '5ft+10in' at column 1; put a space between the number and the unit: 5 ft 10 in to cm"),
        ("1h,30min to min", "unknown key '1h,30min' at column 1; put a space between the number and the unit: 1 h 30 min to min"),
        ("5ft+3ft", "unknown key '5ft+3ft' at column 1; spaced, it reads 5 ft 3 ft, which is refused too: ft is written twice;"
            + " write each unit once"),
        // A clock's letters for an answer in parts (`m` there is minutes).
        ("5000 s to h:m:s", "unknown unit 'h:m:s' at column 11; an answer in parts is written with + here: h+min+s"),
        ("90 s to mm:ss", "unknown unit 'mm:ss' at column 9; an answer in parts is written with + here: min+s"),
        // A sign before it is kept (it said only to see help).
        ("-5×10^3 m to km", "unknown key '-5×10^3' at column 1; write a power of ten with e: -5e3 m to km"),
        ("−10^3 m", "unknown key '−10^3' at column 1; write a power of ten with e: -1e3 m"),
        // A period between a unit and the next part's number; a slash apart from one side of a rate.
        ("5 ft.10 in to cm", "unknown unit 'ft.10' at column 3; no period after a unit: write 5 ft 10 in to cm"),
        ("5 km/ h to mph", "'/' at column 5 is no connector; join the units with to, in, as, ->, →, => or >; a unit is written"
            + " without blanks around its slash: write 5 km/h to mph"),
        ("5 km /h to mph", "unknown unit '/h' at column 6; a unit is written without blanks around its slash: write 5 km/h to mph"),
        ("6.02×10^23", "unknown key '6.02×10^23' at column 1; write a power of ten with e: 6.02e23"),
        ("2^10", "unknown key '2^10' at column 1; convcalc converts one number and does no arithmetic: type the result"),
        ("5 mi * 2", "unknown key '*' at column 6; convcalc converts one number and does no arithmetic: type the result"),
        ("5 mi to km / 2", "unknown key '/' at column 12; convcalc converts one number and does no arithmetic: type the result"),
        // No power of ten after ^ (it offered `1e\x1B[31m`); the token escaped.
        ("1*10^\u{1B}[31m", "unknown key '1*10^\\x1B[31m' at column 1; convcalc converts one number and does no arithmetic: type the result"),
        // A sign apart: the whole line with the number signed (it said `5 +/-`, and after an exponent
        // +/- signs the exponent: `5e-3 +/- mi` is 5e3 mi, where -0.005 mi was meant).
        ("- 5 ft", "unknown key '-' at column 1; a sign is written touching its number: write -5 ft"),
        ("5e-3 - mi to km", "unknown key '-' at column 6; a sign is written touching its number: write -5e-3 mi to km"),
        ("- 1.5e-4 km to mm", "unknown key '-' at column 1; a sign is written touching its number: write -1.5e-4 km to mm"),
        ("5 mi to km -", "unknown key '-' at column 12; a sign is written touching its number: write -5 mi to km"),
        ("minus 5 ft 10 in to cm", "unknown key 'minus' at column 1; a sign is written touching its number: write -5 ft 10 in to cm"),
        ("+ 5 mi", "unknown key '+' at column 1; a number needs no plus sign: write 5 mi"),
        // Where the line signed is refused too, the keys are said (`- -5 mi`: two signs).
        ("- -5 mi", "unknown key '-' at column 1; write a sign touching its number (-5), or the key +/- after it (5 +/-)"),
        // GNU units' + between parts: the line without it when that is parts, else no sum is made.
        ("5 ft + 10 in to cm", "unknown key '+' at column 6; write a value in parts without +: 5 ft 10 in to cm"),
        ("1 m + 50 cm", "unknown key '+' at column 5; write a value in parts without +: 1 m 50 cm"),
        ("1 gal + 2 qt", "unknown key '+' at column 7; convcalc does no arithmetic: write the total in one unit"),
        ("5 ft + 3 ft", "unknown key '+' at column 6; convcalc does no arithmetic: write the total in one unit"),
        // Punctuation and brackets: the whole line without them, when that is accepted (by hand).
        ("5 ft, 10 in", "unknown unit 'ft,' at column 3; no comma after a unit: write 5 ft 10 in"),
        // An ambiguous name beside a unit of one of its choices' kinds names that choice alone.
        ("1013 mb to hPa", "unknown unit 'mb' at column 6; 'mb' is ambiguous: for pressure write mbar (millibar)"),
        ("convert hPa mb", "unknown unit 'mb' at column 13; 'mb' is ambiguous: for pressure write mbar (millibar)"),
        ("1 mb to kB", "unknown unit 'mb' at column 3; 'mb' is ambiguous: for data write MB (megabyte, 1000000 bytes)"
            + " or Mbit (megabit)"),
        ("1 mb", "unknown unit 'mb' at column 3; 'mb' is ambiguous: write mbar (millibar), MB (megabyte, 1000000 bytes)"
            + " or Mbit (megabit)"),
        ("1 KB", "unknown unit 'KB' at column 3; 'KB' is ambiguous: write kB (kilobyte, 1000 bytes), KiB (1024 bytes) or kbit (1000 bits)"),
        // Another language's connector that is a unit here (Spanish `a`, years) is no target: the kind is the
        // last unit's, or none is said (both said "units time").
        ("5 millas a km", "unknown unit 'millas' at column 3; did you mean 'miles' (mi)?"),
        ("5 metros a pies", "unknown unit 'metros' at column 3; 'units' lists them, 'units length' one kind"),
        // The comma in the word between a unit and the next part: the user's own line without it (a fixed
        // `5 ft 10 in` was offered for `2 lb,8 oz to kg`, and the target dropped).
        ("5 ft,10 in", "unknown unit 'ft,10' at column 3; no comma after a unit: write 5 ft 10 in"),
        ("2 lb,8 oz to kg", "unknown unit 'lb,8' at column 3; no comma after a unit: write 2 lb 8 oz to kg"),
        ("1 h,30 min to s", "unknown unit 'h,30' at column 3; no comma after a unit: write 1 h 30 min to s"),
        // By hand: 5 mi = 8.04672 km, and 3 km more.
        ("5 mi,3 km", "unknown unit 'mi,3' at column 3; no comma after a unit; written 5 mi 3 km, it is refused too: mi and km are not"
            + " written together: length in parts is written in ft in, yd ft in, mi yd, m cm; write the total in one unit: 11.04672 km"),
        // An abbreviation's point or a sentence's end: the nearest spellings were other units ('oz.' → troy ounces).
        ("3 oz. to g", "unknown unit 'oz.' at column 3; no period after a unit: write 3 oz to g"),
        ("5 ft. 10 in. to cm", "unknown unit 'ft.' at column 3; no period after a unit: write 5 ft 10 in to cm"),
        ("5 in.", "unknown unit 'in.' at column 3; no period after a unit: write 5 in"),
        ("5 mi to km?", "unknown unit 'km?' at column 9; no '?' after a unit: write 5 mi to km"),
        ("convert mi km.", "unknown unit 'km.' at column 12; no period after a unit: write convert mi km"),
        // Without the `;` the line is refused still (3 ft 2 m is no value in parts): the word's own hint.
        ("3 ft; 2 m", "unknown unit 'ft;' at column 3; no ';' after a unit: put each conversion on a line of its own"),
        ("5 mi to km; 3 ft to m", "unknown unit 'km;' at column 9; no ';' after a unit: put each conversion on a line of its own"),
        // `in` is inches, not the connector, when a connector follows it (as `ft to m` is answered).
        ("in to cm", "unknown key 'in' at column 1; a unit goes after a number (5 in to cm), or pick the converter: write convert in to cm"),
        // A point inside a unit of two words (cu. was suggested cup; fl alone is no unit).
        ("5 cu. ft to L", "unknown unit 'cu.' at column 3; no period in a unit: write 5 cu ft to L"),
        ("5 fl oz. to mL", "unknown unit 'oz.' at column 6; no period after a unit: write 5 fl oz to mL"),
        ("1 fl. oz. to mL", "unknown unit 'fl.' at column 3; no period in a unit: write 1 fl oz to mL"),
        ("5 mi to km:", "unknown unit 'km:' at column 9; no ':' after a unit: write 5 mi to km"),
        ("(5 ft) to m", "unknown key '(5' at column 1; no brackets here: write 5 ft to m"),
        ("5 (ft) to [m]", "unknown unit '(ft)' at column 3; no brackets here: write 5 ft to m"),
        ("1000 in to ft+in.", "unknown unit 'ft+in.' at column 12; no period after a unit: write 1000 in to ft+in"),
        ("5 km... to m", "unknown unit 'km...' at column 3; no period after a unit: write 5 km to m"),
        ("(5", "unknown key '(5' at column 1; no brackets here: write 5"),
        ("5 ft) to m", "unknown unit 'ft)' at column 3; no ')' after a unit: write 5 ft to m"),
        ("5 mi to km…", "unknown unit 'km…' at column 9; no '…' after a unit: write 5 mi to km"),
        // A milli lookalike of a mega unit says what it would be (pointing to MJ alone sent 10⁹ off).
        ("1 mJ to J", "unknown unit 'mJ' at column 3; m is milli and M mega: mJ would be millijoules, which have no unit"
            + " here; MJ is megajoules"),
        // A capital letter alone is another unit's symbol in SI (A amperes, not a for years), never the small one's.
        ("5 A to d", "unknown unit 'A' at column 3; 'A' in capitals is amperes, which have no unit here; for years write a or yr"),
        ("1 T", "unknown key 'T' at column 3; 'T' in capitals is teslas, which have no unit here; for tonnes write t,"
            + " for tablespoons tbsp"),
        // `US` before a unit, as Americans say it: no siemens riddle, and the mile is the mile.
        ("5 US to ms", "unknown unit 'US' at column 3; 'US' alone is no unit: for microseconds write µs or us; a US unit names"
            + " it (US gal, US cup, US pt); the mile and foot are mi and ft in the US too; the old US survey ones"
            + " are survey mi and survey ft (mi US, ft US)"),
        ("5 US mi to km", "unknown unit 'US' at column 3; 'US' alone is no unit: for microseconds write µs or us; a US unit names"
            + " it (US gal, US cup, US pt); the mile and foot are mi and ft in the US too; the old US survey ones"
            + " are survey mi and survey ft (mi US, ft US)"),
        ("1 CALORIE to J", "unknown unit 'CALORIE' at column 3; case tells units apart here: calorie is calories, Calorie is kilocalories"),
        // A compound begun and not finished (it suggested ftm, fathoms, for `ft+`).
        ("1.8 m to ft+", "unknown unit 'ft+' at column 10; a compound names all its parts: write 1.8 m to ft+in"),
        ("100 min to h+", "unknown unit 'h+' at column 12; a compound names all its parts: write h+min+s or h+min"),
        ("1 m to km+", "unknown unit 'km+' at column 8; no compound output starts with km"),
        // A unit after a whole conversion (it was told a unit goes after a number, and `s` got siemens' hint).
        ("5 mi to km mi", "'mi' at column 12 is a unit after a whole conversion; a line converts one value to one unit:"
            + " put each conversion on a line of its own"),
        ("5 m to ft s", "'s' at column 11 is a unit after a whole conversion; a line converts one value to one unit:"
            + " put each conversion on a line of its own"),
        // Capitals of spellings only their case tells apart name each.
        // With a force on the other side, the force only (knots were listed too).
        ("10 KN to N", "unknown unit 'KN' at column 4; case tells units apart here: kN is kilonewtons"),
        ("10 CAL to J", "unknown unit 'CAL' at column 4; case tells units apart here: cal is calories, Cal is kilocalories"),
        // A capital prefix and a symbol is that prefix's unit, never an alias in other case (`Gm` was `gm`, grams:
        // `1 Gm to kg` gave 1e-3 kg; a new user's trial).
        ("1 Gm to kg", "unknown unit 'Gm' at column 3; G is the prefix giga: Gm would be gigameters, which have no unit here;"
            + " g is grams"),
        // Grams named only where a mass may stand (an attacker: the other side is a length).
        ("1 Gm to km", "unknown unit 'Gm' at column 3; G is the prefix giga: Gm would be gigameters, which have no unit here"),
        // A capital prefix making a unit none is here: the prefix named and the kind listed (it said 'units length').
        ("5 TW", "unknown unit 'TW' at column 3; T is the prefix tera: TW would be terawatts, which have no unit here;"
            + " 'units power' lists the units of power"),
        ("5 GJ to kJ", "unknown unit 'GJ' at column 3; G is the prefix giga: GJ would be gigajoules, which have no unit here;"
            + " 'units energy' lists the units of energy"),
        // P in capitals is peta, as M is mega (`5 PM to m` was 5 pm, picometres).
        ("5 PM to m", "unknown unit 'PM' at column 3; P is the prefix peta, not pico: for picometers write pm"),
        ("1 Gb to MB", "unknown unit 'Gb' at column 3; b is bits and B bytes: Gb would be gigabits, written Gbit here;"
            + " GB is gigabytes (1 GB is 8 gigabits)"),
        // A trial's lines (issue 27): an arrow glued to a connector word (it offered `tokm`), a
        // sign before the connector `in` (read as inches), a suggestion that was the source unit
        // itself, a start of kilometer read as kilos, a unit glued before its number, two numbers in a part.
        ("5 mi to→km", "'→' at column 8 is the connector written twice; write it once: 5 mi to km"),
        ("5 mi as>km", "'>' at column 8 is the connector written twice; write it once: 5 mi as km"),
        ("5 ft 10 in to→cm", "'→' at column 14 is the connector written twice; write it once: 5 ft 10 in to cm"),
        ("5 mi->>km", "'>' at column 7 is the connector written twice; write it once: 5 mi->km"),
        ("5 mi = in km", "'=' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        ("6 st 4 lb& in kg", "'&' at column 10 is no connector; join the units with to, in, as, ->, →, => or >: 6 st 4 lb to kg"),
        ("5 mi = in", "'=' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to in"),
        ("5 kg to kgg", "unknown unit 'kgg' at column 9; 'units mass' lists the units of mass, 'units' all"),
        ("5 kgg to kg", "unknown unit 'kgg' at column 3; 'units mass' lists the units of mass, 'units' all"),
        ("5 kilom", "unknown unit 'kilom' at column 3; did you mean 'kilometer' (km)?"),
        ("5 kilome to mi", "unknown unit 'kilome' at column 3; did you mean 'kilometer' (km)?"),
        ("km5", "unknown key 'km5' at column 1; a number goes before its unit: write 5 km"),
        // The whole line so written, when accepted; a letter before a number with a unit after it is no unit
        // swapped (`a5 m2 to ft2` offered `5 yr`, years; `mi5 to km` dropped `to km`).
        ("mi5 to km", "unknown key 'mi5' at column 1; a number goes before its unit: write 5 mi to km"),
        ("a5 m2 to ft2", "unknown key 'a5' at column 1; type 'help' for the keys"),
        ("l5 mi km", "unknown key 'l5' at column 1; type 'help' for the keys"),
        // A second trial's lines: quotes around words, a power kept in suggestions (`mm3` was m^3,
        // `km3` kms, `mi3` "mi 3"), the connector `in` written twice, separators between conversions.
        ("'5 mi' to km", "unknown key ''5' at column 1; no quotes here: write 5 mi to km"),
        ("\"5 ft 10 in\" to cm", "unknown key '\"5' at column 1; no quotes here: write 5 ft 10 in to cm"),
        ("5 mm3 to mL", "unknown unit 'mm3' at column 3; 'units volume' lists the units of volume, 'units' all"),
        ("5 km3 to m", "unknown unit 'km3' at column 3; 'units length' lists the units of length, 'units' all"),
        ("5 mi3", "unknown unit 'mi3' at column 3; 'units' lists them, 'units length' one kind"),
        ("5 mi -> in km", "'in' at column 9 is the connector written twice; write it once: 5 mi -> km"),
        ("5 ft to in cm", "'in' at column 9 is the connector written twice; write it once: 5 ft to cm"),
        ("5 mi to km. 3 ft to m", "unknown unit 'km.' at column 9; no period after a unit: put each conversion on a line of its own"),
        ("5 mi to km;3 ft to m", "unknown unit 'km;3' at column 9; no ';' after a unit: put each conversion on a line of its own"),
        ("5 mi to km ; 3 ft to m", "unknown key ';' at column 12; convcalc reads one conversion a line: put each on a line of its own"),
        // A word's own rewrite, as the whole line (a second trial: `write mi to` was a fragment).
        ("5 mito km", "unknown unit 'mito' at column 3; the connector is glued to the unit: write 5 mi to km"),
        ("5 mi tokm", "unknown unit 'tokm' at column 6; the connector is glued to the unit: write 5 mi to km"),
        ("5 ft10 in to cm", "unknown unit 'ft10' at column 3; a number stands apart from its unit: write 5 ft 10 in to cm"),
        ("5 sq.m", "unknown unit 'sq.m' at column 3; no period in a unit: write 5 sq m"),
        ("5 MiB to Mb", "unknown unit 'Mb' at column 10; 'Mb' is ambiguous: for data write MB (megabyte, 1000000 bytes) or Mbit (megabit)"),
        ("1 h 2 3 min", "'1 h 2 3 min' at column 5: '2 3' is more than one number; each part is one number and its unit: 1 h 23 min"),
        // Found by a new user: each said something beside the point.
        ("1 m to ft, in", "unknown unit 'ft,' at column 8; an answer in parts is written with + here: ft+in"),
        ("1 T to tsp", "unknown unit 'T' at column 3; 'T' in capitals is teslas, which have no unit here; for tablespoons write tbsp"),
        ("1 T to kg", "unknown unit 'T' at column 3; 'T' in capitals is teslas, which have no unit here; for tonnes write t"),
        // 1 Mg = 10⁶ g = 1 t; a megalitre is 1000 m³, no unit here, so only milli is said.
        ("5 Mg to kg", "unknown unit 'Mg' at column 3; M is the prefix mega, not milli: for milligrams write mg; for megagrams write t"),
        ("1 ML to L", "unknown unit 'ML' at column 3; M is the prefix mega, not milli: for milliliters write mL"),
        ("1.5 e-4 km", "unknown key 'e-4' at column 5; an exponent is written with its number: write 1.5e-4 km"),
        ("2 E3 m to km", "unknown key 'E3' at column 3; an exponent is written with its number: write 2E3 m to km"),
        // The key EE glued to its digits (it was an unknown unit, `units length` offered).
        ("5 EE3 mi", "unknown key 'EE3' at column 3; the key EE is written apart from its digits: write 5 EE 3 mi"),
        ("5 ee3 mi to km", "unknown key 'ee3' at column 3; the key ee is written apart from its digits: write 5 ee 3 mi to km"),
        ("5 EE300 mi", "unknown key 'EE300' at column 3; the key EE is written apart from its digits: 5 EE 300 mi, which is refused"
            + " too: '300': the exponent must be between -99 and 99"),
        ("pi rad to deg", "unknown key 'pi' at column 1; convcalc takes numbers, not constants: π is about 3.14159265358979,"
            + " and π rad is 180 °"),
        ("5 mi into km", "'into' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to km"),
        // Found by an attacker: each offered a line refused too, said a thing twice, or named the wrong thing.
        ("1.5 e-400 km", "unknown key 'e-400' at column 5; an exponent is written with its number: 1.5e-400 km, which is refused"
            + " too: '1.5e-400': the exponent must be between -99 and 99"),
        ("½ ft 3 in", "unknown key '½' at column 1; a number is written as a decimal, ½ as 0.5"),
        ("list;", "unknown key 'list;' at column 1; no ';' after a word: write list"),
        ("−12,345 m", "unknown key '−12,345' at column 1; no thousands separators: write -12345 m, or -12.345 m if the comma marks decimals"),
        ("−5ft10in", "unknown key '−5ft10in' at column 1; put a space between the number and the unit: -5 ft 10 in"),
        ("5 m°", "unknown unit 'm°' at column 3; 'units' lists them, 'units length' one kind"),  // no `5 m to ft` made up
        // Found by the third attacker: a compound after `=` and a sentence's mark (it offered `1.8 m to ft`),
        // a word there naming nothing (no unit made up), the minus sign's line kept whole, a power past
        // e99 said (it offered 5e100, refused), a value in parts refused for its own reason said.
        ("1.8 m = ft+in?", "'=' at column 7 is no connector; join the units with to, in, as, ->, →, => or >: 1.8 m to ft+in"),
        ("1 m = blorf.", "'=' at column 5 is no connector; join the units with to, in, as, ->, →, => or >"),
        ("−5mi to ft", "unknown key '−5mi' at column 1; put a space between the number and the unit: -5 mi to ft"),
        ("5×10^100 m to km", "unknown key '5×10^100' at column 1; a power of ten is written with e, from e-99 to e99: e100 is beyond it"),
        ("5 × 10^100 m to km", "unknown key '×' at column 3; a power of ten is written with e, from e-99 to e99: e100 is beyond it"),
        ("(5 ft 13 in) to cm", "unknown key '(5' at column 1; no brackets here; written 5 ft 13 in to cm, it is refused too: 13 in is"
            + " 1 ft or more; write 6 ft 1 in to cm, or the total in one unit (73 in)"),
        ("(1.8 m) = ft+in", "unknown key '(1.8' at column 1; no brackets here"),
        // Found by the third trial: a signed number after EE is its exponent (it was said to be -1.54);
        // a value in parts takes no exponent (5e2 ft 10 in was offered, refused); no exponent made up.
        ("1.5 EE -4 km to mm", "'-4' at column 8 is a signed number after EE; after EE the exponent's sign is the key +/-"
            + " (1.5 EE +/- 4 km to mm), or write the exponent with the number: 1.5e-4 km to mm"),
        ("5 ft 10 in to cm EE 2", "'EE' at column 18 would give the value in parts before it an exponent, which no part takes;"
            + " put this on a line of its own"),
        ("5 mi EE", "'EE' at column 6 would give the number converted before it an exponent; write the exponent with the"
            + " number (5eN mi), or put this on a line of its own"),
        // Found by the fourth attacker: each offered a line meaning another value, or refused too.
        ("2 10^3 m to km", "unknown key '10^3' at column 3; write a power of ten with e: 2e3 m to km"),  // was 2 1e3: 21e3 m
        ("-1.5 EE -4 km to mm", "'-4' at column 9 is a signed number after EE; after EE the exponent's sign is the key +/-"
            + " (-1.5 EE +/- 4 km to mm), or write the exponent with the number: -1.5e-4 km to mm"),
        ("1.5 EE -400 km to mm", "'-400' at column 8 is a signed number after EE; after EE the exponent's sign is the key +/-;"
            + " written 1.5e-400 km to mm, it is refused too: '1.5e-400': the exponent must be between -99 and 99"),
        ("1.8 m= ft+in", "'=' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 1.8 m to ft+in"),
        ("1.8 m = ft + in?", "'=' at column 7 is no connector; join the units with to, in, as, ->, →, => or >: 1.8 m to ft+in"),
        ("5 m= blorf", "'=' at column 4 is no connector; join the units with to, in, as, ->, →, => or >"),
        ("1 m 7 EE 1 cm", "'EE' at column 7: no part of a value in parts has an exponent; write each part as a plain number (5 ft 10 in)"),
        ("5 ft 6 in +/- to m", "'to' at column 15 comes after a key, which ended the unit's conversion; write the connector right"
            + " after the unit and the key last: 5 ft 6 in to m +/-"),
        ("5 ft, 10 in = cm?", "unknown unit 'ft,' at column 3; no comma after a unit: write a value in parts as 5 ft 10 in, and each"
            + " conversion on a line of its own"),
        ("5 ft\u{200B} to m", "unknown unit 'ft\\u{200B}' at column 3; it holds an invisible character (\\u{200B}): write 5 ft to m"),
        // A line end, as Ctrl-V Return types one at the prompt, between words (they got
        // only the kind's units).
        ("6 mi\rto km", "unknown unit 'mi\\x0Dto' at column 3; it holds an invisible character (\\x0D): write 6 mi to km"),
        ("6 mi\nto km", "unknown unit 'mi\\x0Ato' at column 3; it holds an invisible character (\\x0A): write 6 mi to km"),
        ("1.5×10^−4 km to mm", "unknown key '1.5×10^−4' at column 1; write a power of ten with e: 1.5e-4 km to mm"),
        // Found by the fourth trial: a pace said with `per`, other calculators' precision, a lone `?`.
        ("5 min per km to mph", "unknown unit 'per' at column 7; a line takes the units 'units' lists, not expressions of them:"
            + " a units file can define min/km (docs/GUIDE.md, Your own units)"),
        // Two `per`s: the rate before the second is read whole (it named s/s and h/s, a time per time).
        ("5 m per s per s", "unknown unit 'per' at column 11; a line takes the units 'units' lists, not expressions of them:"
            + " a units file can define m/s/s (docs/GUIDE.md, Your own units)"),
        ("5 km per h per s to m/s", "unknown unit 'per' at column 12; a line takes the units 'units' lists, not expressions of"
            + " them: a units file can define km/h/s (docs/GUIDE.md, Your own units)"),
        // A volume per distance is fuel economy's reciprocal (`litres per km` was 5 mm², an area), a
        // count before the unit below as L/100km is written (it said only "unknown unit '100'").
        // A units file's `L / km` is an area too: no file is offered, fuel economy's units are.
        ("5 litres per km", "unknown unit 'per' at column 10; a line takes the units 'units' lists: fuel economy is written"
            + " km/L, mpg, mpg UK or L/100km here"),
        ("5 gallons per 100 miles", "unknown unit 'per' at column 11; a line takes the units 'units' lists: fuel economy is"
            + " written km/L, mpg, mpg UK or L/100km here"),
        // The unit after the count is the word written wrong (it named '100'); a suggestion that makes
        // no rate either says so (`min` was offered, and `5 mi per min` refused).
        ("5 L per 100 kmm", "unknown unit 'kmm' at column 13; did you mean 'km'?"),
        ("5 mi per minn", "unknown unit 'minn' at column 10; did you mean 'min'? 'mi per min' is no unit here either: 'units speed'"
            + " lists the units of speed; a units file can define mi/min (docs/GUIDE.md, Your own units)"),
        // A rate target written wrong, or none, is no unit of another kind ("cannot convert speed to length").
        ("5 m/s to km per secc", "unknown unit 'secc' at column 17; did you mean 'sec' (s)?"),
        // Units on both sides of `per`, each found, are no slip (`m per h` offered `mi per h`, mph).
        ("5 mph to m per h", "unknown unit 'per' at column 12; a line takes the units 'units' lists, not expressions of them:"
            + " 'units speed' lists the units of speed; a units file can define m/h (docs/GUIDE.md, Your own units)"),
        ("5 km/h to km per d", "unknown unit 'per' at column 14; a line takes the units 'units' lists, not expressions of them:"
            + " 'units speed' lists the units of speed; a units file can define km/d (docs/GUIDE.md, Your own units)"),
        // Distance per volume is fuel economy, whose units are named (it said only that a units file can
        // define mi/L); a rate said in words before the last per is read whole (it named km/100km, the L
        // dropped); a unit below of two words after a slash (it named mi/imperial). By hand, 1 mi per imp gal
        // = 1609.344 m / 4.54609 L, mpg UK's definition.
        ("5 miles per litre", "unknown unit 'per' at column 9; a line takes the units 'units' lists, not expressions of them:"
            + " fuel economy is written km/L, mpg, mpg UK or L/100km here; a units file can define mi/L (docs/GUIDE.md, Your own units)"),
        ("5 km/gallon", "unknown unit 'km/gallon' at column 3; a line takes the units 'units' lists, not expressions of them:"
            + " fuel economy is written km/L, mpg, mpg UK or L/100km here; a units file can define km/gallon (docs/GUIDE.md, Your own units)"),
        ("5 L per 100 km per 100 km", "unknown unit 'per' at column 16; a line takes the units 'units' lists, not expressions of"
            + " them: a units file can define L/100km/100km (docs/GUIDE.md, Your own units)"),
        ("5 mi/imperial gallon", "unknown unit 'mi/imperial gallon' at column 3; did you mean 'mpg UK'?"),
        // A count before the unit below a slash, as L/100km is written (it offered to define liters/100km).
        ("5 liters/100km", "unknown unit 'liters/100km' at column 3; did you mean 'L/100km'?"),
        ("5 litre/100 km to mpg", "unknown unit 'litre/100 km' at column 3; did you mean 'L/100km'?"),
        // `per` one letter off or glued to the unit below, between units whose rate is one (they listed the
        // units of length); the same in a converter's name.
        ("5 mi perr hour", "unknown unit 'mi perr hour' at column 3; did you mean 'mi per hour' (mph)?"),
        ("5 km perhour to mph", "unknown unit 'km perhour' at column 3; did you mean 'km per hour' (km/h)?"),
        ("5 km an hour", "unknown unit 'km an hour' at column 3; did you mean 'km per hour' (km/h)?"),
        // `a` read as the year where a rate was said (it said only "cannot convert length (mi) to time (yr)").
        ("5 miles a minute", "cannot convert length (mi) to time (yr); 'a' here is the year (annum), not per; a line takes the units"
            + " 'units' lists, not expressions of them: 'units speed' lists the units of speed; a units file can define mi/min"
            + " (docs/GUIDE.md, Your own units)"),
        ("5 km a h", "cannot convert length (km) to time (yr); 'a' here is the year (annum), not per: write 5 km per h"),
        // The whole unit before `an`, not from the middle of it (it offered 'mile an hour' (mph), dropping `nautical`).
        ("5 nautical mile an hr", "unknown unit 'nautical mile an hr' at column 3; did you mean 'nautical mile per hr' (kn)?"),
        ("convert nautical miles pr hour to km/h", "unknown unit 'nautical miles pr hour' at column 9; did you mean 'nautical miles"
            + " per hour' (kn)?"),
        ("5 mph to km per min", "unknown unit 'per' at column 13; a line takes the units 'units' lists, not expressions of them:"
            + " 'units speed' lists the units of speed; a units file can define km/min (docs/GUIDE.md, Your own units)"),
        // GNU units' fraction, and a minus written twice as an option is.
        ("1|2 mi to km", "unknown key '1|2' at column 1; a number is written as a decimal, 1|2 as 0.5: write 0.5 mi to km"),
        ("--40 F to C", "unknown key '--40' at column 1; a value takes one minus sign: write -40 F to C"),
        // A rate in words written wrong is suggested whole: `kmm` alone suggested kmh, and `km` then
        // `per hourr` was read as a length (it said "cannot convert speed to length").
        ("5 mph to kmm per hour", "unknown unit 'kmm per hour' at column 10; did you mean 'km per hour' (km/h)?"),
        ("5 kmm per hour to mph", "unknown unit 'kmm per hour' at column 3; did you mean 'km per hour' (km/h)?"),
        ("5 mph to km per hourr", "unknown unit 'km per hourr' at column 10; did you mean 'km per hour' (km/h)?"),
        ("5 mpg to miles per gallonn", "unknown unit 'miles per gallonn' at column 10; did you mean 'miles per gallon' (mpg)?"),
        ("-d 4", "unknown key '-d' at column 1; significant digits are set with precision: write precision 4 sig"),
        ("set precision 4", "unknown key 'set' at column 1; significant digits are set with precision: write precision 4 sig"),
        ("5 m = ? ft", "'=' at column 5 is no connector; join the units with to, in, as, ->, →, => or >: 5 m to ft"),
        // Found by a new user: 10¹⁷ has one significant digit; names take no power sign; ' is feet.
        ("100000000000000000 in to ft+in", "'100000000000000000' at column 1 has more digits than a number holds (15,"
            + " every digit typed counting); with an exponent, write 1e17 in to ft+in"),
        ("5 feet²", "unknown unit 'feet²' at column 3; a power sign goes on a symbol: write 5 ft²"),
        ("30' to °", "cannot convert length (ft) to angle (°); ' and \" are feet and inches here: for arcminutes write arcmin,"
            + " for arcseconds arcsec"),
        // ° alone is a degree of angle (it was told only that an angle is no temperature).
        ("-40° to C", "cannot convert angle (°) to temperature (°C); ° alone is a degree of angle: a temperature's degree is"
            + " written with its scale (°F, °C)"),
        ("32 F to cel", "unknown unit 'cel' at column 9; did you mean 'celsius' (°C)?"),
        ("how many feet in an acre", "unknown key 'how' at column 1; the question asks for 1 acre in feet, which is refused too:"
            + " cannot convert area (acre) to length (ft)"),
        // Both units and the connector in one word (`20°Cto°F`: the degree sign ends the number).
        ("5 mitokm", "unknown unit 'mitokm' at column 3; the connector is glued to the units: write 5 mi to km"),
        ("20°Cto°F", "unknown unit '°Cto°F' at column 3; the connector is glued to the units: write 20°C to °F"),
        ("convert mi into km", "'into' at column 12 is no connector; join the units with to, in, as, ->, →, => or >: convert mi to km"),
    ])
    func anotherCalculatorsWayOfWritingIsAnswered(line: String, message: String) {
        var session = Session()
        #expect(session.handle(line).error?.message == message)
    }

    /// A converter's name with brackets or punctuation, on the menu's line (and `--converter`,
    /// which reads it so): the name without them, whole (it offered `mi` alone, refused).
    @Test(arguments: [
        ("mi. to km", "unknown unit 'mi.' at column 1; no period after a unit: write mi to km"),
        ("mi to km.", "unknown unit 'km.' at column 7; no period after a unit: write mi to km"),
        ("(mi) to km", "unknown unit '(mi)' at column 1; no brackets here: write mi to km"),
        ("mi, km", "unknown unit 'mi,' at column 1; no comma after a unit: write mi km"),
    ])
    func aConvertersNameIsOfferedWithoutItsPunctuation(name: String, message: String) {
        var session = Given.session(after: ["convert"])
        #expect(session.handle(name).error?.message == message)
        var offered = Given.session(after: ["convert"])
        #expect(offered.handle(String(message.split(separator: "write ").last!)).error == nil)
    }

    /// Over accepted lines with brackets around random words and punctuation after them: a hint
    /// that writes the line without them (`…: write 5 ft to m`) writes one that is accepted, and
    /// is the line as it was before the marks were added.
    @Test func aLineWrittenWithoutItsPunctuationIsAccepted() {
        var random = SeededGenerator()
        let lines = ["5 ft to m", "3 oz to g", "5 ft 10 in to cm", "1000 in to ft+in", "5 mi in km", "convert mi km",
                     "98.6 °F", "1 h 30 min to min", "2 lb 8 oz", "30 mpg to L/100km", "-40 °C to °F", "5 fl oz to mL"]
        let marks = [".", ",", ";", ":", "?", "!", "…", "..."]
        var offered = 0
        for _ in 0..<1_000 {
            let line = lines[random.next(lines.count)]
            var words = line.split(separator: " ").map(String.init)
            for index in words.indices where random.next(3) == 0 {
                let mark = marks[random.next(marks.count)]
                let isNumber = words[index].last?.isNumber == true
                // `5.` is five with its point typed (accepted as it is): a number gets other marks.
                words[index] = random.next(2) == 0 ? "(" + words[index] + ")"
                    : words[index] + (isNumber && mark == "." ? "," : mark)
            }
            let marked = words.joined(separator: " ")
            var session = Session()
            guard marked != line, let message = session.handle(marked).error?.message,
                  let write = message.firstRange(of: ": write "), message.contains("no brackets here") || message.contains(" a unit: write ")
            else { continue }
            let written = String(message[write.upperBound...])
            guard written.contains(" ") else { continue }  // a word's own hint (`no ';' after a unit: write ft`)
            var fresh = Session()
            #expect(fresh.handle(written).error == nil, "\(marked) → \(written)")
            #expect(written == line, "\(marked) → \(written)")
            offered += 1
        }
        #expect(offered > 200, "\(offered) lines written without their marks")
    }
}
