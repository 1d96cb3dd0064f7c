import Testing
@testable import ConvCalcKit

/// The `prec` button opens a small picker; its choice is the machine's `precision` event.
@Suite struct PrecisionPickerTests {
    @Test func thePrecButtonOpensThePickerAtTheStatesPrecision() {
        var model = KeypadModel(start: .initial)
        model.perform(.press(.precision))
        #expect(model.precisionPicker?.choice == State.initial.precision)
        #expect(model.calculator.steps.isEmpty, "opening the picker sends nothing")
    }

    @Test func stepsStayInTheModesRangeAndTheChoiceIsSentAsThePrecisionEvent() {
        var model = KeypadModel(start: .initial)
        model.perform(.press(.precision))
        for _ in 0..<20 { model.perform(.precisionPicker(.step(1))) }
        #expect(model.precisionPicker?.choice == .places(Precision.placesRange.upperBound))
        model.perform(.precisionPicker(.switchMode))
        for _ in 0..<20 { model.perform(.precisionPicker(.step(1))) }
        #expect(model.precisionPicker?.choice == .significant(Precision.significantRange.upperBound))
        model.perform(.precisionPicker(.step(-2)))
        model.perform(.precisionPicker(.choose))
        #expect(model.precisionPicker == nil)
        #expect(model.calculator.lastStep?.event == .precision(.significant(13)))
        #expect(model.state.precision == .significant(13))
    }

    /// A step past either end of the range says so (Up at 12 places did nothing, unsaid).
    @Test func aStepPastTheRangesEndSaysItIsTheMostOrTheFewest() {
        var model = KeypadModel(start: .initial)
        model.perform(.press(.precision))
        for _ in 0..<Precision.placesRange.upperBound { model.perform(.precisionPicker(.step(1))) }
        model.perform(.precisionPicker(.step(1)))
        #expect(model.status.text == "✗ 12 places is the most" && model.status.isError)
        model.perform(.precisionPicker(.switchMode))
        for _ in 0..<20 { model.perform(.precisionPicker(.step(-1))) }
        #expect(model.status.text == "✗ 1 significant digit is the fewest")
        model.perform(.precisionPicker(.switchMode))
        model.perform(.precisionPicker(.step(-1)))
        model.perform(.precisionPicker(.step(-1)))
        #expect(model.status.text == "✗ 0 places is the fewest")
        model.perform(.precisionPicker(.switchMode))
        for _ in 0..<20 { model.perform(.precisionPicker(.step(1))) }
        #expect(model.status.text == "✗ 15 significant digits is the most")
    }

    /// The refusal of a key the picker does not take is whole on an 80-column status line (it
    /// was cut after `⏎ set, …`, and its end never shown).
    @Test func theRefusalOfAnotherKeyFitsEightyColumns() throws {
        var model = KeypadModel(start: .initial)
        model.perform(.press(.precision))
        model.perform(.ignored)
        #expect(model.status.text == PrecisionPicker.otherKey)
        let screen = TextScreen(columns: 80, rows: 24)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        #expect(screen.lines[layout.status.y].contains("Esc cancel"), "\(screen.lines[layout.status.y])")
    }

    /// The box names Esc as its hint line and the guide do, `cancel` (it said `Esc back`), whole
    /// on the least screen as on 80×24.
    @Test(arguments: [(80, 24), (20, 12)])
    func theBoxSaysEscCancelsAsTheHintLineDoes(columns: Int, rows: Int) throws {
        var model = KeypadModel(start: .initial)
        model.perform(.press(.precision))
        let screen = TextScreen(columns: columns, rows: rows)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen))
        let box = PrecisionPicker.box(in: layout, glyphs: Glyphs(unicode: true))
        let row = screen.lines[box.y + 4]
        #expect(row.contains("│ ⏎ set Esc cancel │"), "\(screen.text)")
        #expect(!screen.lines[box.y..<box.bottom].joined().contains("back"))
    }

    /// On an ASCII terminal (LANG=C) `⏎` is drawn `Ret`: the box measures its lines as drawn,
    /// so `Esc cancel` is whole (`| Ret set Esc c... |`), down to the least screen.
    @Test(arguments: [(80, 24), (40, 20), (20, 12)])
    func onAnASCIITerminalTheBoxHoldsItsKeysWhole(columns: Int, rows: Int) throws {
        var model = KeypadModel(start: .initial)
        model.perform(.press(.precision))
        let glyphs = Glyphs(unicode: false)
        let screen = TextScreen(columns: columns, rows: rows)
        let layout = try #require(KeypadView(glyphs: glyphs).draw(model, on: screen))
        let box = PrecisionPicker.box(in: layout, glyphs: glyphs)
        let rows = screen.lines[box.y..<box.bottom].map { String(Array($0)[box.x..<box.right]) }
        #expect(rows.contains { $0.hasSuffix("Ret set Esc cancel |") || $0.hasSuffix("Ret set Esc cancel|") }, "\(rows)")
        #expect(rows.contains { $0.contains("v more, fewer") }, "\(rows)")
    }

    @Test func escClosesThePickerWithoutAnEvent() {
        var model = KeypadModel(start: .initial)
        model.perform(.press(.precision))
        model.perform(.precisionPicker(.step(-1)))
        model.perform(.precisionPicker(.close))
        #expect(model.precisionPicker == nil)
        #expect(model.calculator.steps.isEmpty && model.state.precision == State.initial.precision)
    }

    @Test func whileOpenTheKeysStepSwitchSetAndCloseAndAClickInsideSets() throws {
        let layout = try #require(KeypadLayout.make(size: ScreenSize(columns: 40, rows: 20), displayWidth: 12, lesson: false))
        var map = KeyMap(layout: layout, phase: .integer, showsHelp: false, plays: false)
        map.picksPrecision = true
        #expect(map.command(for: .up) == .precisionPicker(.step(1)))
        #expect(map.command(for: .down) == .precisionPicker(.step(-1)))
        #expect(map.command(for: .character("s")) == .precisionPicker(.switchMode))
        #expect(map.command(for: .enter) == .precisionPicker(.choose))
        #expect(map.command(for: .escape) == .precisionPicker(.close))
        #expect(map.command(for: .character("5")) == KeypadCommand.ignored)
        let box = PrecisionPicker.box(in: layout, glyphs: Glyphs(unicode: true))
        let inside = MouseReport(button: 0, point: ScreenPoint(x: box.x + 2, y: box.y + 1), pressed: true)
        let outside = MouseReport(button: 0, point: ScreenPoint(x: 0, y: layout.size.rows - 1), pressed: true)
        #expect(map.command(for: .mouse(inside)) == .precisionPicker(.choose))
        #expect(map.command(for: .mouse(outside)) == .precisionPicker(.close))
    }

    @Test func thePickerFitsTheSmallestScreen() throws {
        let least = KeypadLayout.minimum(displayWidth: 12, lesson: false)
        let box = PrecisionPicker.box(in: try #require(KeypadLayout.make(size: least, displayWidth: 12, lesson: false)), glyphs: Glyphs(unicode: true))
        #expect(box.width <= least.columns && box.height <= least.rows)
        #expect(PrecisionPicker(current: .significant(15)).lines.allSatisfy { $0.count <= box.width - 4 })
    }

    /// A key the open picker does not take (a digit, `c`) is said in the picker's terms, its
    /// keys named, and the picker stays open (at 100×30 `5` said `✗ not a key of the keypad;
    /// press ? for the keys`, under the picker).
    @Test(arguments: ["5", "c", "x"])
    func aKeyThePickerDoesNotTakeIsSaidInThePickersTerms(key: String) throws {
        var model = keypad(after: "98.6\r")
        model.perform(.press(.precision))
        var map = KeyMap(layout: nil, phase: model.state.phase, showsHelp: false, plays: false)
        map.picksPrecision = true
        model.perform(map.command(for: .character(try #require(key.first))))
        #expect(model.precisionPicker != nil)
        #expect(model.status.isError && model.status.text.contains("precision picker"), "\(model.status.text)")
        #expect(model.status.text.contains("s places/sig") && model.status.text.contains("Esc cancel"), "\(model.status.text)")
        #expect(!model.status.text.contains("keypad"), "\(model.status.text)")
    }
}
