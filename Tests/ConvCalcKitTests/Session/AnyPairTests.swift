import Testing
@testable import ConvCalcKit

/// Any unit to any unit of its kind, from the keypad line and from the menu.
@Suite struct AnyPairTests {
    @Test(arguments: [
        ("convert ft->in", "1", "12 in\n1 ft\n"),
        ("convert K->°F", "0", "-459.67 °F\n0 K\n"),
        ("convert lb->kg", "1", "≈ 0.45 kg\n1 lb\n"),
        ("convert h->min", "1.5", "90 min\n1.5 h\n"),
        ("convert nmi to m", "1", "1852 m\n1 nmi\n"),
        ("convert st lb", "1", "14 lb\n1 st\n"),
        ("convert oz g", "1", "≈ 28.35 g\n1 oz\n"),
        ("convert wk d", "2", "14 d\n2 wk\n"),
    ])
    func aPairWorksFromTheKeypadLine(pick: String, value: String, shown: String) {
        #expect(Given.plain(Given.session(after: [pick, value])) == shown)
    }

    @Test(arguments: ["ft->in", "K->°F", "lb->kg", "h->min"])
    func aPairWorksFromTheMenu(pair: String) throws {
        var session = Given.session(after: ["convert"])
        #expect(session.handle(pair).shows.isDisplays)
        #expect(try session.state.converter == ConverterQuery.resolve(pair).get())
    }

    @Test func aCustomPairIsNamedFromItsUnits() {
        #expect(Given.session(after: ["convert ft in"]).state.converter.label == "feet to inches")
        #expect(Given.session(after: ["convert mi km"]).state.converter == Converter.builtIn[2])
    }

    @Test func differentKindsNameBothKindsAndChangeNothing() {
        var session = Given.session(after: ["convert ft in", "3"])
        let before = session.state
        guard case .rejected(let error) = session.handle("convert lb->h").shows else { Issue.record("accepted"); return }
        #expect(error.message == "cannot convert mass (lb) to time (h)")
        #expect(session.state == before)
    }

    /// Swap carries the shown output (to 15 significant digits) and reverses the pair; swapping
    /// twice gives the pair back, and the value too when the conversion was exact.
    @Test func everyPairRoundTripsThroughSwap() {
        for from in UnitCatalog.all.indices {
            for to in UnitCatalog.all.indices {
                guard let converter = Converter(from: UnitID(from), to: UnitID(to)) else { continue }
                var session = Session(state: State(converter: converter, precision: .places(12)))
                _ = session.handle("2").shows
                let there = session.state.output
                #expect(session.handle("swap").shows.isDisplays, "\(converter.label)")
                #expect(session.state.converter == converter.reversed)
                // A positional output is carried to 15 significant digits; a scientific one as it is.
                #expect(session.state.entry.value == there.value.rounded(toSignificantDigits: 15) ?? there.value, "\(converter.label)")
                let back = session.state.output
                #expect(session.handle("swap").shows.isDisplays)
                #expect(session.state.converter == converter)
                #expect(session.state.entry.value == back.value.rounded(toSignificantDigits: 15) ?? back.value, "\(converter.label)")
                if there.isExact { #expect(session.state.entry.text == "2", "\(converter.label)") }
            }
        }
    }

    @Test func swapRoundsALongOutputToFifteenSignificantDigits() {
        // 2 km = 2187.2265966754155… yd; shown at 12 places, carried to 15 significant digits.
        let session = Given.session(after: ["convert km yd", "precision 12", "2", "swap"])
        #expect(session.state.entry.text == "2187.22659667542")
    }

    /// A rounded value is "about" it, as the display's ≈ (1 m = 3.2808… ft, 1 kg = 2.2046… lb); 212 °F and 90 min are exact.
    @Test func theSentenceUsesTheWordsOfTheDistanceConverter() {
        for (pick, value, sentence) in [("convert m ft", "1", "The distance in ft is about 3.28"),
                                         ("convert °F °C", "212", "The temperature in °C is 100"),
                                         ("convert kg lb", "1", "The weight in lb is about 2.2"),
                                         ("convert min h", "90", "The time in h is 1.5"),
                                         // 1.8 m = 70.866… in: 5 ft 10.87 in; the compound names its units.
                                         ("convert m ft+in", "1.8", "The distance is about 5 ft 10.87 in")] {
            #expect(Sentence.of(Given.session(after: [pick, value]).state) == sentence)
        }
        // 0 mpg has no value in L/100km (the display's `—`): no "is about —".
        #expect(Sentence.of(Given.session(after: ["convert mpg L/100km", "0"]).state) == "The fuel economy in L/100km has no value")
    }

    @Test func unitsListsByKindAndOneKindWithDefinitions() throws {
        var session = Session()
        guard case .info(let all) = session.handle("units").shows else { Issue.record("no list"); return }
        #expect(all.split(separator: "\n").first
                == "length: km, m, cm, mm, mi, yd, ft, in, mil, nmi, dm, µm, nm, Å, pm, furlong,")  // 80 columns
        guard case .info(let temperature) = session.handle("units temperature").shows else { Issue.record("no list"); return }
        #expect(temperature.contains("x °F = (x + 459.67)·5/9 K"))
        guard case .rejected = session.handle("units colour").shows else { Issue.record("accepted"); return }
    }

    /// A converter refused for the number kept from before (-100 °C is no -100 K) says to clear
    /// it first; the same number typed is refused without it, and after C the pick is taken.
    @Test func aPickRefusedForTheKeptNumberSaysToClearIt() {
        var session = Given.session(after: ["-100 °C to °F"])
        #expect(session.handle("convert K C").error?.message == "'K' at column 9: -100 K is below absolute zero (0 K);"
                + " the number on the input display stays when the converter changes: type C first, then pick it")
        #expect(session.handle("-100 K").error?.message == "'-100' at column 1: -100 K is below absolute zero (0 K)")
        #expect(session.handle("C convert K C").error == nil)
    }
}
