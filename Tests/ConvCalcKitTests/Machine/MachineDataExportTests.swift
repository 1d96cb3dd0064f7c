import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ConvCalcKit
import RepositoryFiles

/// `machine --as json` and `--as scxml` hold the whole machine: every state, `ready` first,
/// and one transition per accepted state × event cell, with its guards; the events are
/// named by identifiers (`point`), each mapped to its key (`.`).
@Suite struct MachineDataExportTests {
    /// A transition as both exports name it.
    struct Transition: Hashable {
        let source, event, target: String
        let guards: [String]
    }

    /// What the exports should hold: the accepted cells.
    var expected: Set<Transition> {
        Set(MachineExport.cells.compactMap { cell in
            cell.to.map { Transition(source: cell.from.rawValue, event: cell.event.identifier, target: $0.rawValue,
                                     guards: cell.guards.map(\.rawValue)) }
        })
    }

    @Test func theJSONHoldsStatesEventsGuardsAndEveryTransition() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(MachineExport.json.utf8))
        let machine = try #require(parsed as? [String: Any])
        #expect(machine["initial"] as? String == "ready")
        #expect(machine["states"] as? [String] == Phase.allCases.map(\.rawValue))
        let events = try #require(machine["events"] as? [[String: String]])
        #expect(events.map { $0["key"] } == Event.Kind.allCases.map(\.rawValue))
        #expect(events.map { $0["name"] } == ["digit", "point", "sign", "exponent", "clear", "commit", "convert",
                                              "pick", "cancel", "swap", "reset", "precision"])
        let guards = try #require(machine["guards"] as? [[String: String]])
        let guardText = Dictionary(uniqueKeysWithValues: guards.map { ($0["name"] ?? "", $0["text"] ?? "") })
        #expect(guardText.count == Guard.allCases.count)
        let transitions = try #require(machine["transitions"] as? [[String: Any]])
        var found: Set<Transition> = []
        for object in transitions {
            let transition = Transition(source: object["source"] as? String ?? "", event: object["event"] as? String ?? "",
                                        target: object["target"] as? String ?? "", guards: object["guards"] as? [String] ?? [])
            #expect(object["guard"] as? String == transition.guards.compactMap { guardText[$0] }.joined(separator: "; "))
            found.insert(transition)
        }
        #expect(transitions.count == found.count)
        #expect(found == expected)
        #expect(transitions.contains { $0["event"] as? String == "cancel" && $0["alsoSentBy"] as? String == "empty line" })
    }

    @Test func theSCXMLIsWellFormedAndHoldsEveryTransitionWithItsCondition() throws {
        let reader = SCXMLReader()
        let parser = XMLParser(data: Data(MachineExport.scxml.utf8))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.root["initial"] == "ready" && reader.root["datamodel"] == "ecmascript")
        #expect(reader.states == Phase.allCases.map(\.rawValue))
        #expect(Set(reader.transitions.map(\.transition)) == expected)
        for (transition, attributes) in reader.transitions {
            let guards = transition.guards.compactMap(Guard.init(rawValue:))
            #expect(attributes["cond"] == (guards.isEmpty ? nil : MachineExport.scxmlCondition(guards)))
            #expect(attributes["convcalc:guard"] == (guards.isEmpty ? nil : guards.map(\.text).joined(separator: "; ")))
        }
    }

    @Test func readmeMapsEveryEventToAKeyAndSaysWhatEveryGuardNeeds() throws {
        let readme = Repository.url("docs/GUIDE.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for kind in Event.Kind.allCases { #expect(text.contains("| `\(kind.identifier)` | "), "the guide maps \(kind.identifier)") }
        for unmet in Guard.allCases { #expect(text.contains("| `\(unmet.rawValue)` | "), "the guide explains \(unmet)") }
    }

    /// Collects the `<scxml>` element's attributes, the states and their transitions.
    final class SCXMLReader: NSObject, XMLParserDelegate {
        var root: [String: String] = [:]
        var states: [String] = []
        var transitions: [(transition: Transition, attributes: [String: String])] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard namespaceURI == "http://www.w3.org/2005/07/scxml" else { return }
            switch name {
            case "scxml": root = attributes
            case "state": states.append(attributes["id"] ?? "")
            case "transition":
                let guards = (attributes["cond"] ?? "").components(separatedBy: " && ").compactMap {
                    $0.hasPrefix("_event.data.") ? String($0.dropFirst("_event.data.".count)) : nil
                }
                let transition = Transition(source: states.last ?? "", event: attributes["event"] ?? "",
                                            target: attributes["target"] ?? "", guards: guards)
                transitions.append((transition, attributes))
            default: break
            }
        }
    }
}
