import Testing
@testable import ConvCalcKit

/// The header line: it names a starting state, and reading it back gives that state.
@Suite struct TranscriptHeaderTests {
    func header(_ text: String) throws -> TranscriptHeader {
        try TranscriptHeader(parsing: text, line: 1)
    }

    @Test func aRecordedHeaderNamesEveryPartOfTheStartingState() throws {
        var session = Session.starting(converter: Converter.builtIn[2], precision: .places(4), says: true, traces: true)
        _ = session.handle("26.2")
        #expect(TranscriptHeader.text(for: session) == "#! convcalc 1 --converter mi->km --precision 4 --input 26.2 --say --trace\n")
        #expect(TranscriptHeader.text(for: Session()) == "#! convcalc 1 --converter °F->°C --precision 2 --input 0\n")
    }

    @Test func readingAHeaderBackGivesTheSameSession() throws {
        var session = Session.starting(converter: Converter.builtIn[4], precision: .places(0), says: true)
        _ = session.handle("-0.50")
        let restored = try header(TranscriptHeader(of: session).text).session()
        #expect(restored.state == session.state)
        #expect(restored.says && !restored.traces)
    }

    /// A refused `--input` is quoted cut, as a line's token is: 100,000 digits were quoted whole.
    @Test func aLongInputIsQuotedCut() throws {
        let digits = String(repeating: "9", count: 100_000)
        let error = try #require(throws: TranscriptError.self) { try header("#! convcalc 1 --input \(digits)").session() }
        #expect(error.message.utf8.count < 300, "\(error.message.utf8.count) bytes")
        #expect(error.message.contains("'" + String(repeating: "9", count: 60) + "…'"))
    }

    /// The header's pair is read as `convert` reads one, up to the next option: spaced (`mi to
    /// km`, quoted or not) or bare (`mi km`), where only `mi->km` was taken.
    /// A blank with combining marks after it separates words, and the marks are quoted escaped
    /// (they ran into `--units` as one unknown option, and sat raw on its blank).
    @Test func aBlankBeforeCombiningMarksSeparatesWords() throws {
        let marks = String(repeating: "\u{301}", count: 3)
        let units = try #require(throws: TranscriptError.self) { try header("#! convcalc 1 --units \(marks)").session() }
        #expect(units.message.contains("needs the units file $'\\xCC\\x81\\xCC\\x81\\xCC\\x81'"), "\(units.message)")
        let precision = try #require(throws: TranscriptError.self) { try header("#! convcalc 1 --precision 9 \(marks)").session() }
        #expect(precision.message.contains("unknown header option '\\u{0301}\\u{0301}\\u{0301}'"), "\(precision.message)")
    }

    @Test(arguments: ["mi->km", "mi to km", "'mi to km'", "\"mi in km\"", "mi km", "miles to kilometers"])
    func theConverterIsAPairAsConvertTakesIt(pair: String) throws {
        let read = try header("#! convcalc 1 --converter \(pair) --precision 3").session()
        #expect(read.state.converter == Converter.builtIn[2], "\(pair)")
        #expect(read.state.precision == .places(3))
    }

    /// A pair of a units file's unit, read without that file, is told the file is needed (it
    /// said the unit is unknown, as the pair came before `--units` in the header).
    @Test func aPairOfAUnitsFilesUnitAsksForTheFileFirst() {
        #expect(throws: TranscriptError(line: 1, "this transcript needs the units file 'sm.units' (its header names it):"
            + " give it with --units FILE")) {
            try header("#! convcalc 1 --converter smoot->m --units sm.units")
        }
    }

    /// A file's name with a blank is written with `_` in the header: said, since the file on
    /// disk has the blank (a teacher looked for `sm_oots.units`).
    @Test func aUnitsFilesBlankWrittenAsUnderscoreIsSaid() {
        #expect(throws: TranscriptError(line: 1, "this transcript needs the units file 'sm_oots.units' (its header names it; a blank"
            + " in a file's name is written _ there): give it with --units FILE")) {
            try header("#! convcalc 1 --units sm_oots.units")
        }
    }

    @Test func significantDigitsAreOneWord() throws {
        let session = Session.starting(precision: .significant(4))
        #expect(TranscriptHeader.text(for: session) == "#! convcalc 1 --converter °F->°C --precision 4sig --input 0\n")
        #expect(try header("#! convcalc 1 --precision 4sig").session().state == session.state)
        #expect(throws: TranscriptError.self) { try header("#! convcalc 1 --precision 16sig") }
    }

    @Test func everyUnitPairAndCompoundOutputRoundTripsThroughTheHeader() throws {
        for source in UnitCatalog.all.indices {
            for target in UnitCatalog.all.indices {
                guard let converter = Converter(from: UnitID(source), to: UnitID(target)) else { continue }
                let session = Session.starting(converter: converter)
                let restored = try header(TranscriptHeader(of: session).text).session()
                #expect(restored.state == session.state, "\(converter.label)")
            }
        }
        for source in UnitCatalog.all.indices {
            for compound in CompoundUnit.all {
                guard let converter = Converter(from: UnitID(source), to: compound) else { continue }
                let session = Session.starting(converter: converter)
                let restored = try header(TranscriptHeader(of: session).text).session()
                #expect(restored.state == session.state, "\(converter.label)")
            }
        }
    }

    @Test func leftOutOptionsMeanTheStartState() throws {
        let read = try header("#! convcalc 1")
        #expect(read == TranscriptHeader())
        #expect(try read.session().state == State.initial)
        #expect(try header("#! convcalc 1 --converter 3").converter == Converter.builtIn[2])
    }

    @Test func theInputIsTypedAfterTheConverterIsChosen() throws {
        let session = try header("#! convcalc 1 --converter K->°C --input 0.5").session()
        #expect(session.state.entry.text == "0.5")
        #expect(session.state.converter.inputUnit.symbol == "K")
    }

    @Test func anInputBelowAbsoluteZeroOfTheConverterIsAnError() throws {
        #expect(try header("#! convcalc 1 --input -1").session().state.entry.text == "-1")
        #expect(throws: TranscriptError.self) { try header("#! convcalc 1 --converter K->°C --input -1") }
    }
}
