import Testing
@testable import ConvCalcKit
import Seeding

/// The machine panel's state row: at 60×24 and 100×40 every state stays named, whole, the
/// current one lit, a long refusal's reason notwithstanding (the panel takes rows from the log
/// under it); at a projector's 40×20 the current state is named whole and lit.
@Suite(.seeded) struct MachineStateRowTests {
    static let panel = MachinePanelStaysTests()

    @Test(arguments: MachinePanelStaysTests.sizes)
    func theCurrentStateStaysNamedAndEveryStateWhereThereIsRoom(size: ScreenSize) throws {
        var random = SeededGenerator()
        let commands: [KeypadCommand] = KeypadKey.all.map { .press($0) } + [.send(.exponent), .send(.commit)]
            + Array(repeating: .press(.digit(9)), count: 6) + [.press(.point), .press(.point), .press(.sign)]
        var refusals = 0
        for _ in 0..<8 {
            var model = KeypadModel(start: .initial)
            for _ in 0..<150 {
                model.perform(commands[random.next(commands.count)])
                if model.state.phase == .choosing { model.perform(.cancel) }
                guard model.precisionPicker == nil else {
                    model.perform(.precisionPicker(.close))
                    continue
                }
                let (screen, layout) = try Self.panel.draw(model, size)
                let machine = try #require(layout.machine)
                let words = Self.panel.words(in: machine, of: screen)
                let current = model.state.phase.rawValue
                #expect(words.contains(Substring(current)), "\(current) at \(size):\n\(screen.text)")
                #expect(screen.style(of: " \(current) ") == .current, "\(current) lit at \(size):\n\(screen.text)")
                guard size.columns >= 60 else { continue }
                if model.calculator.lastStep?.refusal != nil { refusals += 1 }
                for phase in Phase.allCases {
                    #expect(words.contains(Substring(phase.rawValue)), "\(phase) dropped at \(size):\n\(screen.text)")
                }
            }
        }
        #expect(size.columns < 60 || refusals > 20)
    }
}
