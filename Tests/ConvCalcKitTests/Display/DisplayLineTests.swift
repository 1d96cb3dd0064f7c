import Testing
@testable import ConvCalcKit
import Seeding

/// The plain displays write most lines in one reserved run; what they write is always the
/// layout built from the texts the rest of the program shows: `State.outputText` above
/// `Entry.text` and the input unit's symbol.
@Suite(.seeded) struct DisplayLineTests {
    /// The plain layout, built from strings by a path that shares no code with the writer.
    private func expected(_ state: State) -> String {
        state.outputText + "\n" + state.entry.text + " " + state.converter.inputUnit.symbol + "\n"
    }

    private func written(_ state: State) -> String {
        let buffer = OutputBuffer(capacity: 16)  // small: the writer must make room itself
        buffer.append("x")
        PlainText.displays(Displays(state: state, says: false), into: buffer)
        return String(decoding: buffer.bytes.dropFirst(), as: UTF8.self)
    }

    @Test func randomSessionsOverEveryPairWriteTheLayout() {
        var random = SeededGenerator()
        let keys = ["0", "1", "5", "9", ".", "+/-", "EE", "C"]
        var fastLines = 0
        for converter in OracleCase.pairs + CompoundUnit.all.compactMap({ Converter(from: $0.lastPart, to: $0) }) {
            var session = Session()
            _ = session.handle("convert \(converter.inputUnit.symbol) to \(converter.compound?.symbol ?? converter.outputUnit.symbol)")
            for _ in 0..<16 {
                var line = ""
                for _ in 0..<(1 + random.next(20)) { line += keys[random.next(keys.count)] + " " }
                if random.next(4) == 0 { _ = session.handle("precision \(random.next(13))") }
                guard case .displays(let displays) = session.handle(line).shows else { continue }
                #expect(written(displays.state) == expected(displays.state), "\(line)")
                if !displays.state.entry.hasExponent { fastLines += 1 }
            }
        }
        #expect(fastLines > 1_000)
    }

    @Test(arguments: ["-0", "0.", "0.0000000000000000000000000001", "999999999999999", "-12.50", "1.5e-4", "6.02e23"])
    func awkwardEntriesWriteTheLayout(entry: String) {
        for converter in [Converter.standard, Converter.builtIn[6]] {
            var session = Session()
            _ = session.handle("convert \(converter.inputUnit.symbol) to \(converter.outputUnit.symbol)")
            guard case .displays(let displays) = session.handle(entry).shows else {
                Issue.record("\(entry) refused")
                continue
            }
            #expect(written(displays.state) == expected(displays.state))
        }
    }
}
