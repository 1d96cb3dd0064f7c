import Testing
@testable import ConvCalcKit
import Seeding

/// The pairs kept by their bytes (`UnitPair.RecentReadings`) read as the reader reads them:
/// on seeded random lines, each read several times among many others (so kept readings are
/// found, pushed out and found again), the reading, its converter, where it ends and any
/// refusal are the reader's.
@Suite(.seeded) struct RecentReadingsTests {
    @Test func keptReadingsAreTheReadersOnRandomLines() {
        var random = SeededGenerator()
        let pieces = ["mi", "km", "MI", "Km", "ft", "in", "ft+in", "feet + inches", "degrees Fahrenheit", "°F", "°C", "F", "C",
                      "to", "TO", "as", "in", "->", "→", "=>", ">", "mi->km", "mi→km", "psi", "kPa", "kpa", "Mpa", "MPa",
                      "mpg", "L/100km", "short ton", "ton", "kWh", "J", "GB", "MiB", "Gb", "swap", "+/-", "3", "x", "q",
                      "µm", "μm", "lb", "kg", "\u{FF}", "é", "m²", "sq ft", "acre"]
        let blanks = [" ", "  ", "\t", " _ "]
        let lines = (0..<1_000).map { _ in
            (0..<(1 + random.next(5))).map { _ in pieces[random.next(pieces.count)] }
                .joined(separator: blanks[random.next(2) == 0 ? 0 : random.next(blanks.count)])
        }
        var pairs = 0
        for _ in 0..<10_000 {
            let line = "5 " + lines[random.next(lines.count)]
            pairs += expectSameReading(line) ? 1 : 0
        }
        #expect(pairs > 1_000, "only \(pairs) of the lines were read as pairs")
    }

    /// Compares a reading through the kept ones with the reader's; true when the reader read a pair.
    private func expectSameReading(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        return bytes.withUnsafeMutableBufferPointer { mutable in
            let bytes = UnsafeBufferPointer(mutable)
            var reader = UnitPair.Reader(bytes, from: 2, to: bytes.count, place: .line)
            let general = Result { () throws(UnitPair.Problem) in
                try reader.read().map { ($0, reader.words[$0.count - 1].end) }
            }
            let fromKept = Result { () throws(UnitPair.Problem) in try UnitPair.RecentReadings.reading(bytes, from: 2, to: bytes.count) }
            switch (general, fromKept) {
            case (.success(let general), .success(let kept)):
                #expect(general?.0.source == kept?.reading.source && general?.0.converter == kept?.reading.converter
                        && general?.0.count == kept?.reading.count && general?.1 == kept?.end, "\(line.debugDescription)")
            case (.failure(let general), .failure(let kept)):
                #expect(general.reason == kept.reason && general.offset == kept.offset, "\(line.debugDescription)")
            default:
                Issue.record("\(line.debugDescription): the reader gave \(general), the kept readings \(fromKept)")
            }
            return (try? general.get()) != nil
        }
    }
}
