import Testing
@testable import ConvCalcKit

/// The transcript grammar: what each line is, and which files are not transcripts.
@Suite struct TranscriptGrammarTests {
    func read(_ text: String) throws -> Transcript {
        try Transcript(bytes: Array(text.utf8))
    }

    func error(_ bytes: [UInt8]) -> TranscriptError? {
        do throws(TranscriptError) {
            _ = try TranscriptCheck(Transcript(bytes: bytes))
            return nil
        } catch {
            return error
        }
    }

    /// A recording left before its first line (Ctrl-D at once, `q` on the keypad) holds its
    /// header and a comment: a transcript of no lines, which passes and updates to itself
    /// (`check` refused it as no transcript). A lesson needs a line; a file with neither a
    /// header nor a typed line is still no transcript.
    @Test func aHeaderWithoutTypedLinesIsATranscriptOfNone() throws {
        let text = "#! convcalc 1 --converter mi->km --precision 2 --input 0\n# Recorded by convcalc. Replay with: convcalc check FILE\n"
        let check = try TranscriptCheck(read(text))
        #expect(check.firstMismatch == nil && Array(check.results).isEmpty)
        #expect(try check.updatedBytes(limit: .max) == nil)
        #expect(throws: TranscriptError.self) { try LessonPlayer(name: "l", transcript: read(text)) }
        #expect(error(Array("# a comment only\n".utf8))?.message.contains("no typed line") == true)
    }

    @Test func inputsOutputsErrorsCommentsAndBlankLinesAreReadAsTheyAre() throws {
        let transcript = try read("# title\n\n> 212\n100 °C\n212 °F\n# note\n  \n>\n> x\n! oops\n")
        #expect(transcript.exchanges.map(\.input) == ["212", "", "x"])
        #expect(Array(transcript.exchanges)[0].expected == [.output("100 °C"), .output("212 °F")])
        #expect(Array(transcript.exchanges)[0].expectedLineNumbers == [4, 5])
        #expect(Array(transcript.exchanges)[2].expected == [.error("oops")])
        #expect(Array(transcript.exchanges)[2].lineNumber == 9)
        #expect(transcript.lines.map(\.kind).filter { $0 == .blank }.count == 2)
        #expect(transcript.header == nil)
    }

    @Test func aBackslashEscapesOutputThatWouldReadAsSomethingElse() throws {
        let transcript = try read("> help\n\\# starts a comment\n\\> not typed\n\\! not an error\n\\\\x1B\n\\\n\\  \n")
        #expect(Array(transcript.exchanges)[0].expected == [
            .output("# starts a comment"), .output("> not typed"), .output("! not an error"), .output("\\x1B"),
            .output(""), .output("  "),
        ])
    }

    @Test func everyExpectedLineIsWrittenSoItReadsBackTheSame() throws {
        let lines: [ExpectedLine] = [.output("# x"), .output("> y"), .output("! z"), .output("\\w"), .output(""),
                                     .output(" \t"), .output("  2. menu"), .output("100 °C"), .error("! odd message")]
        let text = "> 1\n" + lines.map { $0.transcriptText + "\n" }.joined()
        #expect(Array(try read(text).exchanges)[0].expected == lines)
    }

    @Test func onlyOutputThatNeedsItIsEscaped() {
        #expect(ExpectedLine.output("100 °C").transcriptText == "100 °C")
        #expect(ExpectedLine.output("  1. fahrenheit").transcriptText == "  1. fahrenheit")
        #expect(ExpectedLine.output("# starts a comment").transcriptText == "\\# starts a comment")
    }

    @Test(arguments: [
        (">212\n", 1), ("> 1\n!oops\n", 2), ("> 1\n!\n", 2), ("100 °C\n> 212\n", 1), ("# t\n> 1\n2\0\n", 3),
        ("> 1\n#! convcalc 1\n", 2), ("#! convcalc 2\n> 1\n", 1), ("#!/bin/sh\n> 1\n", 1),
        ("#! convcalc 1 --precision 13\n> 1\n", 1), ("#! convcalc 1 --converter mi->kg\n> 1\n", 1),
        ("#! convcalc 1 --input 5x\n> 1\n", 1), ("#! convcalc 1 --input 007\n> 1\n", 1),
        ("#! convcalc 1 --say --say\n> 1\n", 1), ("#! convcalc 1 --colour\n> 1\n", 1), ("#! convcalc 1 --precision\n> 1\n", 1),
        ("> quit\n> 5\n", 2),
    ])
    func aLineThatFitsNoRuleIsAnErrorNamingIt(text: String, line: Int) {
        #expect(error(Array(text.utf8))?.line == line, "\(text)")
    }

    /// A typed line written without the blank after `>` is quoted back as the student's own
    /// line with the blank put in, escaped as all outside text is (it quoted `'> 212'` whatever
    /// the line was).
    @Test func aTypedLineWithoutItsBlankIsQuotedBackFixed() {
        #expect(error(Array("# t\n> 1\n-17.22 °C\n>5\n".utf8))?.message
            == "line 4: '>' must be followed by a space: '> 5' (or stand alone for an empty line)")
        #expect(error(Array(">".utf8) + [0x1B, 0x35, 0x0A])?.reason.hasPrefix("'>' must be followed by a space: '> \\x1B5'") == true)
    }

    @Test func invalidUTF8OutsideACommentIsAnErrorNamingTheLine() {
        #expect(error(Array("# t\n> 212\n".utf8) + [0xFF, 0x0A])?.line == 3)
        #expect(error(Array("> ".utf8) + [0xC3, 0x0A])?.line == 1)
    }

    @Test func anyBytesAreAllowedInAComment() throws {
        let bytes = Array("# caf".utf8) + [0xE9, 0x00, 0xFF] + Array("\n> 212\n100 °C\n212 °F\n".utf8)
        #expect(try TranscriptCheck(Transcript(bytes: bytes)).firstMismatch == nil)
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n", "  \n# x\n"])
    func aFileWithoutATypedLineIsNotATranscript(text: String) {
        let found = error(Array(text.utf8))
        #expect(found != nil && found?.line == nil)
    }

    @Test func crlfLoneCRAndAByteOrderMarkEndLinesLikeLF() throws {
        let lf = try read("# lesson\n> 212\n100 °C\n212 °F\n")
        for text in ["# lesson\r\n> 212\r\n100 °C\r\n212 °F\r\n", "# lesson\r> 212\r100 °C\r212 °F", "\u{FEFF}# lesson\n> 212\n100 °C\n212 °F\n"] {
            let other = try read(text)
            #expect(Array(other.exchanges) == Array(lf.exchanges))
        }
        let wrong = try read("# lesson\r\n> 212\r\nTOTALLY WRONG\r\n")
        #expect(try TranscriptCheck(wrong).firstMismatch?.exchange.expectedLineNumbers == [3])
    }

    @Test func aTypedLineIsRecognizedInPlainInputForTheReplayHint() {
        func isInput(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { TranscriptGrammar.isInputLine($0) }
        }
        #expect(isInput("> 212"))
        #expect(isInput(">"))
        #expect(isInput("\u{FEFF}> 212"))
        #expect(!isInput(">212"))
        #expect(!isInput("212 > 5"))
        #expect(!isInput("# > 212"))
    }

    /// Every reader takes lines of up to 1 MiB: a transcript with a longer line is refused
    /// (check passed it, typing 2 MiB of blanks as keys), and a recording leaves such a typed
    /// line out with a comment, so it still passes check.
    @Test func aLineLongerThanAMebibyteIsNoTranscriptLine() throws {
        let long = "> " + String(repeating: " ", count: 1 << 21) + "5\n-15 °C\n5 °F\n"
        #expect(throws: TranscriptError.self) { try Transcript(parsing: long) }
        let exact = "> " + String(repeating: "5", count: (1 << 20) - 2) + "\n"
        #expect(throws: Never.self) { try Transcript(parsing: exact + "! x\n") }
        let line = String(repeating: "5", count: (1 << 20) - 1)  // with its "> ", over the limit
        #expect(TranscriptText.exchange(line, outcome: Outcome(.nothing))
            == "# left out: a typed line longer than 1 MiB, which a transcript line cannot hold\n")
    }
}
