import Testing
@testable import ConvCalcKit
import Seeding

/// `VisibleText.of` appends runs of printable ASCII at once: it shows every text as the
/// scalar-by-scalar general path does — controls, DEL, invalid bytes, combining marks first
/// or not, format characters, both charsets, and every limit, the `…` included.
@Suite(.seeded) struct VisibleTextTests {
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("~".utf8), Array(" ".utf8), Array("\\".utf8), [0x1B], [0x7F], [0x00], [0x0A], [0x80], [0xFF],
        Array("é".utf8), Array("\u{301}".utf8), Array("\u{200B}".utf8), Array("°".utf8), Array("😀".utf8), [0xE2, 0x80],
    ]

    @Test func runsOfPrintableASCIIShowAsEachScalarDoes() {
        var random = SeededGenerator(seed: TestSeed.value)
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                bytes += Int.random(in: 0..<3, using: &random) == 0 ? Self.pieces.randomElement(using: &random)!
                    : [UInt8.random(in: 0x20...0x7E, using: &random)]
            }
            let limit = Int.random(in: 1...30, using: &random)
            for charset in [VisibleText.Charset.utf8, .ascii] {
                bytes.withUnsafeBufferPointer { buffer in
                    #expect(VisibleText.of(buffer, limit: limit, charset: charset)
                            == VisibleText.eachScalar(buffer, limit: limit, charset: charset), "\(bytes) \(limit)")
                }
            }
        }
    }
}
