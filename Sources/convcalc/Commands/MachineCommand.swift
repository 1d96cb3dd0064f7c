import ArgumentParser
import ConvCalcKit

extension ConvCalc {
    /// `convcalc machine --as table|dot|slide|mermaid|scxml|json`: the state machine, derived from the code.
    struct MachineCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "machine",
            abstract: "Print the calculator's state machine: a table, a diagram, SCXML or JSON.",
            discussion: """
                Derived by sending a sample of every event kind to a sample state of every
                phase through the same transition function the calculator runs; nothing is
                typed by hand. Examples:
                  convcalc machine
                      states × events, target or 'error'
                  convcalc machine --as dot | dot -Tsvg > machine.svg
                  convcalc machine --as slide | dot -Tpng > slide.png
                      16:9, guards in a legend
                  convcalc machine --as mermaid
                      a stateDiagram-v2 for GitHub
                  convcalc machine --as scxml > convcalc.scxml
                      W3C SCXML (ECMAScript) that Qt's QScxmlStateMachine runs
                      as it is
                  convcalc machine --as json
                      states, events, guards, transitions

                SCXML and JSON name the events digit, point (.), sign (+/-), exponent (EE),
                clear (C), commit (Return), convert, pick, cancel, swap, reset, precision.
                A guarded SCXML transition is taken only when the event's data says its
                guards hold: send {"significantDigitsFit": true, ...}.
                """
        )

        enum Shape: String, ExpressibleByArgument, CaseIterable {
            case table, dot, slide, mermaid, scxml, json
        }

        @Option(name: .customLong("as"), help: "table, dot, slide, mermaid, scxml or json.")
        var shape: Shape = .table

        func run() {
            switch shape {
            case .table: TerminalText.print(MachineExport.table, terminator: "")
            case .dot: TerminalText.print(MachineExport.dot, terminator: "")
            case .slide: TerminalText.print(MachineExport.slide, terminator: "")
            case .mermaid: TerminalText.print(MachineExport.mermaid, terminator: "")
            case .scxml: TerminalText.print(MachineExport.scxml, terminator: "")
            case .json: TerminalText.print(MachineExport.json, terminator: "")
            }
        }
    }
}
