import Testing
@testable import ConvCalcKit

/// `help` on an event's name, as its overview lists them (`help KEY also takes: digit . +/- …`),
/// says what the machine does with that event, in every state: `help Return` in the menu said
/// `choosing ──cancel──▶ ready`, what an empty line does at the prompt, of the event the trace
/// and the panel called Return, which keeps the menu open.
@Suite struct HelpOnAnEventTests {
    @Test(arguments: Phase.allCases)
    func helpOnEachEventSaysWhereTheMachineTakesIt(phase: Phase) {
        let state = MachineExport.sample(phase)
        for kind in Event.Kind.allCases {
            let event = MachineExport.sample(kind)
            let text = WordTableTests.unwrapped(HelpText.explain(kind.rawValue, in: state))
            let said = switch Machine.transition(state, event) {
            case .success(let next): "\nnow: \(phase) ──\(kind == .precision ? "precision N" : event.name)──▶ \(next.phase)"
            case .failure: "\nnow: refused in \(phase): "
            }
            #expect(text.contains(said), "help \(kind.rawValue) in \(phase): \(text)")
        }
    }

    /// `help` on an event as the trace names it, with its value (`--trace` wrote `pick miles to
    /// kilometers`, which help said is no key): what the machine does with that event, in every
    /// state; a value no event takes stays no key.
    @Test(arguments: Phase.allCases)
    func helpOnATracedEventSaysWhereTheMachineTakesIt(phase: Phase) {
        let state = MachineExport.sample(phase)
        for event in [Event.pick(Converter.builtIn[2]), .digit(5), .precision(.places(3)), .precision(.significant(4))] {
            let text = WordTableTests.unwrapped(HelpText.explain(event.name, in: state))
            let said = switch Machine.transition(state, event) {
            case .success(let next): "\nnow: \(phase) ──\(event.name)──▶ \(next.phase)"
            case .failure: "\nnow: refused in \(phase): "
            }
            #expect(text.hasPrefix(event.name + ": ") && text.contains(said), "help \(event.name) in \(phase): \(text)")
        }
        for key in ["pick blorf", "digit 55", "precision many"] {
            #expect(HelpText.explain(key, in: state) == "'\(key)' is not a key; type 'help' for the keys")
        }
    }
}
