import Testing
@testable import ConvCalcKit

@Suite struct SavedStateTests {
    @Test func aStateRoundTrips() {
        let session = Given.session(after: ["convert ft in", "-12.50", "precision 4"])
        let text = SavedState.encode(session.state)
        #expect(text == #"{"version":1,"input":"-12.50","from":"ft","to":"in","precision":4}"# + "\n")
        #expect(SavedState.decode(text) == session.state)
    }

    @Test func typedShapesSurvive() {
        for input in ["-0", "5.", "0.000", "999999999999999", "0"] {
            var state = State.initial
            state.converter = Converter.builtIn[6]
            var session = Session(state: state)
            _ = session.handle(input).shows
            #expect(SavedState.decode(SavedState.encode(session.state))?.entry.text == input)
        }
    }

    @Test(arguments: ["", "{}", "garbage", "{\"version\":1}", #"{"version":2,"input":"1","from":"m","to":"ft","precision":2}"#,
                      #"{"version":1,"input":"1","from":"m","to":"kg","precision":2}"#,
                      #"{"version":1,"input":"-500","from":"°F","to":"°C","precision":2}"#,
                      #"{"version":1,"input":"1x","from":"m","to":"ft","precision":2}"#,
                      #"{"version":1,"input":"1","from":"m","to":"ft","precision":13}"#,
                      #"{"version":1,"input":"1","from":"m","to":"ft","precision":2} trailing"#])
    func damagedTextIsRefused(text: String) {
        #expect(SavedState.decode(text) == nil)
    }

    /// A state written with JSON's escapes (`jq -a` writes `°` as `\u00b0`) is the same state:
    /// it was called damaged and moved aside. A lone surrogate is no text, and still refused.
    @Test func jsonEscapesReadAsTheCharactersTheyStandFor() {
        let plain = SavedState.decode(#"{"version":1,"input":"5","from":"°F","to":"°C","precision":2}"#)
        #expect(plain != nil)
        #expect(SavedState.decode(#"{"version":1,"input":"5","from":"\u00b0F","to":"\u00B0C","precision":2}"#) == plain)
        #expect(SavedState.decode(#"{"version":1,"input":"5","from":"\u00b0F","to":"\ud83d\ude00","precision":2}"#) == nil)
        #expect(SavedState.decode(#"{"version":1,"input":"5","from":"\udc00F","to":"°C","precision":2}"#) == nil)
        #expect(SavedState.decode(#"{"version":1,"input":"5","from":"\u00g0F","to":"°C","precision":2}"#) == nil)
    }
}
