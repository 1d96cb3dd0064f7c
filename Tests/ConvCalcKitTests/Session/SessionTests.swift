import Testing
@testable import ConvCalcKit

/// The command language: lines of tokens, applied atomically.
@Suite struct SessionTests {
    @Test func digitsOnOneLineTypeOneNumber() {
        #expect(Given.session(after: ["2 1 2"]).state.entry.text == "212")
        #expect(Given.session(after: ["98.6"]).state.entry.text == "98.6")
    }

    @Test func returnCommitsSoTheNextLineStartsANewNumber() {
        let session = Given.session(after: ["212", "5"])
        #expect(session.state.entry.text == "5")
        #expect(session.state.phase == .ready)
    }

    @Test func aRejectedLineChangesNothing() {
        var session = Given.session(after: ["convert 3", "26.2"])
        let before = session.state
        let answer = session.handle("C 5 x").shows
        #expect(answer == .rejected(LineError(.unknownKey("x"), column: 5)))
        #expect(session.state == before)
    }

    @Test func theErrorNamesTheTokenAndItsColumn() {
        var session = Session()
        guard case .rejected(let error) = session.handle("1 2 x").shows else { Issue.record("accepted"); return }
        #expect(error.message == "unknown key 'x' at column 5; type 'help' for the keys")
        guard case .rejected(let point) = session.handle("1.2.3").shows else { Issue.record("accepted"); return }
        #expect(point.message == "'.' at column 4: the entry already has a decimal point")
    }

    @Test func columnsCountCharactersNotBytes() {
        var session = Session()
        guard case .rejected(let error) = session.handle("± 5 x").shows else { Issue.record("accepted"); return }
        #expect(error.column == 5)
    }

    @Test func wordsAreCaseInsensitive() {
        #expect(Given.session(after: ["CONVERT MI->KM", "5 NEG", "Clear 7"]).state
            == State(phase: .ready, entry: Given.entry("7"), converter: Converter.builtIn[2]))
    }

    @Test(arguments: ["convert 3", "convert miles to kilometers", "convert mi->km", "convert mi km",
                      "convert mi to km", "convert mi→km", "convert Miles To Kilometers", "convert mile kilometre"])
    func convertWithAnArgumentPicksDirectly(line: String) {
        var session = Given.session(after: ["26.2"])
        #expect(session.handle(line).shows.isDisplays)
        #expect(session.state.converter == Converter.builtIn[2])
        #expect(session.state.phase == .ready)
        #expect(session.state.entry.text == "26.2")
    }

    @Test(arguments: ["convert °F->°C", "convert F C", "convert 1", "convert fahrenheit to celcius"])
    func temperatureSpellingsPickTheDefault(line: String) {
        var session = Given.session(after: ["convert 2"])
        #expect(session.handle(line).shows.isDisplays)
        #expect(session.state.converter == .standard)
    }

    @Test func convertAloneOpensTheMenuAndTheNextLinePicks() {
        var session = Session()
        #expect(session.handle("convert").shows.isMenu)
        #expect(session.state.phase == .choosing)
        #expect(session.handle("3").shows.isDisplays)
        #expect(session.state.converter == Converter.builtIn[2])
        #expect(session.state.phase == .ready)
    }

    @Test func theMenuTakesNamesAndPairs() {
        var session = Given.session(after: ["convert"])
        #expect(session.handle("meters to yards").shows.isDisplays)
        #expect(session.state.converter == Converter.builtIn[5])
    }

    @Test func cancelOrABlankLineLeavesTheMenuUnchanged() {
        var session = Given.session(after: ["42", "convert"])
        #expect(session.handle("cancel").shows.isDisplays)
        #expect(session.state == Given.session(after: ["42"]).state)
        session = Given.session(after: ["42", "convert"])
        #expect(session.handle("").shows == .nothing)
        #expect(session.state == Given.session(after: ["42"]).state)
    }

    @Test func anythingElseInTheMenuIsAnErrorAndTheMenuStaysOpen() {
        var session = Given.session(after: ["convert"])
        let before = session.state
        guard case .rejected(let error) = session.handle("5 5").shows else { Issue.record("accepted"); return }
        #expect(error.reason == .notAConverter("5 5"))
        guard case .rejected(let outOfRange) = session.handle("9").shows else { Issue.record("accepted"); return }
        #expect(outOfRange.reason == .noSuchMenuItem("9"))
        #expect(session.state == before)
    }

    @Test func aPairOfDifferentKindsNamesBothKinds() {
        var session = Session()
        guard case .rejected(let error) = session.handle("convert mi->kg").shows else { Issue.record("accepted"); return }
        #expect(error.message == "cannot convert length (mi) to mass (kg)")
        #expect(session.state == .initial)
    }

    @Test func aCommentRunsToTheEndOfTheLine() {
        var session = Session()
        #expect(session.handle("# just a note").shows == .nothing)
        #expect(session.handle("212 # boiling").shows.isDisplays)
        #expect(session.state.entry.text == "212")
    }

    @Test func aMinusBeforeANumberIsItsKeysThenSign() {
        #expect(Given.session(after: ["-40"]).state.entry.text == "-40")
        #expect(Given.session(after: ["−12.5"]).state.entry.text == "-12.5")
    }

    @Test func swapCarriesTheOutputOver() {
        let session = Given.session(after: ["convert 5", "1", "swap"])
        #expect(Given.plain(session) == "≈ 1 m\n3.28 ft\n")
    }

    @Test func resetGoesBackToTheStart() {
        #expect(Given.session(after: ["convert 4", "precision 5", "12", "reset"]).state == .initial)
    }

    @Test func precisionChangesTheOutputPlaces() {
        let session = Given.session(after: ["convert 5", "1", "precision 4"])
        #expect(Given.plain(session) == "≈ 3.2808 ft\n1 m\n")
    }

    @Test func queriesAnswerWithoutChangingState() {
        var session = Given.session(after: ["77"])
        let before = session.state
        #expect(session.handle("list").shows == .menu(current: .standard))
        guard case .info(let help) = session.handle("help").shows else { Issue.record("no help"); return }
        #expect(help.contains("convert"))
        #expect(session.handle("precision").shows == .info("precision is 2 decimal places"))
        #expect(session.state == before)
    }

    @Test func quitEndsTheSession() {
        var session = Session()
        #expect(session.handle("quit").shows == .quit)
        #expect(session.handle("EXIT").shows == .quit)
    }

    @Test func controlCharactersAreShownEscapedNeverRaw() {
        var session = Session()
        guard case .rejected(let error) = session.handle("\u{1B}[2J \u{1B}]52;c;aGk=\u{07}").shows else {
            Issue.record("accepted"); return
        }
        #expect(error.message.contains("\\x1B[2J"))
        #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func invalidUTF8AndNULAreRejectedEscaped() {
        var session = Session()
        let bytes: [UInt8] = [0x35, 0x20, 0xFF, 0xFE, 0x00]
        let answer = bytes.withUnsafeBufferPointer { session.handle(LineBytes($0)).shows }
        guard case .rejected(let error) = answer else { Issue.record("accepted"); return }
        #expect(error.message == "unknown key '\\xFF\\xFE\\x00' at column 3; type 'help' for the keys")
        #expect(session.state == .initial)
    }

    @Test func tenThousandDigitsAreRejectedAtTheSixteenth() {
        var session = Session()
        guard case .rejected(let error) = session.handle(String(repeating: "7", count: 10_000)).shows else {
            Issue.record("accepted"); return
        }
        #expect(error.column == 16)
        #expect(error.message.hasPrefix("'7' at column 16: too many digits"))
    }

    @Test func aLineEndingWithCarriageReturnIsTheSameLine() {
        #expect(Given.session(after: ["212\r"]).state.entry.text == "212")
    }
}

extension SessionTests {
    /// A key the menu refuses goes to the machine, which refuses it as its table says, traced
    /// (`swap` in the menu was read as a converter's name: the trace showed no event, where the
    /// table a teacher reads says `choosing ──swap──▶ error`; a new user's trial).
    @Test(arguments: [("swap", "swap", 1), ("+/-", "+/-", 1), ("EE", "EE", 1), ("precision 3", "3", 11)])
    func aKeyInTheMenuIsTheMachinesRefusalTraced(line: String, named: String, column: Int) throws {
        var session = Given.session(after: ["convert"])
        session.apply(.trace(true))
        let before = session.state
        let outcome = session.handle(line)
        #expect(outcome.error?.message == "'\(named)' at column \(column): the converter menu is open: type a number, a name or a"
            + " unit pair, or 'cancel'")
        let step = try #require(outcome.trace.first)
        #expect(TraceText.plain(step).hasPrefix("choosing ──\(line)──▶ ✗ refused"), "\(TraceText.plain(step))")
        #expect(session.state == before)
    }
}
