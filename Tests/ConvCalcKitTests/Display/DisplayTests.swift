import Foundation
import Testing
@testable import ConvCalcKit

/// The plain layout and the JSON objects are contracts; these tests pin them.
@Suite struct DisplayTests {
    func render(_ answer: Answer, _ session: Session, as format: OutputFormat) -> String {
        let buffer = OutputBuffer()
        format.render(answer, of: session, into: buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    @Test func plainShowsOutputAboveInputEachWithItsUnit() {
        #expect(render(.display, Given.session(after: ["212"]), as: .plain) == "100 °C\n212 °F\n")
    }

    @Test func plainMarksARoundedOutput() {
        #expect(render(.display, Given.session(after: ["convert 5", "1"]), as: .plain) == "≈ 3.28 ft\n1 m\n")
    }

    @Test func plainShowsTheEntryAsTyped() {
        #expect(render(.display, Given.session(after: ["convert m cm", "1.50"]), as: .plain) == "150 cm\n1.50 m\n")
        #expect(render(.display, Given.session(after: ["convert m cm", "5."]), as: .plain) == "500 cm\n5. m\n")
    }

    @Test func jsonDisplayIsTheDocumentedObject() {
        #expect(render(.display, Given.session(after: ["212"]), as: .json) ==
            #"{"input":"212","inputUnit":"°F","output":"100","outputUnit":"°C","converter":"fahrenheit to celsius","state":"ready"}"# + "\n")
    }

    @Test func jsonMarksARoundedOutputWithExactFalseAndKeepsTheBareNumber() throws {
        let text = render(.display, Given.session(after: ["convert 3", "26.2"]), as: .json)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["output"] as? String == "42.16")
        #expect(object?["exact"] as? Bool == false)
    }

    @Test func plainMenuNumbersTheConvertersAndMarksTheCurrentOne() {
        let text = render(.menu, Given.session(after: ["convert 3"]), as: .plain)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines[0] == "  1. fahrenheit to celsius (°F → °C)")
        #expect(lines[2] == "* 3. miles to kilometers (mi → km)")
    }

    @Test func jsonMenuListsIndexNameFromTo() throws {
        let text = render(.menu, Session(), as: .json)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let items = object?["menu"] as? [[String: Any]] ?? []
        #expect(items.count == 8)
        #expect(items[7]["index"] as? Int == 8)
        #expect(items[7]["name"] as? String == "meters to centimeters")
        #expect(items[7]["from"] as? String == "m")
        #expect(items[7]["to"] as? String == "cm")
    }

    @Test func jsonInfoAndErrorObjects() throws {
        #expect(render(.info("say \"hi\"\n"), Session(), as: .json) == #"{"info":"say \"hi\"\n"}"# + "\n")
        let buffer = OutputBuffer()
        OutputFormat.json.renderError(LineError(.unknownKey("x"), column: 5), place: "line 7", line: 7, into: buffer)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) ==
            #"{"error":"unknown key 'x' at column 5; type 'help' for the keys","line":7}"# + "\n")
    }

    @Test func plainErrorNamesTheLine() {
        let buffer = OutputBuffer()
        OutputFormat.plain.renderError(LineError(.unknownKey("x"), column: 5), place: "line 7", line: 7, into: buffer)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) ==
            "convcalc: line 7: unknown key 'x' at column 5; type 'help' for the keys\n")
    }

    @Test func sayAddsTheSentenceOfTheDistanceConverter() {
        var session = Given.session(after: ["convert 5", "1"])
        session.says = true
        #expect(render(.display, session, as: .plain) == "≈ 3.28 ft\n1 m\nThe distance in ft is 3.28\n")
    }

    @Test func jsonStringsEscapeControlCharacters() {
        let buffer = OutputBuffer()
        buffer.append(jsonString: "a\u{1}b\u{7F}")
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == #""a\u0001b\u007f""#)
    }
}
