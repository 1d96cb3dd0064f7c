import Foundation
import Testing
@testable import ConvCalcKit
import Seeding

/// `ShellWord` writes text a shell reads back as the same bytes, and that is safe to print:
/// random texts of controls, C1, marks, bidi controls, quotes and shell characters, given to
/// bash as words and printed back by it.
@Suite(.seeded) struct ShellWordTests {
    static let pieces: [String] = [
        "a", "Z", "0", " ", "'", "\"", "\\", "$", "`", "!", "*", "~", "=", "#", ";", "&", "|", "(", "{", "\t", "\n",
        "\u{1B}", "\u{7F}", "\u{07}", "\u{9B}", "\u{85}", "é", "\u{301}", "\u{200B}", "\u{202E}", "\u{FEFF}", "°", "😀", "日", "\u{E000}",
    ]

    /// What bash prints for each word, the words given as `printf '%s\0' WORD…`.
    static func bashPrints(_ words: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "printf '%s\\0' " + words.joined(separator: " ")]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func bashReadsEveryWordBackAsTheText() throws {
        var random = SeededGenerator(seed: TestSeed.value)
        var texts: [String] = ["", "mi.units", "my units", "it's", "a\u{1B}[2Jb.units", "\u{301}\u{301}"]
        for _ in 0..<400 {
            texts.append((0..<Int.random(in: 1...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined())
        }
        for charset in [VisibleText.Charset.utf8, .ascii] {
            let words = texts.map { ShellWord.of($0, charset: charset) }
            let quoted = texts.map { ShellWord.quoted($0, charset: charset) }
            #expect(try Self.bashPrints(words) == texts)
            #expect(try Self.bashPrints(quoted) == texts)
            for word in words + quoted {
                #expect(VisibleText.of(word, limit: Int.max, charset: charset) == word, "printed raw: \(Array(word.utf8))")
            }
        }
    }

    @Test func plainWordsStayBareAndQuotedOnesSayWhy() {
        #expect(ShellWord.of("/tmp/mi.units") == "/tmp/mi.units")
        #expect(ShellWord.of("=ls") == "'=ls'")
        #expect(ShellWord.of("--units=-a.units") == "--units=-a.units")
        #expect(ShellWord.of("my units") == "'my units'")
        #expect(ShellWord.quoted("mi.units") == "'mi.units'")
        #expect(ShellWord.of("6'2\"") == "'6'\\''2\"'")
        #expect(ShellWord.of("a\u{1B}b") == "$'a\\x1Bb'")
        #expect(ShellWord.of("°", charset: .ascii) == "$'\\xC2\\xB0'")
        #expect(ShellWord.of("it's\u{7}") == "$'it\\'s\\x07'")
        #expect(ShellWord.quoted("abcdef", limit: 3) == "'abc'…")
    }
}
