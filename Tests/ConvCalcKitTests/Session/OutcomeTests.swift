import Testing
@testable import ConvCalcKit

/// An outcome's questions (`isRejected`, `error`, `isQuit`) answer from what it shows, and two
/// outcomes are equal exactly when they show and trace the same.
@Suite struct OutcomeTests {
    static let state = State(phase: .fraction, entry: Entry(digit: 7), converter: Converter.builtIn[4], precision: .significant(4))
    static let shows: [Outcome.Shows] = [
        .nothing, .quit,
        .displays(Displays(state: state, says: true)), .displays(Displays(state: .initial, says: false)),
        .menu(current: Converter.builtIn[3]), .menu(current: .standard),
        .info("say is on"), .info(""),
        .rejected(LineError(.unknownKey("x"), column: 3)),
    ]
    static let traces: [[TraceStep]] = [[], [TraceStep(before: .initial, event: .digit(7), outcome: .success(state))]]

    @Test(arguments: shows, traces)
    func theQuestionsAnswerFromWhatTheOutcomeShows(shows: Outcome.Shows, trace: [TraceStep]) {
        let outcome = Outcome(shows, trace: trace)
        #expect(outcome.shows == shows && outcome.trace == trace)
        if case .rejected(let error) = shows {
            #expect(outcome.isRejected && outcome.error == error)
        } else {
            #expect(!outcome.isRejected && outcome.error == nil)
        }
        #expect(outcome.isQuit == (shows == .quit))
    }

    @Test func outcomesAreEqualWhenTheyShowAndTraceTheSame() {
        for (left, leftShows) in OutcomeTests.shows.enumerated() {
            for (right, rightShows) in OutcomeTests.shows.enumerated() {
                #expect((Outcome(leftShows) == Outcome(rightShows)) == (left == right))
            }
        }
        let traced = Outcome(.quit, trace: OutcomeTests.traces[1])
        #expect(traced != Outcome(.quit))
        #expect(traced == Outcome(.quit, trace: OutcomeTests.traces[1]))
    }
}
