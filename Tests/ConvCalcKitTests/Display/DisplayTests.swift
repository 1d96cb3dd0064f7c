import Foundation
import Testing
@testable import ConvCalcKit

/// The plain layout and the JSON objects are contracts; these tests pin them.
@Suite struct DisplayTests {
    func render(_ shows: Outcome.Shows, as format: OutputFormat, place: Place = Place("", line: 0)) -> String {
        let buffer = OutputBuffer()
        format.renderer.render(Outcome(shows), at: place, into: buffer, errors: buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    @Test func plainShowsOutputAboveInputEachWithItsUnit() {
        #expect(render(.displays(Given.displays(Given.session(after: ["212"]))), as: .plain) == "100 °C\n212 °F\n")
    }

    @Test func plainMarksARoundedOutput() {
        #expect(render(.displays(Given.displays(Given.session(after: ["convert 5", "1"]))), as: .plain) == "≈ 3.28 ft\n1 m\n")
    }

    @Test func plainShowsTheEntryAsTyped() {
        #expect(render(.displays(Given.displays(Given.session(after: ["convert m cm", "1.50"]))), as: .plain) == "150 cm\n1.50 m\n")
        #expect(render(.displays(Given.displays(Given.session(after: ["convert m cm", "5."]))), as: .plain) == "500 cm\n5. m\n")
    }

    @Test func jsonDisplayIsTheDocumentedObject() {
        #expect(render(.displays(Given.displays(Given.session(after: ["212"]))), as: .json) ==
            #"{"input":"212","inputUnit":"°F","output":"100","outputUnit":"°C","converter":"fahrenheit to celsius","state":"ready"}"# + "\n")
    }

    @Test func jsonMarksARoundedOutputWithExactFalseAndKeepsTheBareNumber() throws {
        let text = render(.displays(Given.displays(Given.session(after: ["convert 3", "26.2"]))), as: .json)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["output"] as? String == "42.16")
        #expect(object?["exact"] as? Bool == false)
    }

    @Test func plainMenuNumbersTheConvertersAndMarksTheCurrentOne() {
        let text = render(.menu(current: Converter.builtIn[2]), as: .plain)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines[0] == "  1. fahrenheit to celsius (°F → °C)")
        #expect(lines[2] == "* 3. miles to kilometers (mi → km)")
    }

    /// A current pair none of the numbered ones (`convert in cm`) is shown after them, marked:
    /// `list` marked nothing.
    @Test func plainMenuMarksACurrentPairOfItsOwnAfterTheNumberedOnes() {
        let lines = render(.menu(current: Given.converter("in", "cm")), as: .plain).split(separator: "\n")
        #expect(lines.count == 9)
        #expect(!lines.prefix(8).contains { $0.hasPrefix("*") })
        #expect(lines[8] == "*    inches to centimeters (in → cm)")
    }

    /// A current pair with an output in parts names the compound, as `state` does (it showed
    /// `s → s`, the compound's last part; a new user's trial).
    @Test func plainMenuNamesACompoundOutputWhole() throws {
        var session = Session()
        _ = session.handle("convert s h+min+s")
        let lines = render(.menu(current: session.state.converter), as: .plain).split(separator: "\n")
        #expect(lines.last == "*    seconds to h+min+s (s → h+min+s)")
    }

    @Test func jsonMenuListsIndexNameFromTo() throws {
        let text = render(.menu(current: .standard), as: .json)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let items = object?["menu"] as? [[String: Any]] ?? []
        #expect(items.count == 8)
        #expect(items[7]["index"] as? Int == 8)
        #expect(items[7]["name"] as? String == "meters to centimeters")
        #expect(items[7]["from"] as? String == "m")
        #expect(items[7]["to"] as? String == "cm")
    }

    @Test func jsonInfoAndErrorObjects() throws {
        #expect(render(.info("say \"hi\"\n"), as: .json) == #"{"info":"say \"hi\"\n"}"# + "\n")
        #expect(render(.rejected(LineError(.unknownKey("x"), column: 5)), as: .json, place: Place("line 7", line: 7)) ==
            #"{"error":"unknown key 'x' at column 5; type 'help' for the keys","line":7,"at":"line 7"}"# + "\n")
        // Which input it was, with several: `-e 2`, a file's line (the number alone was ambiguous).
        #expect(render(.rejected(LineError(.unknownKey("x"), column: 1)), as: .json, place: Place("notes \"1\".txt: line 2", line: 2))
            == #"{"error":"unknown key 'x' at column 1; type 'help' for the keys","line":2,"at":"notes \"1\".txt: line 2"}"# + "\n")
        #expect(render(.rejected(LineError(.unknownKey("x"), column: 1)), as: .json, place: Place("", line: 3))
            == #"{"error":"unknown key 'x' at column 1; type 'help' for the keys","line":3}"# + "\n", "at the prompt: no place")
    }

    @Test func plainErrorNamesTheLine() {
        #expect(render(.rejected(LineError(.unknownKey("x"), column: 5)), as: .plain, place: Place("line 7", line: 7)) ==
            "convcalc: line 7: unknown key 'x' at column 5; type 'help' for the keys\n")
    }

    @Test func sayAddsTheSentenceOfTheDistanceConverter() {
        let session = Given.session(after: ["convert 5", "1", "say on"])
        #expect(render(.displays(Given.displays(session)), as: .plain) == "≈ 3.28 ft\n1 m\nThe distance in ft is about 3.28\n")
    }

    @Test func jsonStringsEscapeControlCharacters() {
        let buffer = OutputBuffer()
        buffer.append(jsonString: "a\u{1}b\u{7F}")
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == #""a\u0001b\u007f""#)
    }
}
