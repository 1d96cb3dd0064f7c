import Foundation
import Testing
@testable import ConvCalcKit

@Suite struct TraceTests {
    func traced(_ lines: [String], format: OutputFormat = .plain) -> String {
        var session = Session.starting(traces: true)
        let buffer = OutputBuffer()
        for line in lines {
            format.renderer.render(session.handle(line), at: Place("", line: 0), into: buffer, errors: buffer)
        }
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    @Test func theTraceOfClearSignFivePointTwoReadsAsTheLesson() {
        // -5 °F = -37·5/9 = -20.555… °C; -5.2 °F = -37.2·5/9 = -20.666… °C.
        #expect(traced(["C +/- 5 . 2"]) == """
            ready ──C──▶ integer
            integer ──+/-──▶ integer   in: -0
            integer ──digit 5──▶ integer   in: -5  out: ≈ -20.56
            integer ──.──▶ fraction   in: -5.
            fraction ──digit 2──▶ fraction   in: -5.2  out: ≈ -20.67
            fraction ──line-end──▶ ready
            ≈ -20.67 °C
            -5.2 °F

            """)
    }

    @Test func aRefusedEventSaysWhyAndThatNothingChanged() {
        #expect(traced(["5.."]).contains("fraction ──.──▶ ✗ refused: the entry already has a decimal point; state unchanged"))
    }

    /// A refused line is undone whole: when events were taken before the refusal, the trace
    /// ends with them undone, back to the state before the line (-5.2 °F = -20.666… °C), as
    /// the displays are; a line refused before any event has the refusal alone.
    @Test func aRefusedLinesTakenEventsAreShownUndone() {
        #expect(traced(["C +/- 5 . 2", "1.2.3"]).hasSuffix("""
            fraction ──.──▶ ✗ refused: the entry already has a decimal point; state unchanged
            line refused ──undo 3 steps──▶ ready   in: -5.2  out: ≈ -20.67
            convcalc: '.' at column 4: the entry already has a decimal point

            """))
        #expect(!traced(["5", "blorf"]).contains("undo"), "no event was taken")
        // In JSON, one more trace object says the same.
        let json = traced(["C +/- 5 . 2", "1.2.3"], format: .json).split(separator: "\n")
        #expect(json.dropLast().last == #"{"trace":{"from":"fraction","event":"undo 3 steps","to":"ready","in":"-5.2","out":"≈ -20.67"}}"#,
                "\(json.suffix(3))")
        #expect(traced(["5", "5 ..", "convert C F"]).contains("line refused ──undo 2 steps──▶ ready   in: 5\n"))
    }

    /// An output with no value (0 mpg is no L/100km) traces as `—`, not as a rounded `≈ —`.
    @Test func anOutputWithNoValueTracesWithoutTheApproximateMark() {
        let shown = traced(["convert mpg L/100km"])
        #expect(shown.contains("converter: miles per US gallon to liters per 100 kilometers  out: —\n"), "\(shown)")
        #expect(!shown.contains("≈ —"))
    }

    @Test func jsonTraceObjectsComeBeforeTheLinesDisplayObject() throws {
        let lines = traced(["2", "convert 3"], format: .json).split(separator: "\n")
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let kinds = objects.map { $0.keys.contains("trace") ? "trace" : "display" }
        #expect(kinds == ["trace", "trace", "display", "trace", "trace", "trace", "display"])
        let first = objects[0]["trace"] as! [String: String]
        #expect(first == ["from": "ready", "event": "digit 2", "to": "integer", "in": "2", "out": "≈ -16.67"])
        let pick = objects[4]["trace"] as! [String: String]
        #expect(pick["converter"] == "miles to kilometers")
    }

    @Test func traceOnAndOffAtThePrompt() {
        var session = Session()
        #expect(session.handle("trace on").shows == .info("trace is on"))
        #expect(session.traces)
        #expect(session.handle("trace off").shows == .info("trace is off"))
        #expect(!session.traces)
    }

    /// `say` or `trace` alone says which it is and changes nothing, as `precision` alone does
    /// (`say` alone turned it on: a newcomer checking the setting changed it).
    @Test func aSettingAloneSaysWhichItIs() {
        var session = Session()
        #expect(session.handle("say").shows == .info("say is off") && !session.says)
        #expect(session.handle("trace").shows == .info("trace is off") && !session.traces)
        _ = session.handle("say on")
        #expect(session.handle("say").shows == .info("say is on") && session.says)
    }
}
