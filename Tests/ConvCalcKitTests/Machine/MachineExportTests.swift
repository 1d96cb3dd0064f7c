import Foundation
import Testing
@testable import ConvCalcKit
import RepositoryFiles

/// The exported machine must say what the machine does, and show all of it.
@Suite struct MachineExportTests {
    /// Sample states reached by typing, independently of `MachineExport.sample`.
    func reach(_ phase: Phase) -> State {
        let keys: [Event] = switch phase {
        case .ready: []
        case .integer: [.digit(5)]
        case .fraction: [.digit(5), .point]
        case .exponent: [.digit(5), .exponent]
        case .choosing: [.convert]
        }
        return keys.reduce(State.initial) { try! Machine.transition($0, $1).get() }
    }

    func event(_ name: String) -> Event {
        let samples: [String: Event] = ["digit": .digit(7), ".": .point, "+/-": .sign, "C": .clear,
                                        "line-end": .commit, "convert": .convert, "pick": .pick(Converter.builtIn[4]),
                                        "cancel": .cancel, "swap": .swap, "reset": .reset, "precision": .precision(.places(5)),
                                        "EE": .exponent]
        // A label may carry a guard or a shorthand: `digit [≤ 15 significant digits]`, `cancel (empty line)`.
        let bare = String(name.prefix { $0 != " " })
        return samples[bare]!
    }

    /// `from --> to : a, b` lines of the Mermaid text.
    var mermaidEdges: [(from: String, to: String, events: [String])] {
        MachineExport.mermaid.split(separator: "\n").compactMap { line in
            let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " --> ")
            guard parts.count == 2, parts[0] != "[*]" else { return nil }
            let target = parts[1].components(separatedBy: " : ")
            return (parts[0], target[0], target[1].components(separatedBy: ", "))
        }
    }

    @Test func everyExportedEdgeReplayedThroughTheMachineLandsWhereItSays() {
        let edges = mermaidEdges
        #expect(edges.count >= 10)
        for edge in edges {
            for name in edge.events {
                let from = reach(Phase(rawValue: edge.from)!)
                let landed = try? Machine.transition(from, event(name)).get().phase.rawValue
                #expect(landed == edge.to, "\(edge.from) --\(name)--> \(edge.to)")
            }
        }
    }

    @Test func everyStateAndEveryEventAppears() {
        let mermaid = MachineExport.mermaid, table = MachineExport.table, dot = MachineExport.dot
        for phase in Phase.allCases {
            #expect(mermaid.contains(" \(phase.rawValue) "))
            #expect(table.contains("| \(phase.rawValue)"))
            #expect(dot.contains(" \(phase.rawValue) "))
        }
        let mentioned = Set(mermaidEdges.flatMap(\.events).map { String($0.prefix { $0 != " " }) })
        #expect(mentioned == Set(Event.Kind.allCases.map(\.rawValue)))
        for kind in Event.Kind.allCases { #expect(table.contains(" \(kind.rawValue) ")) }
    }

    @Test func refusedCellsAreErrorsInTheTable() {
        let fractionRow = MachineExport.table.split(separator: "\n").first { $0.hasPrefix("| fraction") }!
        let cells = fractionRow.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells[2] == "error", "a second point is refused")
        #expect(MachineExport.cells.filter { $0.from == .choosing && $0.to != nil }.map(\.event)
            == [.commit, .pick, .cancel])
    }

    @Test func graphvizRendersTheDot() throws {
        let svg = String(decoding: try Graphviz.render(MachineExport.dot, as: "svg"), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("choosing"))
    }

    @Test func readmeShowsTheCurrentDiagram() throws {
        let readme = Repository.url("docs/GUIDE.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let block = "<!-- machine:begin -->\n```mermaid\n" + MachineExport.mermaid + "```\n<!-- machine:end -->"
        #expect(text.contains(block), "the guide's diagram is stale: paste `convcalc machine --as mermaid` between the machine markers")
    }
}
