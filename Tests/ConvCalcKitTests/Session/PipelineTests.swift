import Testing
@testable import ConvCalcKit

/// The pipeline: a line is parsed whole, applied atomically, and its outcome carries its data.
@Suite struct PipelineTests {
    @Test func sendAppliesOneEventAndShowsTheDisplays() {
        var session = Session.starting(traces: true)
        let outcome = session.send(.digit(5))
        #expect(session.state.phase == .integer)
        #expect(outcome.shows == .displays(Displays(state: session.state, says: false)))
        #expect(outcome.trace.count == 1)
        #expect(outcome.trace.first?.event == .digit(5))
    }

    @Test func sendTracesOnlyWhenTracingIsOn() {
        var session = Session()
        #expect(session.send(.digit(5)).trace.isEmpty)
        #expect(session.send(.point).error == nil)
        #expect(session.send(.point).trace.isEmpty)
    }

    @Test func aRefusedEventChangesNothingAndSaysWhy() {
        var session = Session.starting(traces: true)
        _ = session.send(.point)
        let before = session.state
        let outcome = session.send(.point)
        #expect(session.state == before)
        #expect(outcome.error?.message.contains("already has a decimal point") == true)
        #expect(outcome.trace.first?.outcome == .failure(.secondPoint))
    }

    @Test(arguments: ["98.6", "-40", "C +/- 5 . 2", "1 2 3 swap", "5 reset 7", "convert 3", "0.5 +/-"])
    func aLineIsItsEventsThenReturn(line: String) throws {
        var byLine = Session.starting(traces: true)
        let events = byLine.handle(line).trace.map(\.event)
        #expect(events.last == .commit)
        var byEvent = Session()
        for event in events {
            #expect(byEvent.send(event).error == nil)
        }
        #expect(byEvent.state == byLine.state)
    }

    @Test(arguments: ["state", "help .", "help", "units length", "trace on", "say on", "list", "?"])
    func queriesAndSettingsWorkInTheMenuAndKeepItOpen(line: String) {
        var session = Session()
        _ = session.handle("convert")
        let outcome = session.handle(line)
        #expect(outcome.error == nil, "\(line): \(outcome.error?.message ?? "")")
        #expect(session.state.phase == .choosing)
    }

    @Test(arguments: ["C", "5 5", "swap", "precision 3", "state 5"])
    func whatWouldChangeTheEntryIsRefusedInTheMenu(line: String) {
        var session = Session()
        _ = session.handle("convert")
        let before = session.state
        #expect(session.handle(line).error != nil, "\(line)")
        #expect(session.state == before)
    }

    @Test func theStateInTheMenuSaysChoosing() {
        var session = Session()
        _ = session.handle("convert")
        #expect(session.handle("state").shows
            == .info("state choosing, entry 0 °F, converter fahrenheit to celsius (°F → °C), precision 2"))
    }

    @Test func anOutcomeCarriesTheDisplaysItShows() {
        var session = Session()
        let outcome = session.handle("212")
        guard case .displays(let displays) = outcome.shows else { Issue.record("no displays"); return }
        #expect(displays.state.entry.text == "212")
        #expect(displays.state.output.value.text == "100")
    }

    @Test func startingSettingsAreAppliedAsEvents() {
        let session = Session.starting(converter: Converter.builtIn[2], precision: .places(4), says: true)
        #expect(session.state.converter == Converter.builtIn[2])
        #expect(session.state.precision == .places(4))
        #expect(session.state.phase == .ready)
        #expect(session.says)
    }

    @Test func aRestoredInputBelowTheNewConvertersAbsoluteZeroIsCleared() {
        let cold = Given.session(after: ["-400"]).state  // -400 °F is fine in °F
        let session = Session.starting(from: cold, converter: Converter.builtIn[1])  // but not in °C
        #expect(session.state.entry.text == "0")
        #expect(session.state.converter == Converter.builtIn[1])
    }

    /// A traced line sends at most `StepRun.traceLimit` events (its trace is held until shown:
    /// a line of 260,000 keys traced took `check` 100 MB): the event past it refuses the line,
    /// which changes nothing; untraced, the same line is taken.
    @Test func aTracedLineSendsAtMostTheTraceLimitOfEvents() {
        let keys = String(repeating: "+/- ", count: StepRun.traceLimit + 1)
        var traced = Session()
        _ = traced.handle("5")
        _ = traced.handle("trace on")
        let before = traced.state
        let outcome = traced.handle(keys)
        #expect(outcome.error?.message == "a traced line sends at most 2000 events; the one at column \(4 * StepRun.traceLimit + 1)"
                + " would be one more: split the line, or turn the trace off (trace off)")
        #expect(outcome.trace.count == StepRun.traceLimit)
        #expect(traced.state == before)
        #expect(traced.handle(String(repeating: "+/- ", count: StepRun.traceLimit - 1)).error == nil)  // and the line's end
        var untraced = Session()
        #expect(untraced.handle(keys).error == nil)
    }

    /// A traced number of more keys than the limit is refused as it is read, before its keys are
    /// made (200,000 zeros held a step each), at the key past the limit, as the run says it.
    @Test func aTracedLongNumberIsRefusedBeforeItsKeysAreMade() {
        var session = Session()
        _ = session.handle("trace on")
        let message = "a traced line sends at most 2000 events; the one at column 2001 would be one more: split the line,"
            + " or turn the trace off (trace off)"
        #expect(session.handle(String(repeating: "0", count: 200_000)).error?.message == message)
        #expect(session.handle(String(repeating: "0", count: 2_000)).error?.message == message)  // its Return, by the run
        #expect(session.handle(String(repeating: "0", count: 1_999)).error == nil)
        // Keys of words too: the 2,001st `C` at column 4001, said as the run said it.
        #expect(session.handle(String(repeating: "C ", count: 200_000)).error?.message
                == "a traced line sends at most 2000 events; the one at column 4001 would be one more: split the line,"
                + " or turn the trace off (trace off)")
    }
}
