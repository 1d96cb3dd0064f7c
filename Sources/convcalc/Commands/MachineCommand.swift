import ArgumentParser
import ConvCalcKit

extension ConvCalc {
    /// `convcalc machine --as table|dot|mermaid`: the state machine, derived from the code.
    struct MachineCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "machine",
            abstract: "Print the calculator's state machine: a table, a Graphviz graph or a Mermaid diagram.",
            discussion: """
                Derived by sending a sample of every event kind to a sample state of every
                phase through the same transition function the calculator runs; nothing is
                typed by hand. Examples:
                  convcalc machine                       states × events, target or 'error'
                  convcalc machine --as dot | dot -Tsvg > machine.svg
                  convcalc machine --as mermaid          a stateDiagram-v2 for GitHub
                """
        )

        enum Shape: String, ExpressibleByArgument, CaseIterable {
            case table, dot, mermaid
        }

        @Option(name: .customLong("as"), help: "table, dot or mermaid.")
        var shape: Shape = .table

        func run() {
            switch shape {
            case .table: print(MachineExport.table, terminator: "")
            case .dot: print(MachineExport.dot, terminator: "")
            case .mermaid: print(MachineExport.mermaid, terminator: "")
            }
        }
    }
}
