import Testing
@testable import ConvCalcKit

/// `units KIND` shows each unit's definition exactly when it has a finite decimal, and as a
/// fraction with its rounding otherwise.
@Suite struct UnitsTextTests {
    func line(_ kind: String, _ symbol: String) -> String? {
        guard let kind = UnitKind(named: kind) else { return nil }
        return UnitsText.list(kind).split(separator: "\n").map(String.init)
            .first { $0.hasPrefix(symbol + " ") }
    }

    @Test func aLongExactFactorIsWrittenInFull() {
        // 1 ly = 9 460 730 472 580 800 m exactly (IAU: c · one Julian year); was shown as
        // "9460730472580800/1 ≈ 9460730472580000 m".
        #expect(line("length", "ly")?.hasSuffix("= 9460730472580800 m") == true, "\(line("length", "ly") ?? "none")")
        #expect(line("length", "ft")?.hasSuffix("= 0.3048 m") == true)
        #expect(line("length", "au")?.hasSuffix("= 149597870700 m") == true)
    }

    @Test func aFactorWithoutAFiniteDecimalIsAFractionAndItsRounding() {
        // 1200/3937 = 0.30480060960121920…
        #expect(line("length", "survey ft")?.hasSuffix("= 1200/3937 ≈ 0.304800609601 m") == true)
        #expect(line("angle", "rad")?.hasSuffix("≈ 0.159154943092 turn") == true)
        // 1 pc = 648000/π au = 30 856 775 814 913 673 m (IAU 2015 B2), 12 digits: was shown
        // as "≈ 30856775814900000 m", a value it is not.
        #expect(line("length", "pc")?.hasSuffix("≈ 3.08567758149e16 m") == true, "\(line("length", "pc") ?? "none")")
        #expect(line("length", "survey mi")?.hasSuffix("= 6336000/3937 ≈ 1609.34721869 m") == true)
    }

    @Test func everyExactDecimalShownIsTheFactorItself() {
        for unit in UnitCatalog.all where !unit.isApproximate {
            guard let affine = unit.toBase.affine, affine.offset == .zero else { continue }
            let text = UnitsText.definition(of: unit)
            guard !text.contains("≈") else {
                #expect(affine.scale.exactDecimal == nil, "\(unit.symbol): \(text)")
                continue
            }
            let number = text.dropFirst(2).prefix { $0 != " " }
            let parts = number.split(separator: ".", omittingEmptySubsequences: false)
            let places = parts.count == 2 ? parts[1].count : 0
            guard let digits = Int128(parts.joined()) else {
                Issue.record("\(unit.symbol): \(text)")
                continue
            }
            var power: Int128 = 1
            for _ in 0..<places { power *= 10 }
            #expect(Ratio(digits, power) == affine.scale, "\(unit.symbol): \(text)")
        }
    }

    /// `units` alone fits 80 columns: a kind's list breaks at a comma, never inside a symbol
    /// (`imp fl oz` was cut as `im`/`p fl dr` on a 100-column terminal), and lists every unit once.
    @Test func theOverviewFitsEightyColumnsAndBreaksOnlyBetweenUnits() throws {
        var session = Session()
        guard case .info(let text) = session.handle("units").shows else { Issue.record("no list"); return }
        var listed: [String] = []
        var kind = ""
        for line in text.split(separator: "\n").map(String.init) {
            #expect(ColumnWidth.of(line) <= 80, "\(line)")
            var items = Substring(line)
            if !line.hasPrefix("  ") {
                let name = try #require(line.firstRange(of: ": "))
                kind = String(line[..<name.lowerBound])
                items = line[name.upperBound...]
            } else {
                items = line.dropFirst(2)
            }
            listed += items.split(separator: ",").map { "\(kind) \($0.trimmingPrefix(" "))" }
        }
        let units = UnitKind.all.flatMap { kind in UnitCatalog.all.filter { $0.kind == kind }.map { "\(kind.name) \($0.symbol)" } }
        #expect(listed == units, "every unit once, whole, under its kind")
    }

    /// Several kinds are listed one after another, each under its name; a kind may be called
    /// by its sentence's word (`distance`); a unit named instead of a kind names its kind.
    @Test func severalKindsTheSentencesWordAndAUnitNamedForItsKind() {
        var session = Session()
        guard case .info(let two) = session.handle("units temperature mass").shows else { Issue.record("refused"); return }
        #expect(two.hasPrefix("temperature:\n°C ") && two.contains("\n\nmass:\nt "), "\(two)")
        guard case .info(let distance) = session.handle("units distance").shows,
              case .info(let length) = session.handle("units length").shows else { Issue.record("refused"); return }
        #expect(distance == length)
        #expect(session.handle("units fuel economy length").error == nil)
        #expect(session.handle("units mi").error?.message.contains("'mi' is a unit of length, not a kind; units length lists that kind") == true)
    }

    /// A kind mistyped by a slip is named (`lenght` → length); the kinds follow either way.
    @Test func aKindMistypedIsNamed() {
        var session = Session()
        let near = session.handle("units lenght").error?.message ?? ""
        #expect(near.contains("'lenght' is not a kind; did you mean length? Use length, temperature"), "\(near)")
        let far = session.handle("units xyz").error?.message ?? ""
        #expect(far.hasPrefix("the argument of units at column 7: 'xyz' is not a kind; use length, ") && !far.contains("did you mean"),
                "\(far)")  // it began `units at column 7:`, as if units were at column 7
        #expect(session.handle("units fuel economy").error == nil)
        // The start of a kind's name names it (it suggested time for temp).
        #expect(session.handle("units temp").error?.message.contains("did you mean temperature?") == true)
        #expect(session.handle("units fuel").error?.message.contains("did you mean fuel economy?") == true)
    }

    /// A kind asked for in the plural is that kind (`units lengths` suggested length).
    @Test func aKindInThePluralIsThatKind() {
        for (plural, kind) in [("lengths", "length"), ("masses", "mass"), ("energies", "energy"), ("Frequencies", "frequency"),
                               ("fuel economies", "fuel economy"), ("weights", "mass"), ("distances", "length")] {
            #expect(UnitKind(named: plural)?.name == kind, "\(plural)")
        }
        for word in ["ss", "gases", "es", "ies"] { #expect(UnitKind(named: word) == nil, "\(word)") }
    }

    /// Among several kinds, the one word that names none is named alone (`units volume cup`
    /// said 'volume cup' is not a kind); a kind named twice is listed once.
    @Test func theWordThatNamesNoKindIsNamedAlone() {
        var session = Session()
        #expect(session.handle("units volume cup").error?.message
            == "the argument of units at column 14: 'cup' is a unit of volume, not a kind; units volume lists that kind")
        // The column is the word's that names no kind (an attack: it was the argument's, 7).
        #expect(session.handle("units mass blorf").error?.message.hasPrefix("the argument of units at column 12: 'blorf' is not a kind; use") == true)
        #expect(session.handle("units length,mass  blorf").error?.message.hasPrefix("the argument of units at column 20: 'blorf' is not a kind;") == true)
        #expect(session.handle("units fuel economy cup").error?.message.contains("'cup' is a unit of volume") == true)
        #expect(UnitKind.kinds(named: "length length")?.count == 1)
    }
}
