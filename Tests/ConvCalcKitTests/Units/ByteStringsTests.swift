import Testing
@testable import ConvCalcKit
import Seeding

/// `ByteStrings.firstIndex(ofLowercased:)` finds what a plain search finds, whether the text
/// is compared a word at a time (up to 8 bytes) or byte by byte, for any bytes.
@Suite(.seeded) struct ByteStringsTests {
    /// The plain search: the first string equal to `text` with its ASCII capitals made small.
    static func reference(_ strings: [[UInt8]], _ text: [UInt8]) -> Int? {
        let lowered = text.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return strings.firstIndex(of: lowered)
    }

    @Test func findsWhatAPlainSearchFinds() {
        let alphabet: [UInt8] = Array("abcz09 .+-/".utf8) + [0x00, 0x20, 0x7F, 0xC2, 0xB0, 0xFF]
        var random = SeededGenerator()
        var found = 0
        for _ in 0..<300 {
            let strings = (0..<(1 + random.next(40))).map { _ in
                (0..<random.next(12)).map { _ in alphabet[random.next(alphabet.count)] }
            }
            let table = ByteStrings(strings.map { String(decoding: $0, as: UTF8.self) })
            let stored = strings.map { Array(String(decoding: $0, as: UTF8.self).utf8) }  // as the table holds them
            for _ in 0..<200 {
                var text: [UInt8]
                switch random.next(4) {
                case 0:  // a stored string, its letters maybe made capital, maybe with a byte more or less
                    text = stored[random.next(stored.count)].map { $0 >= 0x61 && $0 <= 0x7A && random.next(2) == 0 ? $0 & ~0x20 : $0 }
                    if random.next(3) == 0 { text.append([0x00, 0x61, 0x20][random.next(3)]) }
                    if random.next(3) == 0 && !text.isEmpty { text.removeLast() }
                default:
                    text = (0..<random.next(12)).map { _ in alphabet[random.next(alphabet.count)] }
                }
                let expected = ByteStringsTests.reference(stored, text)
                let got = text.withUnsafeBufferPointer { table.firstIndex(ofLowercased: $0) }
                #expect(got == expected, "\(text) in \(stored)")
                if expected != nil { found += 1 }
            }
        }
        #expect(found > 10_000)  // most queries were found, through both comparisons
    }

    /// Strings appended to a table (a units file's symbols after the built-in ones) read as
    /// the same strings in one table: bytes, words and searches.
    @Test func appendedStringsReadAsOneTable() {
        var random = SeededGenerator()
        let alphabet = Array("abcXYZ09 °²µ/".unicodeScalars)
        for _ in 0..<200 {
            let strings = (0..<(1 + random.next(30))).map { _ in
                String(String.UnicodeScalarView((0..<random.next(14)).map { _ in alphabet[random.next(alphabet.count)] }))
            }
            let split = random.next(strings.count + 1)
            let joined = ByteStrings(ByteStrings(Array(strings[..<split])), then: strings.count - split) { strings[split + $0] }
            let whole = ByteStrings(strings)
            #expect(joined.count == whole.count)
            for index in strings.indices {
                var (a, b) = ([UInt8](), [UInt8]())
                joined.withBytes(of: index) { a = Array($0) }
                whole.withBytes(of: index) { b = Array($0) }
                #expect(a == b && a == Array(strings[index].utf8), "\(strings) at \(index)")
                #expect(joined.word(of: index)?.word == whole.word(of: index)?.word)
                let text = Array(strings[index].utf8)
                #expect(text.withUnsafeBufferPointer { joined.firstIndex(ofLowercased: $0) }
                        == text.withUnsafeBufferPointer { whole.firstIndex(ofLowercased: $0) })
            }
        }
    }
}
