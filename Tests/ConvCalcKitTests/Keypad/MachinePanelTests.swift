import Testing
@testable import ConvCalcKit

/// The machine panel shows what `MachineExport` says, with the current state lit.
@Suite struct MachinePanelTests {
    func text(_ lines: [StyledLine]) -> String {
        lines.map { $0.map(\.text).joined() }.joined(separator: "\n")
    }

    @Test(arguments: Phase.allCases)
    func everyTransitionAKeySendsOutOfTheCurrentStateIsShown(phase: Phase) {
        let state = MachineExport.sample(phase)
        let shown = text(MachinePanel.lines(state: state, last: nil, width: 200))
        let sent = KeyMap.events(in: phase).map(\.kind)
        for cell in MachineExport.cells where cell.from == phase && sent.contains(cell.event) {
            #expect(shown.contains(cell.event.rawValue), "\(cell.event) from \(phase)")
            if let target = cell.to { #expect(shown.contains("──▶ \(target.rawValue)")) }
        }
    }

    @Test func inTheMenuThePanelSaysReturnAndAClickOnARowPickAndEscCancels() {
        let shown = text(MachinePanel.lines(state: MachineExport.sample(.choosing), last: nil, width: 200))
        #expect(shown.hasSuffix("pick (Return, 1–8, click a row), cancel (Esc, click outside) ──▶ ready"))
        #expect(!shown.contains("──▶ choosing"), "no key of the keypad commits in the menu")
    }

    @Test func everyButtonOnTheFaceSendsAnEventThePanelNames() {
        let named = Set(Phase.allCases.flatMap { KeyMap.events(in: $0).map(\.kind) })
        for kind in Event.Kind.allCases where kind != .commit && kind != .pick && kind != .cancel {
            #expect(KeypadKey.all.contains { ($0.event?.kind ?? .precision) == kind }, "no button sends \(kind)")
            #expect(named.contains(kind), "\(kind)")
        }
    }

    @Test func theCurrentStateIsHighlightedAndTheOthersAreNot() {
        let lines = MachinePanel.lines(state: MachineExport.sample(.fraction), last: nil, width: 60)
        let states = lines[0]
        #expect(states.filter { $0.style == .current }.map(\.text) == [" fraction "])
        #expect(states.count == Phase.allCases.count)
    }

    @Test func theLastTransitionIsTheTraceLineOfTheStep() {
        let model = keypad(after: "5")
        let step = model.calculator.lastStep!
        let shown = text(MachinePanel.lines(state: model.state, last: step, width: 200))
        #expect(shown.hasSuffix(TraceText.plain(step)))
    }

    /// The compact form names the events the whole panel names: in `exponent` no key picks or
    /// cancels (the compact form said `✗ . EE pick cancel`, the whole panel `✗ ., EE`).
    @Test func theCompactFormNamesTheEventsTheWholePanelNames() {
        let state = MachineExport.sample(Phase.exponent)
        let compact = MachinePanel.lines(state: state, last: nil, refusal: nil, width: 60, rows: 4)
        #expect(text(compact) == " exponent \ndigit +/- C line-end convert swap reset precision\n✗ . EE")
        #expect(text(MachinePanel.lines(state: state, last: nil, width: 60)).hasSuffix("\n✗ ., EE"))
    }

    /// A swap this state refuses (0 mpg has no value in L/100km) is shown refused, not as
    /// `swap ──▶ ready`, in the whole panel and the compact form alike.
    @Test func anEventThisStateRefusesIsShownRefused() {
        let state = Given.session(after: ["convert mpg L/100km", "C"]).state
        #expect(throws: Rejection.self) { try Machine.transition(state, .swap).get() }
        let whole = text(MachinePanel.lines(state: state, last: nil, width: 60))
        #expect(whole.hasSuffix("\n+/-, line-end, reset, precision ──▶ ready\nconvert ──▶ choosing\n✗ EE, swap"), "\(whole)")
        let compact = MachinePanel.lines(state: state, last: nil, refusal: nil, width: 60, rows: 4)
        #expect(text(compact) == " ready \ndigit . +/- C line-end convert reset precision\n✗ EE swap")
    }

    /// A digit where every digit is refused is shown refused (15 digits typed: the panel listed
    /// `digit ──▶ integer` and the quiz marked wrong a student who believed it); where some
    /// digit is taken, it is listed as taken.
    @Test func aDigitEveryDigitRefusesIsShownRefused() throws {
        // The keys typed on the keypad, no Return: the entry is still open.
        func typed(_ events: [Event]) throws -> State {
            try events.reduce(Given.session(after: ["C"]).state) { try Machine.transition($0, $1).get() }
        }
        let full = try typed(Array(repeating: Event.digit(7), count: Entry.maxSignificantDigits))
        #expect((0...9).allSatisfy { digit in (try? Machine.transition(full, .digit(digit)).get()) == nil })
        let whole = text(MachinePanel.lines(state: full, last: nil, width: 60))
        let taken = { (panel: String) in panel.split(separator: "\n").contains { $0.contains("──▶") && $0.contains("digit") } }
        #expect(whole.split(separator: "\n").last?.hasPrefix("✗ digit") == true && !taken(whole), "\(whole)")
        let exponent = try typed([.digit(1), .point, .digit(2), .exponent, .digit(9), .digit(9)])
        let raised = text(MachinePanel.lines(state: exponent, last: nil, width: 60))
        #expect(raised.split(separator: "\n").last?.contains("digit") == true && !taken(raised), "\(raised)")
        let typing = try typed([.digit(1), .digit(2)])
        #expect(taken(text(MachinePanel.lines(state: typing, last: nil, width: 60))))
    }

    @Test func theHeightFitsTheTallestStateAtEveryWidth() {
        for width in 20...120 {
            for phase in Phase.allCases {
                let step = keypad(after: "123456789.123").calculator.lastStep
                let lines = MachinePanel.lines(state: MachineExport.sample(phase), last: step, width: width - 4)
                #expect(lines.count + 2 <= MachinePanel.height(width: width), "\(phase) at \(width)")
                #expect(lines.allSatisfy { $0.map(\.text.count).reduce(0, +) <= width - 4 }, "\(phase) at \(width)")
            }
        }
    }
}
