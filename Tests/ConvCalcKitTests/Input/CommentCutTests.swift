import Testing
import Seeding
import ConvCalcKit

/// A line's meaningful part ends at its first `#` (the comment) or else at its end, with a
/// trailing line ending cut off: at every length and every position of the `#`, whatever
/// bytes are near it (the scan reads several bytes at a time).
@Suite(.seeded) struct CommentCutTests {
    /// The rule, byte by byte.
    static func expectedEnd(_ bytes: [UInt8]) -> Int {
        var end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        while end > 0 && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return end
    }

    @Test func theLineEndsAtItsFirstHashAtEveryLengthAndPosition() {
        // `#` (0x23) among bytes one bit or one off from it, and the bytes a line may end with.
        let alphabet: [UInt8] = [0x23, 0x22, 0x24, 0x03, 0x63, 0xA3, 0x00, 0xFF, 0x0A, 0x0D, 0x20, 0x31, 0x2E]
        var random = SeededGenerator()
        var cut = 0
        for _ in 0..<40_000 {
            let length = random.next(41)
            var bytes = (0..<length).map { _ in alphabet[1 + random.next(alphabet.count - 1)] }
            for _ in 0..<random.next(3) where length > 0 { bytes[random.next(length)] = UInt8(ascii: "#") }
            let end = bytes.withUnsafeBufferPointer { LineBytes($0).end }
            #expect(end == CommentCutTests.expectedEnd(bytes), "\(bytes)")
            if end < bytes.count { cut += 1 }
        }
        #expect(cut > 10_000)
    }

    @Test func aHashOnlyInTheLastOfEightBytesOrAfterThemIsFound() {
        for length in 1...24 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "7"), count: length)
                bytes[position] = UInt8(ascii: "#")
                #expect(bytes.withUnsafeBufferPointer { LineBytes($0).end } == position, "length \(length), # at \(position)")
            }
            let none = [UInt8](repeating: UInt8(ascii: "7"), count: length)
            #expect(none.withUnsafeBufferPointer { LineBytes($0).end } == length)
        }
    }
}
