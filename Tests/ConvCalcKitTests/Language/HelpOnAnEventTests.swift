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
}
