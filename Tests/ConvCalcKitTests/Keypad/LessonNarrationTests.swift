import Foundation
import RepositoryFiles
import Testing
@testable import ConvCalcKit

/// A lesson's `#` comments, told by the line they come before, as paragraphs, escaped.
@Suite struct LessonNarrationTests {
    /// The paragraphs told before each typed line, then those after the last.
    func told(_ transcript: Transcript) -> [[String]] {
        [LessonNarration.paragraphs(transcript.lines)] + transcript.exchanges.map { LessonNarration.paragraphs($0.lines.dropFirst()) }
    }

    /// A recording's note on how it was made is about the file: the panel does not tell it
    /// (`keypad --play` of a recording told "Recorded by convcalc 0.1.0. Replay with: …").
    @Test func aRecordingsNoteIsNotTold() throws {
        let transcript = try Transcript(parsing: "#! convcalc 1 --converter °F->°C --precision 2 --input 0\n"
            + TranscriptHeader.recordedNote(version: "0.1.0") + "# Now 212.\n> 212\n100 °C\n212 °F\n")
        #expect(told(transcript) == [["Now 212."], []])
    }

    /// Lesson 03 tells what C does with the line that types C: the comment came before
    /// `convert 3`, so the panel told it two lines early, over a line that has no C.
    @Test func lessonThreeTellsWhatCDoesWithTheLineThatTypesC() throws {
        let transcript = try Transcript(bytes: ExamplesTests.bytes(of: "03-number-entry.txt"))
        for (exchange, told) in zip(transcript.exchanges, told(transcript)) {
            let tellsC = told.contains { $0.contains("C clears") }
            #expect(tellsC == (exchange.input == "C"), "> \(exchange.input): \(told)")
        }
    }

    /// The guide says so, in the words the note starts with, where a teacher looks: the keypad's
    /// lesson panel leaves the note out, `play` shows it, `--record` writes it (`play` showed it
    /// and the keypad did not, and nothing said why).
    @Test func theGuideSaysWhereARecordingsNoteIsShown() throws {
        let guide = try String(contentsOf: Repository.url("docs/GUIDE.md"), encoding: .utf8)
        for heading in ["### Teacher's guide", "### `convcalc play`", "### `--record FILE`"] {
            let section = guide.components(separatedBy: heading).dropFirst().first?.components(separatedBy: "\n### ").first
            #expect(section?.contains("`" + TranscriptHeader.recordedNoteStart) == true, "\(heading)")
        }
    }

    /// The note's replay command names the units files the session read, quoted for a shell
    /// where they need it (it said `convcalc check FILE`, which fails without them).
    @Test func aRecordingsNoteNamesItsUnitsFiles() {
        #expect(TranscriptHeader.recordedNote(version: "0.1.0") == "# Recorded by convcalc 0.1.0. Replay with: convcalc check FILE\n")
        #expect(TranscriptHeader.recordedNote(version: "0.1.0", unitsFiles: ["/home/a/.config/convcalc/units", "/tmp/my units", "it's"])
                == "# Recorded by convcalc 0.1.0. Replay with: convcalc check --units /home/a/.config/convcalc/units"
                + " --units '/tmp/my units' --units 'it'\\''s' FILE\n")
        // A path holding ESC in `$'…'`, which a shell reads back as the byte ('a\x1Bb' named another file).
        #expect(TranscriptHeader.recordedNote(version: "0.1.0", unitsFiles: ["/tmp/a\u{1B}[2Jb.units"])
                == "# Recorded by convcalc 0.1.0. Replay with: convcalc check --units $'/tmp/a\\x1B[2Jb.units' FILE\n")
        // A path starting with '-' is joined to its option: apart, `--units -a.units` reads
        // as the option without its value.
        #expect(TranscriptHeader.recordedNote(version: "0.1.0", unitsFiles: ["-a.units", "--b units"])
                == "# Recorded by convcalc 0.1.0. Replay with: convcalc check --units=-a.units --units='--b units' FILE\n")
    }

    @Test func commentsBelongToTheLineAfterThemAndABlockIsOneParagraph() throws {
        let transcript = try Transcript(parsing: """
            # Lesson: one and two.
            #
            # First a 1,
            # then Return.
            > 1
            -17.22 °C
            1 °F
            > 2
            -16.67 °C
            2 °F
            # The end.

            # Really.
            """)
        #expect(told(transcript) == [
            ["Lesson: one and two.", "First a 1, then Return."], [], ["The end.", "Really."],
        ])
    }

    @Test func theHeaderIsNoCommentAndEveryByteIsEscaped() throws {
        let bytes = Array("#! convcalc 1 --converter f->c --precision 2 --input 0\n# a \u{1B}[2J b\u{202E}\n".utf8)
            + [UInt8(ascii: "#"), UInt8(ascii: " "), 0xFF, 0x0A] + Array("> 1\n-17.22 °C\n1 °F\n".utf8)
        let told = told(try Transcript(bytes: bytes))
        #expect(told.count == 2)
        let text = told[0].joined(separator: " ")
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "\(text)")
        #expect(!text.contains("convcalc 1"))
    }

    /// A comment line indented past the blank after `#` (`#   5 mi to km`) starts a line of its
    /// own and keeps its indentation, as Markdown keeps indented text apart, and the line after
    /// it starts its own too (they were joined into the paragraph: `Try these: 5 mi to km 10 mi…`).
    @Test func anIndentedCommentLineStandsOnALineOfItsOwn() throws {
        let transcript = try Transcript(parsing: "# Try these,\n# one by one:\n#   5 mi to km\n#   10 mi to km\n# and compare.\n> 5\n")
        let told = LessonNarration.paragraphs(transcript.lines)
        #expect(told.count == 1)
        #expect(LessonNarration.lines(told, width: 40) == ["Try these, one by one:", "  5 mi to km", "  10 mi to km", "and compare."])
        #expect(LessonNarration.lines(told, width: 9) == ["Try", "these,", "one by", "one:", "  5 mi to", "  km", "  10 mi", "  to km", "and", "compare."])
    }

    @Test func wrappingKeepsEveryWordWholeAndParagraphsApart() {
        let paragraph = "C starts a fresh entry in 'integer'; +/- flips its sign; 5 replaces the leading 0;"
        for width in 12...60 {
            let lines = LessonNarration.lines([paragraph, "Two."], width: width)
            #expect(lines.allSatisfy { ColumnWidth.of($0) <= width })
            let blank = lines.firstIndex(of: "")
            #expect(blank != nil)
            #expect(lines[..<(blank ?? 0)].joined(separator: " ") == paragraph, "width \(width)")
        }
    }
}

extension LessonNarrationTests {
    /// Comments past `toldLimit` bytes before a line are cut, and a last paragraph says so: a
    /// paragraph of 100,000 comment lines, or one comment line of 1 MB, is told in part (the
    /// panel wraps what it tells at every draw). Below the limit, nothing is cut.
    @Test func commentsPastTheLimitAreCutAndSaidToBe() throws {
        let many = try Transcript(parsing: String(repeating: "# word word\n", count: 100_000) + "> 5\n")
        let manyTold = LessonNarration.paragraphs(many.lines)
        #expect(manyTold.count == 2 && manyTold.last == LessonNarration.cutNote)
        #expect(manyTold[0].utf8.count <= LessonNarration.toldLimit && manyTold[0].hasPrefix("word word word word"))
        let long = try Transcript(parsing: "# é" + String(repeating: "é", count: 500_000) + "\n> 5\n")
        let longTold = LessonNarration.paragraphs(long.lines)
        #expect(longTold.count == 2 && longTold.last == LessonNarration.cutNote)
        #expect(longTold[0].utf8.count <= LessonNarration.toldLimit && !longTold[0].contains("\\x"), "cut where a character starts")
        // Cut at a blank: no word is cut in two (`w952` for `w9520`).
        let words = try Transcript(parsing: "# " + (0..<20_000).map { "w\($0)" }.joined(separator: " ") + "\n> 5\n")
        let wordsTold = LessonNarration.paragraphs(words.lines)[0].split(separator: " ")
        #expect(wordsTold.last.map { Int($0.dropFirst()) == wordsTold.count - 1 } == true, "\(wordsTold.suffix(2))")
        let fits = try Transcript(parsing: String(repeating: "# word word\n", count: 1_000) + "> 5\n")
        #expect(LessonNarration.paragraphs(fits.lines).count == 1)
    }
}
