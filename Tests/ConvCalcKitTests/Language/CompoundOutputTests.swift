import Foundation
import Testing
@testable import ConvCalcKit

/// Compound outputs (`ft+in`, `h+min+s`) are output units of their kind, reached by the same keys.
@Suite struct CompoundOutputTests {
    func plain(_ lines: [String]) -> String {
        Given.plain(Given.session(after: lines))
    }

    @Test func theIssuesExamplesReadAsThePeersAskedFor() {
        // 1.8 m = 70.866… in = 5 ft 10.866… in; 5000 s = 1 h 23 min 20 s; 70 kg = 154.32… lb = 11 st 0.32… lb.
        #expect(plain(["1.8 m to ft+in"]) == "≈ 5 ft 10.87 in\n1.8 m\n")
        #expect(plain(["5000 s to h+min+s"]) == "1 h 23 min 20 s\n5000 s\n")
        #expect(plain(["70 kg to st+lb"]) == "≈ 11 st 0.32 lb\n70 kg\n")
        #expect(plain(["convert m ft+in", "1.8"]) == "≈ 5 ft 10.87 in\n1.8 m\n")
    }

    @Test func aNegativeValueCarriesOneSignAndTheLastPartCarriesOver() {
        #expect(plain(["-1.8 m to ft+in"]) == "≈ -5 ft 10.87 in\n-1.8 m\n")
        #expect(plain(["0.3047999 m to ft+in"]) == "≈ 1 ft 0 in\n0.3047999 m\n")
    }

    @Test func jsonListsThePartsAsMagnitudesWithOneSign() throws {
        var session = Session()
        let buffer = OutputBuffer()
        JSONRenderer().render(session.handle("-1.8 m to ft+in"), at: Place("", line: 1), into: buffer, errors: buffer)
        let object = try JSONSerialization.jsonObject(with: Data(buffer.bytes)) as? [String: Any]
        #expect(object?["outputUnit"] as? String == "ft+in")
        #expect(object?["negative"] as? Bool == true)
        let parts = object?["parts"] as? [[String: String]] ?? []
        #expect(parts == [["value": "5", "unit": "ft"], ["value": "10.87", "unit": "in"]])
    }

    @Test func swapFromACompoundOutputIsRefusedAndChangesNothing() {
        var session = Given.session(after: ["1.8 m to ft+in"])
        let before = session.state
        let message = session.handle("swap").error?.message ?? ""
        #expect(message.contains("ft+in is an output only"))
        // The other way round is a converter the user can type as shown: its last part to the input.
        #expect(message.hasSuffix("convert in to m"), "\(message)")
        #expect(session.state == before)
        #expect(session.handle("convert in to m").error == nil)
    }

    /// From a compound's own unit (`70 in to ft+in`), the other way is from another of its units
    /// (`convert ft to in`): for every compound and each of its parts, the line the refusal
    /// names is accepted and converts between two units (it said `convert in to in`).
    @Test func swapFromACompoundOfItsOwnUnitNamesAnotherOfItsUnits() throws {
        for compound in CompoundUnit.all {
            for part in compound.parts {
                let symbol = UnitCatalog.unit(part).symbol
                var session = Given.session(after: ["100 \(symbol) to \(compound.symbol)"])
                let message = session.handle("swap").error?.message ?? ""
                let suggested = try #require(message.firstRange(of: "pick one of its units: ").map { String(message[$0.upperBound...]) },
                                             "\(compound.symbol) from \(symbol): \(message)")
                #expect(session.handle(suggested).error == nil, "\(suggested)")
                #expect(session.state.converter.from != session.state.converter.to, "\(suggested)")
            }
        }
    }

    /// An output in parts written with blanks, as input in parts is, is named with +; a key
    /// after an output (`c`, clear) is still a key.
    @Test(arguments: [("1.75 m to ft in", "'m to ft in' at column 6 names an output in parts: join its units with +, as in ft+in"),
                      ("72 kg to st lb", "'kg to st lb' at column 4 names an output in parts: join its units with +, as in st+lb"),
                      ("5000 s in h min s", "'s in h min s' at column 6 names an output in parts: join its units with +, as in h+min+s"),
                      // Smaller first, after a connector: `in` is inches there, not the connector written twice
                      // (it offered `5 m to ft`, the inches dropped).
                      ("5 m to in ft", "'m to in ft' at column 3 names an output in parts: join its units with +, as in ft+in"),
                      ("convert m -> in ft", "'m -> in ft' at column 9 names an output in parts: join its units with +, as in ft+in")])
    func anOutputInPartsWrittenWithBlanksIsNamedWithPlus(line: String, message: String) {
        var session = Given.session(after: ["3"])
        let before = session.state
        #expect(session.handle(line).error?.message == message)
        #expect(session.state == before)
        #expect(Given.plain(Given.session(after: ["5 ft to in c 3"])) == "36 in\n3 ft\n")
    }

    @Test func aCompoundOfAnotherKindIsRefused() {
        var session = Session()
        #expect(session.handle("5 kg to ft+in").error?.message == "cannot convert mass (kg) to length (ft+in)")
    }

    @Test func theSavedStateKeepsACompoundOutput() {
        let state = Given.session(after: ["1.8 m to ft+in"]).state
        #expect(SavedState.decode(SavedState.encode(state)) == state)
    }

    @Test func plainTonAnswersWithTheHint() {
        var session = Session()
        let message = session.handle("ton").error?.message ?? ""
        #expect(message.contains("'ton' is ambiguous: write t (tonne, 1000 kg), short ton (2000 lb) or long ton (2240 lb)"))
    }
}
