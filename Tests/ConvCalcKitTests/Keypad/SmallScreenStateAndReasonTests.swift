import Testing
@testable import ConvCalcKit
import Seeding

/// At 40×14 and on a projector's 40×20, after every key — wide numbers too (`≈ 6944444444426.67
/// °C` over `12.5e12 °F`) — the machine panel is on screen, names the state, and shows a
/// refusal's reason whole: wrapped at blanks, or, when the panel is too small for it beside the
/// state, scrolled with Down to its end under a `(more: …)` row.
@Suite(.seeded) struct SmallScreenStateAndReasonTests {
    static let sizes = [ScreenSize(columns: 40, rows: 14), ScreenSize(columns: 40, rows: 20)]

    /// The rows inside the machine panel of `model` drawn at `size`, trimmed.
    func machineRows(_ model: KeypadModel, _ size: ScreenSize) throws -> (rows: [String], layout: KeypadLayout) {
        let screen = TextScreen(columns: size.columns, rows: size.rows)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen), "\(size)")
        let machine = try #require(layout.machine, "no machine panel at \(size):\n\(screen.text)")
        let rows = (machine.y + 1..<machine.bottom - 1).map { row in
            String(Array(screen.lines[row])[(machine.x + 1)..<(machine.right - 1)]).trimmingBlanks
        }
        return (rows, layout)
    }

    /// True for the row saying where the rest of a scrolled reason is.
    func isMore(_ row: String) -> Bool { row.hasPrefix("(more:") || row == "(Up/Down)" }

    /// Checks that the machine panel names the state after `model`'s last key at `size` and
    /// shows the last refusal's reason whole, scrolling it with Down when it says there is more.
    func expectStateNamedAndReasonWhole(_ model: KeypadModel, _ size: ScreenSize, _ context: String) throws {
        var (rows, layout) = try machineRows(model, size)
        let state = model.state.phase.rawValue
        #expect(rows.contains { $0.split(separator: " ").contains(Substring(state)) }, "\(state) not named, \(context): \(rows)")
        guard let reason = model.calculator.lastStep?.refusal?.message ?? model.player?.refusal else { return }
        var read: [String] = []
        var scrolled = model
        while let last = rows.last, isMore(last), last != "(more: Up)" {
            read.append(rows[1])  // the reason's first line in view; Down brings the next
            scrolled.perform(KeyMap(layout: layout, phase: scrolled.state.phase, showsHelp: false, plays: false).command(for: .down))
            (rows, layout) = try machineRows(scrolled, size)
            #expect(rows.first?.split(separator: " ").contains(Substring(state)) == true, "\(state) scrolled away, \(context)")
            if read.count > 40 {
                Issue.record("the reason does not scroll, \(context): \(rows)")
                return
            }
        }
        read += rows.last.map(isMore) == true ? Array(rows.dropFirst().dropLast()) : rows
        let text = read.joined().filter { $0 != " " }
        #expect(text.contains(("✗ " + reason).filter { $0 != " " }), "\(reason) not whole, \(context): \(read)")
    }

    /// The keys of the report: `1 2 . 5 e 1 2` widens the display, `3` is refused (the
    /// exponent would pass 99), `c 5` narrows it again.
    @Test(arguments: sizes)
    func aWideNumberKeepsTheMachinePanel(size: ScreenSize) throws {
        var model = KeypadModel(start: .initial)
        let keys: [KeypadKey] = [.digit(1), .digit(2), .point, .digit(5), .exponent, .digit(1), .digit(2), .digit(3), .clear, .digit(5)]
        for (index, key) in keys.enumerated() {
            model.perform(.press(key))
            try expectStateNamedAndReasonWhole(model, size, "key \(index + 1) at \(size)")
        }
    }

    /// A 16th digit at 40×14: its reason is longer than the panel beside the keypad; the
    /// state stays named, and Down scrolls the reason to its end.
    @Test func aSixteenthDigitsReasonScrollsUnderTheState() throws {
        var model = KeypadModel(start: .initial)
        for digit in 0..<16 { model.perform(.press(.digit(UInt8(digit % 9 + 1)))) }
        #expect(model.calculator.lastStep?.refusal == .tooManyDigits)
        let size = ScreenSize(columns: 40, rows: 14)
        #expect(try machineRows(model, size).rows.last == "(more: Down)")
        try expectStateNamedAndReasonWhole(model, size, "16 digits")
    }

    /// Random keys with many digits (wide numbers, 16th digits, exponents) at each size.
    @Test(arguments: sizes)
    func randomKeysKeepTheStateNamedAndTheReasonWhole(size: ScreenSize) throws {
        var random = SeededGenerator()
        // Mostly digits, so that numbers grow wide and run into the 16th digit.
        let digits: [KeypadCommand] = (1...9).flatMap { digit in Array(repeating: .press(.digit(UInt8(digit))), count: 5) }
        let commands: [KeypadCommand] = KeypadKey.all.map { .press($0) } + [.send(.commit), .pick(0), .pick(3)] + digits
        var (refusals, wide) = (0, 0)
        for _ in 0..<6 {
            var model = KeypadModel(start: .initial)
            for index in 0..<150 {
                model.perform(commands[random.next(commands.count)])
                // The open action sheet and the precision picker are drawn over the panels.
                guard model.state.phase != .choosing, model.precisionPicker == nil else { continue }
                if model.calculator.lastStep?.refusal != nil { refusals += 1 }
                if max(model.displays.output.count, model.displays.input.count) + 4 > KeypadLayout.minimumKeypadWidth { wide += 1 }
                try expectStateNamedAndReasonWhole(model, size, "key \(index + 1) at \(size)")
            }
        }
        #expect(refusals > 10 && wide > 50, "\(refusals) refusals, \(wide) wide numbers")
    }
}
